package com.nutrilab.auth;

import com.nutrilab.ratelimit.RateLimitDefaults;
import com.nutrilab.ratelimit.RateLimitSubjects;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.Principal;
import java.util.Optional;

/**
 * A user's requests count as that user's, a client key's as its client's, under the client's own
 * limits (the server's defaults, tightened by the operator); the operator's as the operator's.
 */
@ApplicationScoped
public class CallerRateLimits implements RateLimitSubjects {

    @Inject
    private CredentialStatus credentials;

    @Inject
    private RateLimitDefaults defaults;

    @Override
    public Optional<Subject> of(Principal principal) {
        return Caller.of(principal).map(caller -> switch (caller.kind()) {
            case OPERATOR -> new Subject("operator", defaults.limits());
            case CLIENT -> new Subject("client:" + caller.subject(), credentials.rateLimits(caller.clientId()));
            case USER -> new Subject("user:" + caller.subject(), credentials.rateLimits(caller.clientId()));
        });
    }
}
