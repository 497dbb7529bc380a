package com.nutrilab.ratelimit;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The IETF draft (-10) RateLimit fields, one item per window:
 * {@code RateLimit-Policy: "1s";q=10;w=1, ...} and {@code RateLimit: "1s";r=7;t=1, ...}, where
 * {@code r} is what remains and {@code t} the seconds until the window's oldest counted request
 * leaves it (0 when the window is empty).
 */
public final class RateLimitHeaders {

    public static final String POLICY = "RateLimit-Policy";
    public static final String STATE = "RateLimit";

    private RateLimitHeaders() {}

    public static String policy(RateLimits limits) {
        return Arrays.stream(Window.values())
                .map(w -> "\"" + w.label() + "\";q=" + w.cap(limits) + ";w=" + w.seconds())
                .collect(Collectors.joining(", "));
    }

    public static String state(RateLimitDecision decision) {
        return Arrays.stream(Window.values())
                .map(w -> "\"" + w.label() + "\";r=" + decision.remaining().get(w) + ";t="
                        + decision.resetSeconds().get(w))
                .collect(Collectors.joining(", "));
    }
}
