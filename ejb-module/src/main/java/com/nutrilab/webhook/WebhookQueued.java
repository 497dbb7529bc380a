package com.nutrilab.webhook;

import java.util.List;

/** Deliveries were written to the outbox: fired inside their transaction, observed after its commit. */
public record WebhookQueued(List<PendingDelivery> deliveries) {}
