package com.nutrilab.auth;

import com.nutrilab.problem.BearerChallenge;
import com.nutrilab.problem.Problems;
import jakarta.annotation.Priority;
import jakarta.annotation.security.PermitAll;
import jakarta.inject.Inject;
import jakarta.json.JsonString;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import java.lang.reflect.Method;
import java.security.Principal;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Logger;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Decides, for every request that reached a resource, who is calling and whether they may.
 * MicroProfile JWT has already verified signature, issuer and expiry (a bad token never gets
 * here: the container answers 401). This filter reads the principal's kind from the token,
 * refuses revoked keys and tokens and disabled clients (cluster-wide state), checks the kind
 * against the endpoint's {@link Allowed}, and hands the caller to the EJBs.
 */
@Provider
@Priority(Priorities.AUTHORIZATION)
public class AccessControlFilter implements ContainerRequestFilter {

    private static final Logger LOG = Logger.getLogger(AccessControlFilter.class.getName());

    @Context
    private ResourceInfo resource;

    @Inject
    private CurrentCaller currentCaller;

    @Inject
    private CredentialStatus credentials;

    @Override
    public void filter(ContainerRequestContext request) {
        Optional<Caller> caller = callerOf(request.getSecurityContext().getUserPrincipal());
        if (caller.isPresent() && !stillValid(caller.get())) {
            request.abortWith(unauthorized(request, "The credential was revoked or its client is disabled."));
            return;
        }
        if (isPublic()) {
            caller.ifPresent(currentCaller::set);
            return;
        }
        if (caller.isEmpty()) {
            request.abortWith(unauthorized(request, Problems.defaultDetail(401)));
            return;
        }
        if (!allowedKinds().contains(caller.get().kind())) {
            request.abortWith(Problems.response(Problems.of(403,
                    "A " + caller.get().kind().group() + " credential may not call this endpoint.",
                    request.getUriInfo().getRequestUri().getPath())).build());
            return;
        }
        currentCaller.set(caller.get());
    }

    /** The caller a verified token names, or none when it names no kind we issue. */
    public static Optional<Caller> callerOf(Principal principal) {
        if (!(principal instanceof JsonWebToken token)) {
            return Optional.empty();
        }
        return PrincipalKind.fromGroups(token.getGroups()).map(kind -> new Caller(kind, token.getSubject(),
                kind == PrincipalKind.OPERATOR ? null : stringClaim(token, TokenIssuer.CLIENT_ID_CLAIM),
                token.getTokenID(),
                kind == PrincipalKind.USER ? stringClaim(token, TokenIssuer.SIGN_IN_CLAIM) : null));
    }

    private static String stringClaim(JsonWebToken token, String name) {
        Object value = token.getClaim(name);
        if (value instanceof JsonString string) {
            return string.getString();
        }
        return value == null ? null : value.toString();
    }

    private boolean stillValid(Caller caller) {
        return switch (caller.kind()) {
            case OPERATOR -> true;
            case CLIENT -> caller.subject().equals(caller.clientId())
                    && credentials.clientKeyValid(caller.clientId(), caller.tokenId());
            case USER -> credentials.clientEnabled(caller.clientId())
                    && !credentials.revoked(RevokedCredential.Kind.ACCESS_TOKEN, caller.tokenId())
                    && !credentials.revoked(RevokedCredential.Kind.SIGN_IN, caller.signInId());
        };
    }

    private boolean isPublic() {
        Method method = resource.getResourceMethod();
        return method != null && (method.isAnnotationPresent(PermitAll.class)
                || (!method.isAnnotationPresent(Allowed.class)
                && resource.getResourceClass().isAnnotationPresent(PermitAll.class)));
    }

    private Set<PrincipalKind> allowedKinds() {
        Method method = resource.getResourceMethod();
        Allowed allowed = method == null ? null : method.getAnnotation(Allowed.class);
        if (allowed == null && resource.getResourceClass() != null) {
            allowed = resource.getResourceClass().getAnnotation(Allowed.class);
        }
        if (allowed == null) {
            LOG.severe(() -> "Endpoint " + method + " declares neither @Allowed nor @PermitAll: refused");
            return Set.of();
        }
        return allowed.value().length == 0 ? Set.of() : EnumSet.of(allowed.value()[0], allowed.value());
    }

    private static Response unauthorized(ContainerRequestContext request, String detail) {
        return Problems.response(Problems.of(401, detail, request.getUriInfo().getRequestUri().getPath()))
                .header(HttpHeaders.WWW_AUTHENTICATE,
                        BearerChallenge.forRequest(request.getHeaderString(HttpHeaders.AUTHORIZATION)))
                .build();
    }
}
