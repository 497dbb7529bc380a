package com.nutrilab.webhook;

import com.nutrilab.auth.CredentialStatus;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The database side of delivery, each step its own transaction, as lab processing does: find the
 * due deliveries, claim one with a lease (a conditional UPDATE: one node at a time; a dead node's
 * lease runs out and another node takes it), then record the attempt, and move the delivery on
 * only while the lease is still this node's.
 */
@Stateless
public class WebhookLeases {

    /** This node, as lease owner: a restarted node is a new owner, so it never trusts its old leases. */
    static final String NODE = UUID.randomUUID().toString();
    /** Stands in an empty NOT IN list, which not every database accepts. */
    private static final String NO_CLIENT = "";

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private WebhookSettings settings;

    @Inject
    private CredentialStatus credentials;

    /** Why a disabled client's delivery is given up unsent: recorded as its one attempt. */
    static final String CLIENT_DISABLED = "not sent: the client is disabled";

    /** What one attempt needs: where, the secret to sign with, and the body. */
    public record Claim(String deliveryId, String url, String secret, String payload) {}

    /**
     * Deliveries due now that no live node holds, oldest due first, leaving out those of the given
     * clients (this node has enough of theirs waiting) and those behind an earlier event of the
     * same report that is still pending. Outside any transaction: its failure fails only itself.
     */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public List<PendingDelivery> due(int max, Collection<String> skippedClients) {
        Set<String> skipped = new HashSet<>(skippedClients);
        skipped.add(NO_CLIENT);
        return entityManager
                .createNamedQuery(WebhookDelivery.DUE, Object[].class)
                .setParameter("now", Instant.now())
                .setParameter("busyClients", skipped)
                .setMaxResults(max)
                .getResultStream()
                .map(row -> new PendingDelivery((String) row[2], (String) row[1], (String) row[0]))
                .toList();
    }

    /**
     * The delivery's attempt, if this node now holds its lease; empty when another does, it is
     * done, its endpoint is paused or gone, or it must wait. The endpoint is read before the
     * delivery is locked: the order an endpoint's deletion locks them in (no deadlock).
     *
     * <p>A disabled client gets nothing: its claimed delivery is given up at once ({@code FAILED},
     * with one attempt that says why), whether its event came before or after the client was
     * disabled. Dropped rather than held: a client is disabled to cut a tenant off, for as long
     * as that takes, and held events would outlive their retry window and arrive stale in one
     * burst when it was enabled again; the operator may redeliver any of them then.
     */
    public Optional<Claim> claim(String endpointId, String id) {
        WebhookEndpoint endpoint = entityManager.find(WebhookEndpoint.class, endpointId);
        if (endpoint == null || endpoint.disabled()) {
            return Optional.empty();
        }
        // Before the claim, while this transaction holds no row: checked after it, two workers
        // claiming two events of one report each waited for the other's row (a deadlock that
        // embedded Derby ends only after its 20 s deadlock timeout). An earlier event that is
        // pending now stays so until it is sent, so the order is kept either way.
        if (waitsForEarlierEvent(id)) {
            return Optional.empty();
        }
        Instant now = Instant.now();
        int claimed = entityManager
                .createNamedQuery(WebhookDelivery.CLAIM)
                .setParameter("owner", NODE)
                .setParameter("until", now.plus(settings.lease()))
                .setParameter("id", id)
                .setParameter("endpointId", endpointId)
                .setParameter("now", now)
                .executeUpdate();
        if (claimed == 0) {
            return Optional.empty();
        }
        WebhookDelivery delivery = entityManager.find(WebhookDelivery.class, id);
        entityManager.refresh(delivery);
        if (!credentials.clientEnabled(endpoint.clientId())) {
            entityManager.persist(new WebhookAttempt(id, now, null, 0, CLIENT_DISABLED));
            delivery.attemptFailed(null);
            return Optional.empty();
        }
        return Optional.of(new Claim(id, endpoint.url(), endpoint.secret(), delivery.payload()));
    }

    /**
     * Records an attempt. The attempt is history and is always kept (unless the delivery is gone:
     * its report or endpoint was deleted); the delivery moves on only if this node still holds it.
     */
    public void record(String id, AttemptResult result) {
        WebhookDelivery delivery = entityManager.find(WebhookDelivery.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (delivery == null) {
            return;
        }
        Instant now = Instant.now();
        entityManager.persist(new WebhookAttempt(
                id, now.minusMillis(result.latencyMs()), result.statusCode(), result.latencyMs(), result.error()));
        if (!delivery.leasedTo(NODE)) {
            return;
        }
        if (result.delivered()) {
            delivery.delivered(now);
        } else {
            delivery.attemptFailed(settings.retrySchedule()
                    .next(
                            delivery.failures() + 1,
                            delivery.retriesFrom(),
                            now,
                            ThreadLocalRandom.current().nextDouble())
                    .orElse(null));
        }
    }

    /** Events of one report reach an endpoint in order: an earlier one still pending goes first. */
    private boolean waitsForEarlierEvent(String id) {
        WebhookDelivery delivery = entityManager.find(WebhookDelivery.class, id);
        return delivery != null
                && entityManager
                                .createNamedQuery(WebhookDelivery.EARLIER_PENDING, Long.class)
                                .setParameter("labResultId", delivery.labResultId())
                                .setParameter("endpointId", delivery.endpointId())
                                .setParameter("eventOrder", delivery.eventOrder())
                                .getSingleResult()
                        > 0;
    }
}
