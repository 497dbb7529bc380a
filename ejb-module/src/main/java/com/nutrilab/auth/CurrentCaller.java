package com.nutrilab.auth;

import jakarta.enterprise.context.RequestScoped;

/**
 * The caller of the current request, set once by the web module's access-control filter after
 * the token is verified. EJBs scope every query by it, never by an id taken from the request.
 */
@RequestScoped
public class CurrentCaller {

    private Caller caller;

    public void set(Caller verified) {
        if (caller != null) {
            throw new IllegalStateException("The caller of a request is set once");
        }
        caller = verified;
    }

    /** The caller, who must be of the given kind (the filter has checked; this is the EJB's own guard). */
    public Caller require(PrincipalKind kind) {
        if (caller == null || !caller.is(kind)) {
            throw new IllegalStateException("This operation needs a " + kind + " caller");
        }
        return caller;
    }

    public boolean present() {
        return caller != null;
    }
}
