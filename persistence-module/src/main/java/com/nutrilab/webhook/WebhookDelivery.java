package com.nutrilab.webhook;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/**
 * One event for one endpoint, from the outbox: written in the transaction that records the
 * report's outcome, then delivered by whichever node holds its lease, retried until a 2xx or
 * until its retries run out. Its id is the {@code webhook-id} of every attempt, its payload the
 * body of every attempt.
 */
@Entity
@Table(name = "webhook_delivery")
@NamedQuery(
        name = WebhookDelivery.DUE,
        query = "SELECT d.id, d.endpointId, e.clientId "
                + "FROM WebhookDelivery d, WebhookEndpoint e WHERE e.id = d.endpointId AND e.disabledAt IS NULL "
                + "AND d.status = com.nutrilab.webhook.DeliveryStatus.PENDING "
                + "AND d.nextAttemptAt <= :now AND (d.leaseUntil IS NULL OR d.leaseUntil < :now) "
                + "AND e.clientId NOT IN :busyClients "
                + "AND NOT EXISTS (SELECT p.id FROM WebhookDelivery p WHERE p.labResultId = d.labResultId "
                + "AND p.endpointId = d.endpointId AND p.status = com.nutrilab.webhook.DeliveryStatus.PENDING "
                + "AND p.eventOrder < d.eventOrder) ORDER BY d.nextAttemptAt")
@NamedQuery(
        name = WebhookDelivery.CLAIM,
        query = "UPDATE WebhookDelivery d SET d.leaseOwner = :owner, "
                + "d.leaseUntil = :until WHERE d.id = :id AND d.endpointId = :endpointId "
                + "AND d.status = com.nutrilab.webhook.DeliveryStatus.PENDING AND d.nextAttemptAt <= :now "
                + "AND (d.leaseUntil IS NULL OR d.leaseUntil < :now)")
@NamedQuery(
        name = WebhookDelivery.EARLIER_PENDING,
        query = "SELECT COUNT(p) FROM WebhookDelivery p "
                + "WHERE p.labResultId = :labResultId AND p.endpointId = :endpointId "
                + "AND p.status = com.nutrilab.webhook.DeliveryStatus.PENDING AND p.eventOrder < :eventOrder")
@NamedQuery(
        name = WebhookDelivery.LAST_ORDER,
        query = "SELECT MAX(d.eventOrder) FROM WebhookDelivery d "
                + "WHERE d.labResultId = :labResultId AND d.endpointId = :endpointId")
@NamedQuery(
        name = WebhookDelivery.OF_ENDPOINT,
        query = "SELECT d FROM WebhookDelivery d "
                + "WHERE d.endpointId = :endpointId ORDER BY d.createdAt DESC, d.id DESC")
@NamedQuery(
        name = WebhookDelivery.COUNT_OF_ENDPOINT,
        query = "SELECT COUNT(d) FROM WebhookDelivery d WHERE d.endpointId = :endpointId")
// No ORDER BY in these two: they are read FOR UPDATE, which Derby refuses with an ORDER BY.
@NamedQuery(
        name = WebhookDelivery.ALL_OF_REPORT,
        query = "SELECT d FROM WebhookDelivery d WHERE d.labResultId = :labResultId")
@NamedQuery(
        name = WebhookDelivery.ALL_OF_ENDPOINT,
        query = "SELECT d FROM WebhookDelivery d WHERE d.endpointId = :endpointId")
@NamedQuery(name = WebhookDelivery.DELETE_BY_IDS, query = "DELETE FROM WebhookDelivery d WHERE d.id IN :ids")
public class WebhookDelivery {

    public static final String DUE = "WebhookDelivery.due";
    public static final String CLAIM = "WebhookDelivery.claim";
    public static final String EARLIER_PENDING = "WebhookDelivery.earlierPending";
    public static final String LAST_ORDER = "WebhookDelivery.lastOrder";
    public static final String OF_ENDPOINT = "WebhookDelivery.ofEndpoint";
    public static final String COUNT_OF_ENDPOINT = "WebhookDelivery.countOfEndpoint";
    public static final String ALL_OF_REPORT = "WebhookDelivery.allOfReport";
    public static final String ALL_OF_ENDPOINT = "WebhookDelivery.allOfEndpoint";
    public static final String DELETE_BY_IDS = "WebhookDelivery.deleteByIds";
    public static final int MAX_PAYLOAD = 4000;

