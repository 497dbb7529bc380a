package com.nutrilab.webhook;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * The request and answer bodies of both webhook resources. Classes with public fields, not
 * records: Payara's OpenAPI generator fails on constraint annotations that records copy onto
 * their constructor parameters.
 */
public final class WebhookRequests {

    private WebhookRequests() {}

    public static class CreateEndpointRequest {
        @NotBlank
        @Size(max = WebhookEndpoint.MAX_URL)
        public String url;

        @Size(max = 10)
        public List<String> eventTypes;

        @Size(max = WebhookEndpoint.MAX_DESCRIPTION)
        public String description;

        public Boolean disabled;

        WebhookEndpoints.EndpointRequest toRequest() {
            return new WebhookEndpoints.EndpointRequest(url, eventTypes, description, disabled);
        }
    }

    public static class UpdateEndpointRequest {
        @Size(max = WebhookEndpoint.MAX_URL)
        public String url;

        @Size(max = 10)
        public List<String> eventTypes;

        @Size(max = WebhookEndpoint.MAX_DESCRIPTION)
        public String description;

        public Boolean disabled;

        WebhookEndpoints.EndpointRequest toRequest() {
            return new WebhookEndpoints.EndpointRequest(url, eventTypes, description, disabled);
        }
    }

    /** The answer to DELETE. */
    public record Deleted(String id, boolean deleted) {}
}
