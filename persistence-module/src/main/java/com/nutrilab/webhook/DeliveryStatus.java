package com.nutrilab.webhook;

/** Where a webhook delivery is: still being tried, received (a 2xx), or given up after its retries. */
public enum DeliveryStatus {
    PENDING,
    DELIVERED,
    FAILED
}
