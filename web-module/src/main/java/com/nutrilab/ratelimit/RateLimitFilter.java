package com.nutrilab.ratelimit;

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
import jakarta.ws.rs.ext.Provider;

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
        RateLimitDecision decision =
                gate.decide(request.getSecurityContext().getUserPrincipal(), servletRequest::getRemoteAddr);
        request.setProperty(DECISION, decision);
        if (!decision.accepted()) {
            request.abortWith(TooManyRequests.answer(
                            decision, request.getUriInfo().getRequestUri().getPath())
                    .toResponse());
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(DECISION) instanceof RateLimitDecision decision) {
            response.getHeaders().putSingle(RateLimitHeaders.POLICY, RateLimitHeaders.policy(decision.limits()));
            response.getHeaders().putSingle(RateLimitHeaders.STATE, RateLimitHeaders.state(decision));
        }
    }
}
