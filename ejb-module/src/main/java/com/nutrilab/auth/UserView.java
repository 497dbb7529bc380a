package com.nutrilab.auth;

import java.time.Instant;

/** A registered user, as the registering client sees it. */
public record UserView(String id, String username, Instant createdAt) {}
