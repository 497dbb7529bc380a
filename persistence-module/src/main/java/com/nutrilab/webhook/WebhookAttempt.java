package com.nutrilab.webhook;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/** One try to deliver an event: the receiver's status code (none when it was not reached), how long it took, why it failed. */
@Entity
@Table(name = "webhook_attempt")
@NamedQuery(
        name = WebhookAttempt.OF_DELIVERIES,
        query = "SELECT a FROM WebhookAttempt a " + "WHERE a.deliveryId IN :deliveryIds ORDER BY a.attemptedAt, a.id")
@NamedQuery(
        name = WebhookAttempt.DELETE_OF_DELIVERIES,
        query = "DELETE FROM WebhookAttempt a WHERE a.deliveryId IN :deliveryIds")
public class WebhookAttempt {

    public static final String OF_DELIVERIES = "WebhookAttempt.ofDeliveries";
    public static final String DELETE_OF_DELIVERIES = "WebhookAttempt.deleteOfDeliveries";
    public static final int MAX_ERROR = 300;

    @Id
    @Column(length = 36)
    private String id;

    @Column(name = "delivery_id", nullable = false, length = 36)
    private String deliveryId;

    @Column(name = "attempted_at", nullable = false)
    private Instant attemptedAt;

    @Column(name = "status_code")
    private Integer statusCode;

    @Column(name = "latency_ms", nullable = false)
    private int latencyMs;

    @Column(length = MAX_ERROR)
    private String error;

    protected WebhookAttempt() {
        // for JPA
    }

    public WebhookAttempt(String deliveryId, Instant attemptedAt, Integer statusCode, int latencyMs, String error) {
        this.id = UUID.randomUUID().toString();
        this.deliveryId = deliveryId;
        this.attemptedAt = attemptedAt;
        this.statusCode = statusCode;
        this.latencyMs = latencyMs;
        this.error = error == null || error.length() <= MAX_ERROR ? error : error.substring(0, MAX_ERROR);
    }

    public String deliveryId() {
        return deliveryId;
    }

    public Instant attemptedAt() {
        return attemptedAt;
    }

    public Integer statusCode() {
        return statusCode;
    }

    public int latencyMs() {
        return latencyMs;
    }

    public String error() {
        return error;
    }
}
