package com.nutrilab.privacy;

import com.nutrilab.auth.AppUser;
import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.auth.UserView;
import com.nutrilab.platform.Page;
import com.nutrilab.platform.UnknownResourceException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

/** A client's own users, as its key sees them: listed, and erased on a user's request. */
@Stateless
@RolesAllowed(Roles.CLIENT)
public class ClientUsers {

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    @Inject
    private UserErasure erasure;

    /** Oldest registration first, so that pages stay put as users register. */
    public Page<UserView> list(int page, int pageSize) {
        String clientId = clientId();
        return Page.read(
                entityManager
                        .createQuery("SELECT COUNT(u) FROM AppUser u WHERE u.clientId = :clientId", Long.class)
                        .setParameter("clientId", clientId),
                entityManager
                        .createQuery(
                                "SELECT u FROM AppUser u WHERE u.clientId = :clientId ORDER BY u.createdAt, u.id",
                                AppUser.class)
                        .setParameter("clientId", clientId),
                page,
                pageSize,
                user -> new UserView(user.id(), user.username(), user.createdAt()));
    }

    /** Erases one of the client's users; another tenant's user, or one erased already, is unknown (404). */
    public ErasedData erase(String userId) {
        return erasure.erase(clientId(), userId).orElseThrow(() -> new UnknownResourceException("No user " + userId));
    }

    private String clientId() {
        return caller.require(PrincipalKind.CLIENT).clientId();
    }
}
