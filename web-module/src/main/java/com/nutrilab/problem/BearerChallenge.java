package com.nutrilab.problem;

/** The WWW-Authenticate value of a 401 (RFC 6750): an error code only when a token was sent. */
public final class BearerChallenge {

    private BearerChallenge() {
    }

    public static String forRequest(String authorizationHeader) {
        boolean tokenSent = authorizationHeader != null && !authorizationHeader.isBlank();
        return tokenSent ? "Bearer error=\"invalid_token\"" : "Bearer";
    }
}
