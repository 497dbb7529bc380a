package com.nutrilab.privacy;

import com.nutrilab.auth.AccountErasure;
import com.nutrilab.auth.ApiClient;
import com.nutrilab.webhook.WebhookDeliveries;
import com.nutrilab.webhook.WebhookEndpoint;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.logging.Logger;

/**
 * One step of a tenant's erasure per transaction: a few users erased (each as
 * {@link UserErasure} erases one) and their counts added to the erasure's record, both committed
 * together, so that a crash loses no more than the step under way and the next step, on any node,
 * goes on where the last one ended. The step after the last user deletes the client's webhook
 * endpoints and the client.
 */
@Stateless
public class ClientErasureWork {

    private static final Logger LOG = Logger.getLogger(ClientErasureWork.class.getName());

    /** Users per transaction: a step of users with a hundred reports each takes seconds, never minutes. */
    static final int USERS_PER_STEP = 10;
    /** A node that died mid-erasure holds it no longer than this; then another node resumes it. */
    static final Duration LEASE = Duration.ofMinutes(1);

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private UserErasure users;

    @Inject
    private AccountErasure accounts;

    @Inject
    private WebhookDeliveries deliveries;

    /** The erasures no live node is working on, oldest request first. */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public List<String> waiting() {
        return entityManager
                .createNamedQuery(ClientErasure.RUNNING, String.class)
                .setParameter("now", Instant.now())
                .getResultList();
    }

    /**
     * Erases the next users of the client, if this node holds (or now takes) the erasure's lease.
     *
     * @return whether there is more to do
     */
    @TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
    public boolean step(String clientId, String node) {
        Instant now = Instant.now();
        int claimed = entityManager
                .createNamedQuery(ClientErasure.CLAIM)
                .setParameter("owner", node)
                .setParameter("until", now.plus(LEASE))
                .setParameter("clientId", clientId)
                .setParameter("now", now)
                .executeUpdate();
        if (claimed == 0) {
            return false; // another node's, or done
        }
        ClientErasure erasure = entityManager.find(ClientErasure.class, clientId);
        // Checked again in every step, under the client's lock (which an enable takes too): an
        // enabled client is never erased, whatever happened since the erasure was asked for.
        ApiClient client = entityManager.find(ApiClient.class, clientId, LockModeType.PESSIMISTIC_WRITE);
        if (client != null && !client.disabled()) {
            LOG.warning(() -> "The erasure of client " + clientId + " stopped: the client is enabled");
            erasure.stopped(now);
            return false;
        }
        List<String> next = entityManager
                .createQuery("SELECT u.id FROM AppUser u WHERE u.clientId = :clientId ORDER BY u.id", String.class)
                .setParameter("clientId", clientId)
                .setMaxResults(USERS_PER_STEP)
                .getResultList();
        for (String userId : next) {
            users.erase(clientId, userId).ifPresent(erased -> erasure.userErased(erased.counts(), Instant.now()));
        }
        if (next.size() == USERS_PER_STEP) {
            return true;
        }
        erasure.completed(deleteEndpoints(clientId), Instant.now());
        accounts.eraseClient(clientId);
        return false;
    }

    /** The client's webhook endpoints, each after its deliveries (none should be left: they were its users' reports'). */
    private long deleteEndpoints(String clientId) {
        List<WebhookEndpoint> endpoints = entityManager
                .createNamedQuery(WebhookEndpoint.OF_CLIENT, WebhookEndpoint.class)
                .setParameter("clientId", clientId)
                .getResultList();
        for (WebhookEndpoint endpoint : endpoints) {
            deliveries.deleteOfEndpoint(endpoint.id());
            entityManager.remove(endpoint);
        }
        entityManager.flush(); // the endpoints before the client they name
        return endpoints.size();
    }
}
