package com.nutrilab.webhook;

import java.util.List;

/** Deliveries were written to the outbox: fired inside their transaction, observed after its commit. */
public record WebhookQueued(List<Queued> deliveries) {

    /** One delivery, the endpoint it goes to and its client (the dispatcher takes clients in turn). */
    public record Queued(String clientId, String endpointId, String deliveryId) {}
}
