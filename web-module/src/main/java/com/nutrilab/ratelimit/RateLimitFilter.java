package com.nutrilab.ratelimit;

import com.nutrilab.auth.AccessControlFilter;
import com.nutrilab.auth.Caller;
import com.nutrilab.problem.Problems;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import java.util.Optional;

/**
 * Counts every request of the API against its principal before anything else runs (pre-matching,
 * so unknown paths count too) and refuses it with 429 when any window is full: a refused request
 * never reaches a resource. Every response carries the RateLimit fields.
 */
@Provider
@PreMatching
@Priority(Priorities.AUTHENTICATION)
public class RateLimitFilter implements ContainerRequestFilter, ContainerResponseFilter {

    private static final String DECISION = RateLimitFilter.class.getName() + ".decision";

    @Inject
    private RateLimitGate gate;

    @Context
    private HttpServletRequest servletRequest;

    @Override
    public void filter(ContainerRequestContext request) {
        if (!gate.enabled()) {
            return;
        }
        Optional<Caller> caller = AccessControlFilter.callerOf(request.getSecurityContext().getUserPrincipal());
        RateLimitDecision decision = gate.decide(caller, servletRequest.getRemoteAddr());
        request.setProperty(DECISION, decision);
        if (!decision.accepted()) {
            request.abortWith(tooManyRequests(decision, request.getUriInfo().getRequestUri().getPath()));
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(DECISION) instanceof RateLimitDecision decision) {
            response.getHeaders().putSingle(RateLimitHeaders.POLICY, RateLimitHeaders.policy(decision.limits()));
            response.getHeaders().putSingle(RateLimitHeaders.STATE, RateLimitHeaders.state(decision));
        }
    }

    static Response tooManyRequests(RateLimitDecision decision, String path) {
        String window = decision.blockedBy().map(Window::label).orElse("1s");
        return Problems.response(Problems.of(429, "Too many requests: the " + window + " limit is reached. Retry in "
                        + decision.retryAfterSeconds() + " s.", path))
                .header(HttpHeaders.RETRY_AFTER, decision.retryAfterSeconds())
                .build();
    }
}
