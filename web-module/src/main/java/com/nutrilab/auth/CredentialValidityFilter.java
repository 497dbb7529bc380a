package com.nutrilab.auth;

import com.nutrilab.platform.Problems;
import com.nutrilab.platform.payara.RoleChecks;
import com.nutrilab.platform.payara.VerifiedTokens;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;
import java.security.Principal;
import java.util.Optional;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * What MicroProfile JWT cannot know: that a token it verified has been revoked since, or that its
 * client is disabled or has a new key. Such a credential gets 401 before any role check; which
 * roles may call what is {@code @RolesAllowed}'s, enforced by {@link RoleChecks}. A token
 * that passes is remembered as verified ({@link VerifiedTokens}), so that it is not parsed again
 * (once: a token answered from there is not hashed and stored anew).
 */
@Provider
@Priority(Priorities.AUTHENTICATION)
public class CredentialValidityFilter implements ContainerRequestFilter {

    @Inject
    private VerifiedTokens verifiedTokens;

    @Inject
    private CurrentCaller currentCaller;

    @Override
    public void filter(ContainerRequestContext request) {
        Principal principal = request.getSecurityContext().getUserPrincipal();
        Optional<Caller> caller = currentCaller.of(principal);
        if (caller.isEmpty()) {
            return;
        }
        String authorization = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (!currentCaller.stillValid(caller.get())) {
            request.abortWith(Problems.unauthorized(
                            "The credential was revoked or its client is disabled.",
                            request.getUriInfo().getRequestUri().getPath(),
                            authorization)
                    .toResponse());
        } else if (principal instanceof JsonWebToken jwt && request.getProperty(VerifiedTokens.FROM_CACHE) == null) {
            verifiedTokens.remember(jwt.getRawToken(), jwt, caller.get());
        }
    }
}
