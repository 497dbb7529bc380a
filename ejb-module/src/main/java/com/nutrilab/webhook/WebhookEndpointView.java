package com.nutrilab.webhook;

import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.time.Instant;
import java.util.List;

/**
 * A webhook endpoint as the API shows it; {@code secret} is present only in the answer that
 * issued it (creation, rotation), as a client key is.
 */
@JsonbPropertyOrder({"id", "url", "eventTypes", "description", "disabled", "createdAt", "secret"})
public record WebhookEndpointView(
        String id,
        String url,
        List<String> eventTypes,
        String description,
        boolean disabled,
        Instant createdAt,
        String secret) {

    static WebhookEndpointView of(WebhookEndpoint endpoint, boolean withSecret) {
        return new WebhookEndpointView(
                endpoint.id(),
                endpoint.url(),
                endpoint.eventTypes(),
                endpoint.description(),
                endpoint.disabled(),
                endpoint.createdAt(),
                withSecret ? endpoint.secret() : null);
    }
}
