package com.nutrilab.auth;

/** What a user's sign-in or refresh returns: a short access token and an opaque refresh token. */
public record TokenPair(String accessToken, long expiresIn, String refreshToken, long refreshExpiresIn) {}
