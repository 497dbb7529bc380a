package com.nutrilab.auth;

import com.nutrilab.ratelimit.RateLimits;
import java.time.Instant;

/**
 * A client as the operator sees it; {@code key} is present only in the answer that issued it.
 *
 * @param rateLimits the limits in force for the client (its own, else the server's defaults)
 */
public record ClientView(
        String id,
        String name,
        RateLimits rateLimits,
        boolean disabled,
        Instant createdAt,
        Instant keyIssuedAt,
        String key) {}
