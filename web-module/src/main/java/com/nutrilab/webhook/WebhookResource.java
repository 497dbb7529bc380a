package com.nutrilab.webhook;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.NoStore;
import com.nutrilab.platform.PageQuery;
import com.nutrilab.platform.PageResponse;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;

/**
 * A client's own webhook endpoints, managed with its client key: a client may point its events
 * at its own server (no credential is issued here but the endpoint's signing secret), and never
 * reaches another client's endpoints. The same operations as {@link AdminWebhookResource}; each
 * class has its own annotated methods, because Payara's OpenAPI generator fails on resource
 * methods inherited from a shared base class.
 */
@ApplicationScoped
@NoStore
@Path("webhooks")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.CLIENT)
@SecurityRequirement(name = "clientKey")
public class WebhookResource {

    /** No client in the path: the calling client key's own. */
    private static final String OWN_CLIENT = null;

    @Inject
    private WebhookOperations operations;

    @POST
    @Operation(
            summary = "Register a webhook endpoint: url (https; no private or loopback address), eventTypes "
                    + "(lab.completed, lab.failed; default both), description, disabled. Its signing secret (whsec_...) is in "
                    + "this answer only. At most 10 endpoints per client (409).")
    @APIResponse(responseCode = "409", description = "The client has its 10 endpoints already")
    public WebhookEndpointView create(@Valid @NotNull WebhookRequests.CreateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return operations.retried(() -> operations.endpoints().create(OWN_CLIENT, request));
    }

    @GET
    @Operation(summary = "The client's webhook endpoints, oldest first (never their secrets)")
    public PageResponse<WebhookEndpointView> list(@Valid @BeanParam PageQuery paging) {
        return PageResponse.of(operations.endpoints().list(OWN_CLIENT, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One webhook endpoint (never its secret); 404 for an unknown id or another client's")
    public WebhookEndpointView get(@PathParam("id") @Size(max = 36) String id) {
        return operations.endpoints().get(OWN_CLIENT, id);
    }

    @PATCH
    @Path("{id}")
    @Operation(
            summary = "Change an endpoint's url, eventTypes or description, or disable (pause) and enable it: "
                    + "a disabled endpoint's events are kept and go out, in order, once it is enabled")
    public WebhookEndpointView update(
            @PathParam("id") @Size(max = 36) String id, @Valid @NotNull WebhookRequests.UpdateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return operations.retried(() -> operations.endpoints().update(OWN_CLIENT, id, request));
    }

    @DELETE
    @Path("{id}")
    @Operation(summary = "Delete an endpoint with its deliveries; pending ones are never sent")
    public WebhookRequests.Deleted delete(@PathParam("id") @Size(max = 36) String id) {
        operations.retried(() -> {
            operations.endpoints().delete(OWN_CLIENT, id);
            return null;
        });
        return new WebhookRequests.Deleted(id, true);
    }

    @POST
    @Path("{id}/secret")
    @Operation(summary = "Issue a new signing secret, in this answer only; the old one stops signing at once")
    public WebhookEndpointView rotateSecret(@PathParam("id") @Size(max = 36) String id) {
        return operations.retried(() -> operations.endpoints().rotateSecret(OWN_CLIENT, id));
    }

    @GET
    @Path("{id}/deliveries")
    @Operation(
            summary = "The endpoint's deliveries, newest first: each event's webhook-id, type, report, status "
                    + "(PENDING, DELIVERED, FAILED after its retries), next attempt, and every attempt with its status code, "
                    + "latency and error")
    public PageResponse<WebhookDeliveryView> deliveries(
            @PathParam("id") @Size(max = 36) String id, @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(operations.endpoints().deliveries(OWN_CLIENT, id, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}/deliveries/{deliveryId}")
    @Operation(summary = "One delivery with every attempt")
    public WebhookDeliveryView delivery(
            @PathParam("id") @Size(max = 36) String id, @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return operations.endpoints().delivery(OWN_CLIENT, id, deliveryId);
    }

    @POST
    @Path("{id}/deliveries/{deliveryId}/redeliver")
    @Operation(
            summary = "Send a delivery again now (same webhook-id and body), whatever its status, with a fresh "
                    + "run of retries")
    public WebhookDeliveryView redeliver(
            @PathParam("id") @Size(max = 36) String id, @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return operations.retried(() -> operations.endpoints().redeliver(OWN_CLIENT, id, deliveryId));
    }
}
