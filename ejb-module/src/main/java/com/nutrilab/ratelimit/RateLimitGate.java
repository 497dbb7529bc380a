package com.nutrilab.ratelimit;

import com.nutrilab.auth.Caller;
import com.nutrilab.auth.CredentialStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Which count a request goes to and under which limits: a user's own (with its client's limits),
 * a client's own, the operator's, or else its remote address (so that floods of requests without
 * a valid credential are limited too). Proxies' X-Forwarded-For is not trusted.
 */
@ApplicationScoped
public class RateLimitGate {

    @Inject
    private RateLimiter limiter;

    @Inject
    private CredentialStatus credentials;

    @Inject
    private RateLimitDefaults defaults;

    /** Off only for measurements (the limiter's own cost); never in production. */
    @Inject
    @ConfigProperty(name = "nutrilab.ratelimit.enabled", defaultValue = "true")
    private boolean enabled;

    public boolean enabled() {
        return enabled;
    }

    public RateLimitDecision decide(Optional<Caller> caller, String remoteAddress) {
        if (caller.isEmpty()) {
            return limiter.decide("ip:" + remoteAddress, defaults.limits());
        }
        Caller known = caller.get();
        return switch (known.kind()) {
            case OPERATOR -> limiter.decide("operator", defaults.limits());
            case CLIENT -> limiter.decide("client:" + known.subject(), credentials.rateLimits(known.clientId()));
            case USER -> limiter.decide("user:" + known.subject(), credentials.rateLimits(known.clientId()));
        };
    }
}
