package com.nutrilab.webhook;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.util.List;

/** The request and answer bodies of both webhook resources. */
public final class WebhookRequests {

    private WebhookRequests() {}

    public record CreateEndpointRequest(
            @NotBlank @Size(max = WebhookEndpoint.MAX_URL) String url,
            @Size(max = 10) List<String> eventTypes,
            @Size(max = WebhookEndpoint.MAX_DESCRIPTION) String description,
            Boolean disabled) {

        WebhookEndpoints.EndpointRequest toRequest() {
            return new WebhookEndpoints.EndpointRequest(url, eventTypes, description, disabled);
        }
    }

    public record UpdateEndpointRequest(
            @Size(max = WebhookEndpoint.MAX_URL) String url,
            @Size(max = 10) List<String> eventTypes,
            @Size(max = WebhookEndpoint.MAX_DESCRIPTION) String description,
            Boolean disabled) {

        WebhookEndpoints.EndpointRequest toRequest() {
            return new WebhookEndpoints.EndpointRequest(url, eventTypes, description, disabled);
        }
    }

    /** The answer to DELETE. */
    public record Deleted(String id, boolean deleted) {}
}
