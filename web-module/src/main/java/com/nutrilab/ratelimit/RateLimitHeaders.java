package com.nutrilab.ratelimit;

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
        StringBuilder policy = new StringBuilder(64);
        for (Window w : Window.values()) {
            item(policy, w).append(";q=").append(w.cap(limits)).append(";w=").append(w.seconds());
        }
        return policy.toString();
    }

    public static String state(RateLimitDecision decision) {
        StringBuilder state = new StringBuilder(64);
        for (Window w : Window.values()) {
            item(state, w)
                    .append(";r=")
                    .append(decision.remaining().get(w))
                    .append(";t=")
                    .append(decision.resetSeconds().get(w));
        }
        return state.toString();
    }

    /** Starts a window's item: its label, after a comma unless it is the first. */
    private static StringBuilder item(StringBuilder list, Window w) {
        return (list.isEmpty() ? list : list.append(", "))
                .append('"')
                .append(w.label())
                .append('"');
    }
}
