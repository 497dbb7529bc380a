package com.nutrilab.auth;

import java.time.Instant;

/** A signed token with the id and expiry it carries. */
public record IssuedToken(String token, String id, Instant expiresAt) {}
