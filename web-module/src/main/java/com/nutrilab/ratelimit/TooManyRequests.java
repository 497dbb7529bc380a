package com.nutrilab.ratelimit;

import com.nutrilab.platform.ProblemAnswer;
import com.nutrilab.platform.Problems;
import jakarta.ws.rs.core.HttpHeaders;

/** The 429 of a refused request, with the window that refused it and Retry-After: one wording everywhere. */
final class TooManyRequests {

    private TooManyRequests() {
    }

    static ProblemAnswer answer(RateLimitDecision decision, String path) {
        String window = decision.blockedBy().map(Window::label).orElse(Window.SECOND.label());
        return ProblemAnswer.of(Problems.of(429, "Too many requests: the " + window + " limit is reached. Retry in "
                        + decision.retryAfterSeconds() + " s.", path))
                .withHeader(HttpHeaders.RETRY_AFTER, Long.toString(decision.retryAfterSeconds()));
    }
}
