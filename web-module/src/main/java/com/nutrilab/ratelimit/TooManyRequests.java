package com.nutrilab.ratelimit;

import com.nutrilab.platform.ProblemAnswer;
import com.nutrilab.platform.Problems;
import jakarta.ws.rs.core.HttpHeaders;

/** A rate limit's 429: a problem that says which limit is reached, with Retry-After. */
public final class TooManyRequests {

    private TooManyRequests() {}

    static ProblemAnswer answer(RateLimitDecision decision, String path) {
        String window = decision.blockedBy().map(Window::label).orElse(Window.SECOND.label());
        String detail = "Too many requests: the " + window + " limit is reached. Retry in "
                + decision.retryAfterSeconds() + " s.";
        return ProblemAnswer.of(Problems.of(429, detail, path))
                .withHeader(HttpHeaders.RETRY_AFTER, Long.toString(decision.retryAfterSeconds()));
    }
}
