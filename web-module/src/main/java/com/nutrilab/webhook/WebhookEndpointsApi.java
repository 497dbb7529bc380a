package com.nutrilab.webhook;

import com.nutrilab.platform.DatabaseRetries;
import com.nutrilab.platform.PageQuery;
import com.nutrilab.platform.PageResponse;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import java.util.List;
import java.util.function.Supplier;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The webhook endpoints of one client and their deliveries, the same for both ways in:
 * {@link WebhookResource} (a client key, its own client) and {@link AdminWebhookResource} (the
 * operator, the client in the path). The subclass says who may call, which client, and (as class
 * annotations are not inherited) what it consumes and produces; the EJB checks the caller again.
 */
public abstract class WebhookEndpointsApi {

    @Inject
    private WebhookEndpoints endpoints;

    @Inject
    private DatabaseRetries retries;

    /** The client the path names, or null: the calling client key's own. */
    protected abstract String clientId();

    // Request bodies are classes with public fields, not records: Payara's OpenAPI generator
    // fails on constraint annotations that records copy onto their constructor parameters.

    public static class CreateEndpointRequest {
        @NotBlank
        @Size(max = WebhookEndpoint.MAX_URL)
        public String url;

        @Size(max = 10)
        public List<String> eventTypes;

        @Size(max = WebhookEndpoint.MAX_DESCRIPTION)
        public String description;

        public Boolean disabled;
    }

    public static class UpdateEndpointRequest {
        @Size(max = WebhookEndpoint.MAX_URL)
        public String url;

        @Size(max = 10)
        public List<String> eventTypes;

        @Size(max = WebhookEndpoint.MAX_DESCRIPTION)
        public String description;

        public Boolean disabled;
    }

    /** The answer to DELETE. */
    public record Deleted(String id, boolean deleted) {
    }

    @POST
    @Operation(summary = "Register a webhook endpoint: url (https; no private or loopback address), eventTypes "
            + "(lab.completed, lab.failed; default both), description, disabled. Its signing secret (whsec_...) is in "
            + "this answer only. At most 10 endpoints per client (409).")
    public WebhookEndpointView create(@Valid @NotNull CreateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = new WebhookEndpoints.EndpointRequest(body.url, body.eventTypes,
                body.description, body.disabled);
        return retried(() -> endpoints.create(clientId(), request));
    }

    @GET
    @Operation(summary = "The client's webhook endpoints, oldest first (never their secrets)")
    public PageResponse<WebhookEndpointView> list(@Valid @BeanParam PageQuery paging) {
        return PageResponse.of(endpoints.list(clientId(), paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One webhook endpoint (never its secret); 404 for an unknown id or another client's")
    public WebhookEndpointView get(@PathParam("id") @Size(max = 36) String id) {
        return endpoints.get(clientId(), id);
    }

    @PATCH
    @Path("{id}")
    @Operation(summary = "Change an endpoint's url, eventTypes or description, or disable (pause) and enable it: "
            + "a disabled endpoint's events are kept and go out, in order, once it is enabled")
    public WebhookEndpointView update(@PathParam("id") @Size(max = 36) String id,
                                      @Valid @NotNull UpdateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = new WebhookEndpoints.EndpointRequest(body.url, body.eventTypes,
                body.description, body.disabled);
        return retried(() -> endpoints.update(clientId(), id, request));
    }

    @DELETE
    @Path("{id}")
    @Operation(summary = "Delete an endpoint with its deliveries; pending ones are never sent")
    public Deleted delete(@PathParam("id") @Size(max = 36) String id) {
        retried(() -> {
            endpoints.delete(clientId(), id);
            return null;
        });
        return new Deleted(id, true);
    }

    @POST
    @Path("{id}/secret")
    @Operation(summary = "Issue a new signing secret, in this answer only; the old one stops signing at once")
    public WebhookEndpointView rotateSecret(@PathParam("id") @Size(max = 36) String id) {
        return retried(() -> endpoints.rotateSecret(clientId(), id));
    }

    @GET
    @Path("{id}/deliveries")
    @Operation(summary = "The endpoint's deliveries, newest first: each event's webhook-id, type, report, status "
            + "(PENDING, DELIVERED, FAILED after its retries), next attempt, and every attempt with its status code, "
            + "latency and error")
    public PageResponse<WebhookDeliveryView> deliveries(@PathParam("id") @Size(max = 36) String id,
                                                        @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(endpoints.deliveries(clientId(), id, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}/deliveries/{deliveryId}")
    @Operation(summary = "One delivery with every attempt")
    public WebhookDeliveryView delivery(@PathParam("id") @Size(max = 36) String id,
                                        @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return endpoints.delivery(clientId(), id, deliveryId);
    }

    @POST
    @Path("{id}/deliveries/{deliveryId}/redeliver")
    @Operation(summary = "Send a delivery again now (same webhook-id and body), whatever its status, with a fresh "
            + "run of retries")
    public WebhookDeliveryView redeliver(@PathParam("id") @Size(max = 36) String id,
                                         @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return retried(() -> endpoints.redeliver(clientId(), id, deliveryId));
    }

    private <T> T retried(Supplier<T> step) {
        return retries.brief(step);
    }
}
