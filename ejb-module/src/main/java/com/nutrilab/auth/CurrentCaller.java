package com.nutrilab.auth;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * The caller of the current request, from the token MicroProfile JWT verified. The roles are
 * enforced by {@code @RolesAllowed} on the resource and the EJB; this gives the EJBs who the
 * caller is, so that they scope every query by it, never by an id taken from the request.
 */
@RequestScoped
public class CurrentCaller {

    @Inject
    private JsonWebToken token;

    /** The caller, who must be of the given kind (the roles have been checked; this is the EJB's own guard). */
    public Caller require(PrincipalKind kind) {
        return Caller.of(token)
                .filter(caller -> caller.is(kind))
                .orElseThrow(() -> new IllegalStateException("This operation needs a " + kind + " caller"));
    }
}
