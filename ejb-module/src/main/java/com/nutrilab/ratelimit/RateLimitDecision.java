package com.nutrilab.ratelimit;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The answer for one request, for all three windows at once.
 *
 * @param remaining         per window, how many more requests would be accepted now
 * @param resetSeconds      per window, whole seconds until its oldest counted request leaves it (0 when empty)
 * @param blockedBy         the window whose wait is longest, when the request is refused
 * @param retryAfterSeconds whole seconds until a request would be accepted (0 when accepted)
 */
public record RateLimitDecision(
        boolean accepted,
        RateLimits limits,
        Map<Window, Integer> remaining,
        Map<Window, Long> resetSeconds,
        Optional<Window> blockedBy,
        long retryAfterSeconds) {

    public RateLimitDecision {
        remaining = new EnumMap<>(remaining);
        resetSeconds = new EnumMap<>(resetSeconds);
    }
}
