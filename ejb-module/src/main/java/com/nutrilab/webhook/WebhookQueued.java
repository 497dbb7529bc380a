package com.nutrilab.webhook;

import java.util.List;

/** Deliveries were written to the outbox: fired inside their transaction, observed after its commit. */
public record WebhookQueued(List<Queued> deliveries) {

    /** One delivery and the endpoint it goes to (the dispatcher takes endpoints in turn). */
    public record Queued(String endpointId, String deliveryId) {
    }
}
