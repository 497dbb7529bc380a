package com.nutrilab.auth;

import com.nutrilab.platform.Problems;
import com.nutrilab.platform.payara.RoleChecks;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;
import java.security.Principal;
import java.util.Optional;

/**
 * What MicroProfile JWT cannot know: that a token it verified has been revoked since, or that its
 * client is disabled or has a new key. Such a credential gets 401 before any role check; which
 * roles may call what is {@code @RolesAllowed}'s, enforced by {@link RoleChecks}.
 */
@Provider
@Priority(Priorities.AUTHENTICATION)
public class CredentialValidityFilter implements ContainerRequestFilter {

    @Inject
    private CurrentCaller currentCaller;

    @Override
    public void filter(ContainerRequestContext request) {
        Principal principal = request.getSecurityContext().getUserPrincipal();
        Optional<Caller> caller = currentCaller.of(principal);
        if (caller.isEmpty()) {
            return;
        }
        if (!currentCaller.stillValid(caller.get())) {
            request.abortWith(Problems.unauthorized(
                            "The credential was revoked or its client is disabled.",
                            request.getUriInfo().getRequestUri().getPath(),
                            request.getHeaderString(HttpHeaders.AUTHORIZATION))
                    .toResponse());
        }
    }
}
