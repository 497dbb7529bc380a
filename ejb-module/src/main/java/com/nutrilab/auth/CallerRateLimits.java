package com.nutrilab.auth;

import com.nutrilab.ratelimit.RateLimitDefaults;
import com.nutrilab.ratelimit.RateLimitSubjects;
import com.nutrilab.ratelimit.RateLimits;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.Principal;
import java.util.Optional;

/**
 * A user's requests count as that user's, under the user caps; a client key's as its client's,
 * under the client-key caps; both tightened by the client's own limits where the operator set
 * lower ones. The operator's count as the operator's. A credential that is no longer good (revoked,
 * its client disabled, a client key replaced) names nobody: its requests count against their
 * address, as a bad token's do, and never use up the caps of the tenant it names.
 */
@ApplicationScoped
public class CallerRateLimits implements RateLimitSubjects {

    @Inject
    RateLimitDefaults defaults;

    @Inject
    CurrentCaller currentCaller;

    @Override
    public Optional<Subject> of(Principal principal) {
        return currentCaller.of(principal).filter(currentCaller::stillValid).map(caller -> switch (caller.kind()) {
            case OPERATOR -> new Subject("operator", defaults.limits());
            case CLIENT -> new Subject("client:" + caller.subject(), limits(caller, defaults.clientKeyLimits()));
            case USER -> new Subject(userKey(caller.subject()), limits(caller, defaults.limits()));
        });
    }

    /** The given caps, tightened by the caller's client's own limits where the operator set lower ones. */
    private RateLimits limits(Caller caller, RateLimits caps) {
        return currentCaller
                .client(caller)
                .map(state -> caps.tightenedBy(state.perSecond(), state.per10Seconds(), state.perMinute()))
                .orElse(caps);
    }

    /** The key of a user's rate-limit count. */
    static String userKey(String userId) {
        return "user:" + userId;
    }
}
