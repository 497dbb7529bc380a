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

/** The operator's view of any client's webhook endpoints: the same operations as {@link WebhookResource}. */
@ApplicationScoped
@NoStore
@Path("admin/clients/{clientId}/webhooks")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.OPERATOR)
@SecurityRequirement(name = "operatorToken")
public class AdminWebhookResource {

    @Inject
    private WebhookOperations operations;

    @POST
    @Operation(
            summary = "Register a webhook endpoint: url (https; no private or loopback address), eventTypes "
                    + "(lab.completed, lab.failed; default both), description, disabled. Its signing secret (whsec_...) is in "
                    + "this answer only. At most 10 endpoints per client (409).")
    @APIResponse(responseCode = "409", description = "The client has its 10 endpoints already")
    public WebhookEndpointView create(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @Valid @NotNull WebhookRequests.CreateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return operations.retried(() -> operations.endpoints().create(clientId, request));
    }

    @GET
    @Operation(summary = "The client's webhook endpoints, oldest first (never their secrets)")
    public PageResponse<WebhookEndpointView> list(
            @PathParam("clientId") @Size(max = 36) String clientId, @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(operations.endpoints().list(clientId, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One webhook endpoint (never its secret); 404 for an unknown id or another client's")
    public WebhookEndpointView get(
            @PathParam("clientId") @Size(max = 36) String clientId, @PathParam("id") @Size(max = 36) String id) {
        return operations.endpoints().get(clientId, id);
    }

    @PATCH
    @Path("{id}")
    @Operation(
            summary = "Change an endpoint's url, eventTypes or description, or disable (pause) and enable it: "
                    + "a disabled endpoint's events are kept and go out, in order, once it is enabled")
    public WebhookEndpointView update(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @PathParam("id") @Size(max = 36) String id,
            @Valid @NotNull WebhookRequests.UpdateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return operations.retried(() -> operations.endpoints().update(clientId, id, request));
    }

    @DELETE
    @Path("{id}")
    @Operation(summary = "Delete an endpoint with its deliveries; pending ones are never sent")
    public WebhookRequests.Deleted delete(
            @PathParam("clientId") @Size(max = 36) String clientId, @PathParam("id") @Size(max = 36) String id) {
        operations.retried(() -> {
            operations.endpoints().delete(clientId, id);
            return null;
        });
        return new WebhookRequests.Deleted(id, true);
    }

    @POST
    @Path("{id}/secret")
    @Operation(summary = "Issue a new signing secret, in this answer only; the old one stops signing at once")
    public WebhookEndpointView rotateSecret(
            @PathParam("clientId") @Size(max = 36) String clientId, @PathParam("id") @Size(max = 36) String id) {
        return operations.retried(() -> operations.endpoints().rotateSecret(clientId, id));
    }

    @GET
    @Path("{id}/deliveries")
    @Operation(
            summary = "The endpoint's deliveries, newest first: each event's webhook-id, type, report, status "
                    + "(PENDING, DELIVERED, FAILED after its retries), next attempt, and every attempt with its status code, "
                    + "latency and error")
    public PageResponse<WebhookDeliveryView> deliveries(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @PathParam("id") @Size(max = 36) String id,
            @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(operations.endpoints().deliveries(clientId, id, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}/deliveries/{deliveryId}")
    @Operation(summary = "One delivery with every attempt")
    public WebhookDeliveryView delivery(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @PathParam("id") @Size(max = 36) String id,
            @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return operations.endpoints().delivery(clientId, id, deliveryId);
    }

    @POST
    @Path("{id}/deliveries/{deliveryId}/redeliver")
    @Operation(
            summary = "Send a delivery again now (same webhook-id and body), whatever its status, with a fresh "
                    + "run of retries")
    public WebhookDeliveryView redeliver(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @PathParam("id") @Size(max = 36) String id,
            @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return operations.retried(() -> operations.endpoints().redeliver(clientId, id, deliveryId));
    }
}
