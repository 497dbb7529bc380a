package com.nutrilab.auth;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.ContextNotActiveException;
import jakarta.inject.Inject;
import jakarta.security.enterprise.credential.Credential;
import jakarta.security.enterprise.identitystore.CredentialValidationResult;
import jakarta.security.enterprise.identitystore.IdentityStore;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.core.HttpHeaders;
import java.util.EnumSet;
import java.util.Set;
import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.MetricRegistry;

/**
 * Asked before Payara's own MicroProfile JWT identity store (a lower priority number goes first):
 * answers a bearer token this node has already verified from {@link VerifiedTokens}, and leaves
 * every other one to Payara ({@code NOT_VALIDATED}), which verifies it as before.
 */
@ApplicationScoped
public class VerifiedTokenStore implements IdentityStore {

    private static final String BEARER = "Bearer ";

    @Inject
    private VerifiedTokens tokens;

    @Inject
    private HttpServletRequest request;

    @Inject
    private CurrentCaller currentCaller;

    @Inject
    private MetricRegistry metrics;

    private Counter hits;

    @Override
    public CredentialValidationResult validate(Credential credential) {
        String token = bearerToken();
        if (token == null) {
            return CredentialValidationResult.NOT_VALIDATED_RESULT;
        }
        return tokens.lookup(token)
                .map(verified -> {
                    hitCounter().inc();
                    request.setAttribute(VerifiedTokens.FROM_CACHE, Boolean.TRUE);
                    currentCaller.identified(token, verified.caller());
                    return new CredentialValidationResult(verified.principal(), verified.groups());
                })
                .orElse(CredentialValidationResult.NOT_VALIDATED_RESULT);
    }

    @Override
    public int priority() {
        return 10;
    }

    /**
     * Both, as Payara's own store: the groups of a validation are taken from the validating store
     * only when it provides groups too (without it, a cached token had no roles: measured, 403).
     */
    @Override
    public Set<ValidationType> validationTypes() {
        return EnumSet.of(ValidationType.VALIDATE, ValidationType.PROVIDE_GROUPS);
    }

    /** The token MicroProfile JWT reads: the Authorization header's (the only place it is configured to look). */
    static String bearerToken(String authorization) {
        return authorization != null && authorization.startsWith(BEARER) && authorization.length() > BEARER.length()
                ? authorization.substring(BEARER.length())
                : null;
    }

    private String bearerToken() {
        try {
            return bearerToken(request.getHeader(HttpHeaders.AUTHORIZATION));
        } catch (ContextNotActiveException outsideARequest) {
            return null;
        }
    }

    private Counter hitCounter() {
        if (hits == null) {
            hits = metrics.counter("nutrilab.auth.verified-tokens.hits");
        }
        return hits;
    }
}
