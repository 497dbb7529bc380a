package com.nutrilab.platform;

import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** Every {@link ProblemException} as the problem of its status, with Retry-After when it asks for one. */
@Provider
public class ProblemExceptionMapper implements ExceptionMapper<ProblemException> {

    @Context
    private UriInfo uriInfo;

    @Override
    public Response toResponse(ProblemException e) {
        return response(e, uriInfo);
    }

    static Response response(ProblemException e, UriInfo uriInfo) {
        Response.ResponseBuilder answer = PlatformExceptionMappers.problem(e.status(), e.getMessage(), uriInfo);
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
