package com.nutrilab.webhook;

import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.time.Instant;
import java.util.List;

/**
 * One event's delivery to an endpoint, with every attempt: {@code id} is the {@code webhook-id}
 * the receiver saw; {@code nextAttemptAt} is there while it is PENDING.
 */
@JsonbPropertyOrder({
    "id",
    "eventType",
    "labResultId",
    "status",
    "createdAt",
    "nextAttemptAt",
    "deliveredAt",
    "attemptCount",
    "attempts"
})
public record WebhookDeliveryView(
        String id,
        String eventType,
        String labResultId,
        DeliveryStatus status,
        Instant createdAt,
        Instant nextAttemptAt,
        Instant deliveredAt,
        int attemptCount,
        List<Attempt> attempts) {

    /** One attempt: the receiver's status code (absent when it was not reached), its latency, what went wrong. */
    @JsonbPropertyOrder({"attemptedAt", "statusCode", "latencyMs", "error"})
    public record Attempt(Instant attemptedAt, Integer statusCode, int latencyMs, String error) {

        public static Attempt of(WebhookAttempt attempt) {
            return new Attempt(attempt.attemptedAt(), attempt.statusCode(), attempt.latencyMs(), attempt.error());
        }
    }

    public static WebhookDeliveryView of(WebhookDelivery delivery, List<Attempt> attempts) {
        return new WebhookDeliveryView(
                delivery.id(),
                delivery.eventType(),
                delivery.labResultId(),
                delivery.status(),
                delivery.createdAt(),
                delivery.status() == DeliveryStatus.PENDING ? delivery.nextAttemptAt() : null,
                delivery.deliveredAt(),
                delivery.attemptCount(),
                attempts);
    }
}
