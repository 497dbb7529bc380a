package com.nutrilab.ratelimit;

import java.security.Principal;
import java.util.Optional;

/**
 * Whose count a request with a verified credential goes to, and under which caps. The auth
 * feature answers it (it knows the kinds of credential and each client's limits); the limiter
 * only counts.
 */
public interface RateLimitSubjects {

    /** A count's key and its caps. */
    record Subject(String key, RateLimits limits) {}

    /** The subject of a verified credential; empty for a request without one, which counts against its address. */
    Optional<Subject> of(Principal principal);
}
