package com.nutrilab.auth;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import java.security.Principal;
import java.util.Optional;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * The caller of the current request, from the token MicroProfile JWT verified. The roles are
 * enforced by {@code @RolesAllowed} on the resource and the EJB; this gives the EJBs who the
 * caller is, so that they scope every query by it, never by an id taken from the request.
 *
 * <p>Worked out once per request, though the rate limiter, the credential check and the EJB all
 * ask, and not at all for a token this node verified before (its caller is kept with it): Payara
 * reads a custom claim (the client id, the sign-in) by throwing and catching an exception, two
 * per reading. So are the credential's verdict and its client's state, which the rate limiter
 * (an invalid credential counts against the address, and a client's own limits apply) and the
 * credential check (which refuses it) both need before anything else runs.
 */
@RequestScoped
public class CurrentCaller {

    /** The request's token, as MicroProfile JWT gives it. */
    @Inject
    JsonWebToken token;

    @Inject
    CredentialStatus credentials;

    private Principal principal;
    private String rawToken;
    private Optional<Caller> caller = Optional.empty();
    /** The caller whose credential {@link #valid} holds the verdict on; null before any. */
    private Caller checked;

    private boolean valid;
    /** The client read for this request, and its state. */
    private String clientId;

    private Optional<ClientState> client = Optional.empty();

    /** The caller of the current request: who the given verified principal names, if one of our tokens. */
    public Optional<Caller> of(Principal principal) {
        if (principal != null && principal == this.principal) {
            return caller; // the very token object read before: its raw text need not be read again
        }
        String raw = principal instanceof JsonWebToken jwt ? jwt.getRawToken() : null;
        if (raw == null) {
            return Optional.empty();
        }
        if (!raw.equals(rawToken)) {
            caller = Caller.of(principal);
            rawToken = raw;
        }
        this.principal = principal;
        return caller;
    }

    /**
     * Who the given token names, already known (the token was verified before): not read from it
     * again. {@code principal} is the token's principal, the one the container is given.
     */
    public void identified(Principal principal, String rawToken, Caller caller) {
        this.principal = principal;
        this.rawToken = rawToken;
        this.caller = Optional.of(caller);
    }

    /** Whether the caller's credential is still good ({@link CredentialStatus}), judged once per request and caller. */
    public boolean stillValid(Caller caller) {
        if (caller != checked) {
            valid = credentials.stillValid(caller, client(caller));
            checked = caller;
        }
        return valid;
    }

    /** The state of the caller's client, read once per request; empty for the operator. */
    public Optional<ClientState> client(Caller caller) {
        if (caller.clientId() == null) {
            return Optional.empty();
        }
        if (!caller.clientId().equals(clientId)) {
            client = credentials.client(caller.clientId());
            clientId = caller.clientId();
        }
        return client;
    }

    /** The caller, who must be of the given kind (the roles have been checked; this is the EJB's own guard). */
    public Caller require(PrincipalKind kind) {
        return of(token)
                .filter(found -> found.kind() == kind)
                .orElseThrow(() -> new IllegalStateException("This operation needs a " + kind + " caller"));
    }
}
