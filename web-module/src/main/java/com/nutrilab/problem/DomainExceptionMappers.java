package com.nutrilab.problem;

import com.nutrilab.auth.InvalidCredentialsException;
import com.nutrilab.lab.FileTooLargeException;
import com.nutrilab.lab.UnsupportedFileException;
import com.nutrilab.platform.ConflictException;
import com.nutrilab.platform.InvalidInputException;
import com.nutrilab.platform.RequestBodyTooLargeException;
import com.nutrilab.platform.UnknownResourceException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.List;

/** One mapper per domain exception of the EJB module, each to its problem+json status. */
public final class DomainExceptionMappers {

    private DomainExceptionMappers() {
    }

    private static Response.ResponseBuilder problem(int status, String detail, UriInfo uriInfo) {
        return Problems.response(Problems.of(status, detail, uriInfo.getRequestUri().getPath()));
    }

    @Provider
    public static class Conflict implements ExceptionMapper<ConflictException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(ConflictException e) {
            return problem(409, e.getMessage(), uriInfo).build();
        }
    }

    @Provider
    public static class UnknownResource implements ExceptionMapper<UnknownResourceException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(UnknownResourceException e) {
            return problem(404, Problems.defaultDetail(404), uriInfo).build();
        }
    }

    @Provider
    public static class InvalidInput implements ExceptionMapper<InvalidInputException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(InvalidInputException e) {
            return Problems.response(Problems.of(400, "validation", "The request has invalid fields.",
                    uriInfo.getRequestUri().getPath(), List.of(new Problem.FieldError(e.field(), e.getMessage()))))
                    .build();
        }
    }

    @Provider
    public static class InvalidCredentials implements ExceptionMapper<InvalidCredentialsException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(InvalidCredentialsException e) {
            return problem(401, e.getMessage() + ".", uriInfo).header(HttpHeaders.WWW_AUTHENTICATE, "Bearer").build();
        }
    }

    @Provider
    public static class FileTooLarge implements ExceptionMapper<FileTooLargeException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(FileTooLargeException e) {
            // The rest of an oversized body is not read: the connection closes rather than drain it.
            return problem(413, e.getMessage(), uriInfo).header("Connection", "close").build();
        }
    }

    @Provider
    public static class RequestBodyTooLarge implements ExceptionMapper<RequestBodyTooLargeException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(RequestBodyTooLargeException e) {
            return response(e, uriInfo);
        }

        static Response response(RequestBodyTooLargeException e, UriInfo uriInfo) {
            // The rest of the body is not read: the connection closes rather than drain it.
            return problem(413, e.getMessage(), uriInfo).header("Connection", "close").build();
        }
    }

    @Provider
    public static class UnsupportedFile implements ExceptionMapper<UnsupportedFileException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(UnsupportedFileException e) {
            return problem(415, e.getMessage(), uriInfo).build();
        }
    }
}
