package com.nutrilab.ratelimit;

import com.nutrilab.platform.ProblemAnswer;
import com.nutrilab.platform.Problems;
import jakarta.ws.rs.core.HttpHeaders;

/** Every 429: a problem that says what is over its limit, with Retry-After. */
public final class TooManyRequests {

    private TooManyRequests() {}

    public static ProblemAnswer answer(String detail, long retryAfterSeconds, String path) {
        return ProblemAnswer.of(Problems.of(429, detail, path))
                .withHeader(HttpHeaders.RETRY_AFTER, Long.toString(retryAfterSeconds));
    }

    static ProblemAnswer answer(RateLimitDecision decision, String path) {
        String window = decision.blockedBy().map(Window::label).orElse(Window.SECOND.label());
        return answer(
                "Too many requests: the " + window + " limit is reached. Retry in " + decision.retryAfterSeconds()
                        + " s.",
                decision.retryAfterSeconds(),
                path);
    }
}
