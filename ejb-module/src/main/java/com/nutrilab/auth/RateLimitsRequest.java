package com.nutrilab.auth;

import jakarta.validation.constraints.Min;

/** Requested per-client limits: each optional (the server's default then), each at most the server's default. */
public record RateLimitsRequest(@Min(1) Integer perSecond, @Min(1) Integer per10Seconds, @Min(1) Integer perMinute) {}
