package com.nutrilab.auth;

import com.nutrilab.platform.ClusterCache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.Optional;

/**
 * What every node must know of each client (enabled, current key, own rate limits). The database
 * is the record; the cluster cache answers each request and follows the database: every change is
 * written to it inside the change's transaction, which the write's failure rolls back, so a
 * disabled client is refused on every node from the next request on, or the change fails.
 */
@ApplicationScoped
public class ClientStates {

    private static final String CLIENTS = "client-status";

    @Inject
    private ClusterCache cache;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    /** The client's state, or empty for a client that does not exist (or a null id). */
    public Optional<ClientState> of(String clientId) {
        if (clientId == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(SharedWrites.readThrough(cache, CLIENTS, clientId, () -> {
                    ApiClient client = entityManager.find(ApiClient.class, clientId);
                    return client == null ? null : ClientState.of(client).encode();
                }))
                .map(ClientState::decode);
    }

    public boolean enabled(String clientId) {
        return of(clientId).filter(ClientState::enabled).isPresent();
    }

    /**
     * Writes a client's new state (created, key rotated, disabled or enabled) to the cluster cache
     * inside the transaction that changes it, before it commits: a write the cache refuses rolls the
     * change back and fails the request (503), so no node keeps answering from the old state of a
     * change that was reported done.
     */
    void onClientChanged(@Observes ClientChanged changed) {
        SharedWrites.writeThrough(
                "the change of client " + changed.clientId(),
                () -> cache.put(CLIENTS, changed.clientId(), changed.state().encode(), SharedWrites.TTL));
    }

    /** A client change written to the cache and then rolled back: the next read loads what the database kept. */
    void onClientChangeRolledBack(@Observes(during = TransactionPhase.AFTER_FAILURE) ClientChanged changed) {
        SharedWrites.forget(cache, CLIENTS, changed.clientId());
    }
}
