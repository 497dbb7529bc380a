package com.nutrilab.privacy;

import com.nutrilab.auth.Caller;
import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.platform.UnknownResourceException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;

/** What the signed-in user may do with everything stored about them: erase it. */
@Stateless
@RolesAllowed(Roles.USER)
public class PersonalData {

    @Inject
    private CurrentCaller caller;

    @Inject
    private UserErasure erasure;

    /** Erases the caller; the token used for it is refused from the commit on, like every other of theirs. */
    public ErasedData eraseMe() {
        Caller user = caller.require(PrincipalKind.USER);
        return erasure.erase(user.clientId(), user.subject())
                .orElseThrow(() -> new UnknownResourceException("No user " + user.subject()));
    }
}
