package com.nutrilab.webhook;

/**
 * A delivery waiting to be sent, the endpoint it goes to and that endpoint's client: what the
 * outbox announces, the sweep finds due and the dispatcher queues (it takes clients in turn).
 */
public record PendingDelivery(String clientId, String endpointId, String deliveryId) {}
