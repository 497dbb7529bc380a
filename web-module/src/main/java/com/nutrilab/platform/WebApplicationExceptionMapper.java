package com.nutrilab.platform;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/**
 * JAX-RS's own failures (unknown path 404, 405, 406, 415, and any {@link WebApplicationException}
 * a resource throws) as problem+json, keeping the headers the exception carries (Allow, Retry-After).
 */
@Provider
public class WebApplicationExceptionMapper implements ExceptionMapper<WebApplicationException> {

    @Context
    private UriInfo uriInfo;

    @Context
    private HttpHeaders headers;

    @Override
    public Response toResponse(WebApplicationException exception) {
        Response original = exception.getResponse();
        int status = original.getStatus();
        if (status >= 500) {
            // A server failure dressed as a WebApplicationException: log it like any other.
            return UnexpectedExceptionMapper.incident(
                    exception, uriInfo.getRequestUri().getPath());
        }
        String path = uriInfo.getRequestUri().getPath();
        if (status == Response.Status.UNAUTHORIZED.getStatusCode()) {
            // A 401 raised in JAX-RS (NotAuthorizedException): with the Bearer challenge, as every 401.
            return Problems.unauthorized(
                            Problems.defaultDetail(status), path, headers.getHeaderString(HttpHeaders.AUTHORIZATION))
                    .toResponse();
        }
        Response.ResponseBuilder builder = Problems.response(Problems.of(status, Problems.defaultDetail(status), path));
        original.getStringHeaders().forEach((name, values) -> {
            if (!"Content-Type".equalsIgnoreCase(name)) {
                values.forEach(value -> builder.header(name, value));
            }
        });
        return builder.build();
    }
}
