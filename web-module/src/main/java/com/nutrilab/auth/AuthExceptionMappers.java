package com.nutrilab.auth;

import com.nutrilab.platform.Problems;
import com.nutrilab.ratelimit.TooManyRequests;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** The auth feature's exceptions as problems. */
public final class AuthExceptionMappers {

    private AuthExceptionMappers() {}

    /** A wrong password or secret, a spent refresh token: the credential that called was fine, so no invalid_token. */
    @Provider
    public static class InvalidCredentials implements ExceptionMapper<InvalidCredentialsException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(InvalidCredentialsException e) {
            return Problems.unauthorized(
                            e.getMessage() + ".", uriInfo.getRequestUri().getPath(), null)
                    .toResponse();
        }
    }

    /** A username with too many recent failed sign-ins: 429 for it alone, with Retry-After. */
    @Provider
    public static class SignInsThrottled implements ExceptionMapper<SignInsThrottledException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(SignInsThrottledException e) {
            return TooManyRequests.answer(
                            e.getMessage(),
                            e.retryAfterSeconds(),
                            uriInfo.getRequestUri().getPath())
                    .toResponse();
        }
    }

    /** The caller's tenant has its share of the password-hashing threads waiting: 429 for it alone, with Retry-After. */
    @Provider
    public static class HashingShareExceeded implements ExceptionMapper<HashingShareExceededException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(HashingShareExceededException e) {
            return TooManyRequests.answer(
                            e.getMessage(),
                            e.retryAfterSeconds(),
                            uriInfo.getRequestUri().getPath())
                    .toResponse();
        }
    }
}
