package com.nutrilab.platform;

import jakarta.ejb.EJBAccessException;
import jakarta.json.JsonException;
import jakarta.json.bind.JsonbException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.glassfish.jersey.server.ParamException;

/**
 * The mappers of the platform's own and JAX-RS's failures, one each (JAX-RS needs a class per
 * type); the features keep theirs beside their resources, and {@link UnexpectedExceptionMapper}
 * answers whatever none of them knows.
 */
public final class PlatformExceptionMappers {

    private PlatformExceptionMappers() {}

    /** A mapper's access to the request it answers: its path is the problem's instance. */
    abstract static class OnRequest {

        @Context
        private UriInfo uriInfo;

        String path() {
            return uriInfo.getRequestUri().getPath();
        }

        /** The problem of the status, with what a client is told of it when nothing more is known. */
        Response problem(int status) {
            return Problems.response(Problems.of(status, Problems.defaultDetail(status), path()))
                    .build();
        }

        Response invalid(List<Problem.FieldError> errors) {
            return Problems.response(Problems.validation(path(), errors)).build();
        }
    }

    @Provider
    public static class UnknownResource extends OnRequest implements ExceptionMapper<UnknownResourceException> {
        @Override
        public Response toResponse(UnknownResourceException e) {
            return problem(404);
        }
    }

    @Provider
    public static class InvalidInput extends OnRequest implements ExceptionMapper<InvalidInputException> {
        @Override
        public Response toResponse(InvalidInputException e) {
            return invalid(List.of(new Problem.FieldError(e.field(), e.getMessage())));
        }
    }

    /** An EJB refused the caller's role: the resource's own check let it through, so it is a 403 all the same. */
    @Provider
    public static class EjbAccess extends OnRequest implements ExceptionMapper<EJBAccessException> {
        @Override
        public Response toResponse(EJBAccessException e) {
            return problem(403);
        }
    }

    /** Every {@link ProblemException} as the problem of its status, with Retry-After when it asks for one. */
    @Provider
    public static class ProblemExceptions extends OnRequest implements ExceptionMapper<ProblemException> {
        @Override
        public Response toResponse(ProblemException e) {
            return answer(e, path());
        }

        static Response answer(ProblemException e, String path) {
            Response.ResponseBuilder answer = Problems.response(Problems.of(e.status(), e.getMessage(), path));
            if (e.retryAfterSeconds() > 0) {
                answer.header(HttpHeaders.RETRY_AFTER, Long.toString(e.retryAfterSeconds()));
            }
            if (e.status() == 413) {
                // The rest of an oversized body is not read: the connection closes rather than drain it.
                answer.header("Connection", "close");
            }
            return answer.build();
        }
    }

    /**
     * A query or header parameter that does not convert (page=abc). JAX-RS answers 404 for it,
     * which would tell a client the resource is missing; it is a bad request naming the parameter.
     * A path parameter that does not convert stays a 404: that address does not exist.
     */
    @Provider
    public static class Param extends OnRequest implements ExceptionMapper<ParamException> {
        @Override
        public Response toResponse(ParamException e) {
            if (e instanceof ParamException.PathParamException) {
                return problem(404);
            }
            return invalid(List.of(new Problem.FieldError(e.getParameterName(), "is not a valid value")));
        }
    }

    /**
     * JAX-RS's own failures (unknown path 404, 405, 406, 415, and any {@link WebApplicationException}
     * a resource throws) as problem+json, keeping the headers the exception carries (Allow, Retry-After).
     */
    @Provider
    public static class WebApplication extends OnRequest implements ExceptionMapper<WebApplicationException> {

        @Context
        private HttpHeaders headers;

        @Override
        public Response toResponse(WebApplicationException exception) {
            Response original = exception.getResponse();
            int status = original.getStatus();
            if (status >= 500) {
                // A server failure dressed as a WebApplicationException: log it like any other.
                return UnexpectedExceptionMapper.incident(exception, path());
            }
            if (status == Response.Status.UNAUTHORIZED.getStatusCode()) {
                // A 401 raised in JAX-RS (NotAuthorizedException): with the Bearer challenge, as every 401.
                return Problems.unauthorized(
                                Problems.defaultDetail(status),
                                path(),
                                headers.getHeaderString(HttpHeaders.AUTHORIZATION))
                        .toResponse();
            }
            Response.ResponseBuilder builder =
                    Problems.response(Problems.of(status, Problems.defaultDetail(status), path()));
            original.getStringHeaders().forEach((name, values) -> {
                if (!"Content-Type".equalsIgnoreCase(name)) {
                    values.forEach(value -> builder.header(name, value));
                }
            });
            return builder.build();
        }
    }

    /**
     * A body that is not the JSON it should be. JSON-B reports it as a JsonbException, which
     * Jersey hands over wrapped in a ProcessingException; without this it would be a 500.
     */
    @Provider
    public static class MalformedBody extends OnRequest implements ExceptionMapper<ProcessingException> {
        @Override
        public Response toResponse(ProcessingException exception) {
            boolean json = false;
            for (Throwable cause = exception; cause != null; cause = cause.getCause()) {
                if (cause instanceof RequestBodyTooLargeException tooLarge) {
                    return ProblemExceptions.answer(tooLarge, path()); // cut off while parsing
                }
                json |= cause instanceof JsonbException || cause instanceof JsonException;
            }
            if (!json) {
                return UnexpectedExceptionMapper.incident(exception, path());
            }
            return Problems.response(Problems.of(
                            400,
                            "malformed-json",
                            "The request body is not valid JSON of the expected shape.",
                            path(),
                            null))
                    .build();
        }
    }

    /** Bean Validation failures on a request: 400 with one entry per invalid field. */
    @Provider
    public static class ConstraintViolations extends OnRequest
            implements ExceptionMapper<ConstraintViolationException> {
        @Override
        public Response toResponse(ConstraintViolationException exception) {
            return invalid(exception.getConstraintViolations().stream()
                    .map(violation -> new Problem.FieldError(fieldName(violation), violation.getMessage()))
                    .sorted(Comparator.comparing(Problem.FieldError::field).thenComparing(Problem.FieldError::message))
                    .toList());
        }

        /**
         * The name a client knows: "username" for a body property, "pageSize" for a query
         * parameter; never the Java method ("register.arg0.username").
         */
        static String fieldName(ConstraintViolation<?> violation) {
            List<String> parameterNames = new ArrayList<>();
            List<String> propertyNames = new ArrayList<>();
            for (Path.Node node : violation.getPropertyPath()) {
                if (node.getKind() == ElementKind.PARAMETER) {
                    parameterNames.add(node.getName());
                } else if (node.getKind() == ElementKind.PROPERTY) {
                    propertyNames.add(node.getName());
                }
            }
            if (!propertyNames.isEmpty()) {
                return String.join(".", propertyNames);
            }
            return parameterNames.isEmpty() ? "request" : parameterNames.get(parameterNames.size() - 1);
        }
    }
}
