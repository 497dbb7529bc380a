package com.nutrilab.privacy;

import com.nutrilab.auth.ApiClient;
import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.platform.ConflictException;
import com.nutrilab.platform.UnknownResourceException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;

/**
 * The operator's erasure of a tenant: requested here, carried out in the background a few users
 * per transaction ({@link ClientErasureWork}), followed through its record. Only a disabled
 * client is erased: one wrong id cannot wipe a live tenant.
 */
@Stateless
@RolesAllowed(Roles.OPERATOR)
public class ClientErasures {

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    /**
     * Starts the erasure of a disabled client, or answers the one under way or done (asking twice
     * is harmless); one a step stopped because the client had been enabled goes on. The client's
     * row is locked first, as a change of the client locks it ({@code ClientAdministration}): an
     * enable at the same moment either commits before (and the erasure is refused) or finds the
     * erasure and is refused itself.
     */
    public ClientErasureView start(String clientId) {
        caller.require(PrincipalKind.OPERATOR);
        ApiClient client =
                clientId == null ? null : entityManager.find(ApiClient.class, clientId, LockModeType.PESSIMISTIC_WRITE);
        ClientErasure existing = clientId == null ? null : entityManager.find(ClientErasure.class, clientId);
        if (existing != null && existing.status() != ClientErasure.Status.STOPPED) {
            return ClientErasureView.of(existing);
        }
        if (client == null) {
            throw new UnknownResourceException("No client " + clientId);
        }
        if (!client.disabled()) {
            throw new ConflictException("The client is enabled: disable it first (PATCH {\"disabled\":true}); "
                    + "an enabled client is never erased");
        }
        if (existing != null) {
            existing.resumed(Instant.now());
            return ClientErasureView.of(existing);
        }
        long users = entityManager
                .createQuery("SELECT COUNT(u) FROM AppUser u WHERE u.clientId = :clientId", Long.class)
                .setParameter("clientId", clientId)
                .getSingleResult();
        ClientErasure erasure = new ClientErasure(client.id(), client.name(), (int) users, Instant.now());
        entityManager.persist(erasure);
        return ClientErasureView.of(erasure);
    }

    /** The erasure's progress; 404 for a client that was never being erased. */
    public ClientErasureView get(String clientId) {
        caller.require(PrincipalKind.OPERATOR);
        ClientErasure erasure = clientId == null ? null : entityManager.find(ClientErasure.class, clientId);
        if (erasure == null) {
            throw new UnknownResourceException("No erasure of client " + clientId);
        }
        return ClientErasureView.of(erasure);
    }
}