    @Id
    @Column(length = 36)
    private String id;

    @Column(name = "endpoint_id", nullable = false, length = 36)
    private String endpointId;

    @Column(name = "lab_result_id", nullable = false, length = 36)
    private String labResultId;

    @Column(name = "event_order", nullable = false)
    private int eventOrder;

    @Column(name = "event_type", nullable = false, length = 40)
    private String eventType;

    @Column(nullable = false, length = MAX_PAYLOAD)
    private String payload;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 12)
    private DeliveryStatus status;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "retries_from", nullable = false)
    private Instant retriesFrom;

    /** Failed attempts since {@link #retriesFrom}: the next delay grows with them. */
    @Column(nullable = false)
    private int failures;

    @Column(name = "attempt_count", nullable = false)
    private int attemptCount;

    @Column(name = "next_attempt_at", nullable = false)
    private Instant nextAttemptAt;

    @Column(name = "delivered_at")
    private Instant deliveredAt;

    @Column(name = "lease_owner", length = 80)
    private String leaseOwner;

    @Column(name = "lease_until")
    private Instant leaseUntil;

    protected WebhookDelivery() {
        // for JPA
    }

    /** An event just written to the outbox, due at once. */
    public WebhookDelivery(
            String id,
            String endpointId,
            String labResultId,
            int eventOrder,
            String eventType,
            String payload,
            Instant now) {
        this.id = id;
        this.endpointId = endpointId;
        this.labResultId = labResultId;
        this.eventOrder = eventOrder;
        this.eventType = eventType;
        this.payload = payload;
        this.status = DeliveryStatus.PENDING;
        this.createdAt = now;
        this.retriesFrom = now;
        this.nextAttemptAt = now;
    }

    /** A new webhook-id: "msg_" and 32 hex digits, the form the Standard Webhooks examples use. */
    public static String newId() {
        return "msg_" + UUID.randomUUID().toString().replace("-", "");
    }

    /** The receiver answered 2xx. */
    public void delivered(Instant now) {
        attemptCount++;
        status = DeliveryStatus.DELIVERED;
        deliveredAt = now;
        releaseLease();
    }

    /** The attempt failed: tried again at {@code retryAt}, or given up when that is null. */
    public void attemptFailed(Instant retryAt) {
        attemptCount++;
        failures++;
        if (retryAt == null) {
            status = DeliveryStatus.FAILED;
        } else {
            nextAttemptAt = retryAt;
        }
        releaseLease();
    }

    /**
     * Sends it again now, with a fresh run of retries, whatever its state (a manual redelivery).
     * A lease held now stays: the attempt under way records its own outcome.
     */
    public void redeliver(Instant now) {
        status = DeliveryStatus.PENDING;
        retriesFrom = now;
        failures = 0;
        nextAttemptAt = now;
        deliveredAt = null;
    }

    public boolean leasedTo(String owner) {
        return status == DeliveryStatus.PENDING && owner.equals(leaseOwner);
    }

    private void releaseLease() {
        leaseOwner = null;
        leaseUntil = null;
    }

    public String id() {
        return id;
    }

    public String endpointId() {
        return endpointId;
    }

    public String labResultId() {
        return labResultId;
    }

    public int eventOrder() {
        return eventOrder;
    }

    public String eventType() {
        return eventType;
    }

    public String payload() {
        return payload;
    }

    public DeliveryStatus status() {
        return status;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant retriesFrom() {
        return retriesFrom;
    }

    public int failures() {
        return failures;
    }

    public int attemptCount() {
        return attemptCount;
    }

    public Instant nextAttemptAt() {
        return nextAttemptAt;
    }

    public Instant deliveredAt() {
        return deliveredAt;
    }
}
