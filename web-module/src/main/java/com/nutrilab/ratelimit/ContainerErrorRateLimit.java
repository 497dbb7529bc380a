package com.nutrilab.ratelimit;

import com.nutrilab.platform.ContainerErrorLimit;
import com.nutrilab.platform.ProblemAnswer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;

/**
 * The requests the container answers itself never reach JAX-RS and its {@link RateLimitFilter}:
 * a token MicroProfile JWT refused, a path outside the API. They count against their address.
 */
@ApplicationScoped
public class ContainerErrorRateLimit implements ContainerErrorLimit {

    @Inject
    private RateLimitGate gate;

    @Override
    public Optional<ProblemAnswer> count(HttpServletRequest request, HttpServletResponse response) {
        if (!gate.enabled()) {
            return Optional.empty();
        }
        RateLimitDecision decision = gate.decide(null, request::getRemoteAddr);
        response.setHeader(RateLimitHeaders.POLICY, RateLimitHeaders.policy(decision.limits()));
        response.setHeader(RateLimitHeaders.STATE, RateLimitHeaders.state(decision));
        return decision.accepted()
                ? Optional.empty()
                : Optional.of(TooManyRequests.answer(decision, request.getRequestURI()));
    }
}
