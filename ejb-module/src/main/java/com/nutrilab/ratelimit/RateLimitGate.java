package com.nutrilab.ratelimit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.Principal;
import java.util.function.Supplier;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Which count a request goes to and under which limits: its credential's subject
 * ({@link RateLimitSubjects}), or else its remote address, so that floods of requests without a
 * valid credential are limited too. Proxies' X-Forwarded-For is not trusted.
 */
@ApplicationScoped
public class RateLimitGate {

    @Inject
    private RateLimiter limiter;

    @Inject
    private RateLimitSubjects subjects;

    @Inject
    private RateLimitDefaults defaults;

    /** Off only for measurements (the limiter's own cost); never in production. */
    @Inject
    @ConfigProperty(name = "nutrilab.ratelimit.enabled")
    private boolean enabled;

    public boolean enabled() {
        return enabled;
    }

    /**
     * @param principal     the request's verified principal, or null
     * @param remoteAddress the client's address, asked for only when no principal names the
     *                      caller (reading it from JAX-RS's request proxy was 1.5 % of a search's CPU)
     */
    public RateLimitDecision decide(Principal principal, Supplier<String> remoteAddress) {
        RateLimitSubjects.Subject subject = subjects.of(principal)
                .orElseGet(() -> new RateLimitSubjects.Subject("ip:" + remoteAddress.get(), defaults.limits()));
        return limiter.decide(subject.key(), subject.limits());
    }
}
