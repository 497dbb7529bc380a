package com.nutrilab.auth;

import com.nutrilab.platform.Problems;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** A wrong password or secret, a spent refresh token: the credential that called was fine, so no invalid_token. */
@Provider
public class InvalidCredentialsExceptionMapper implements ExceptionMapper<InvalidCredentialsException> {

    @Context
    private UriInfo uriInfo;

    @Override
    public Response toResponse(InvalidCredentialsException e) {
        return Problems.unauthorized(
                        e.getMessage() + ".", uriInfo.getRequestUri().getPath(), null)
                .toResponse();
    }
}
