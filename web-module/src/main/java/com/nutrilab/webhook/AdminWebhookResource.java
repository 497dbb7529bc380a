package com.nutrilab.webhook;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.DatabaseRetries;
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
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** The operator's view of any client's webhook endpoints: the same operations as {@link WebhookResource}. */
@ApplicationScoped
@NoStore
@Path("admin/clients/{clientId}/webhooks")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.OPERATOR)
public class AdminWebhookResource {

    @Inject
    private WebhookEndpoints endpoints;

    @Inject
    private DatabaseRetries retries;

    @POST
    @APIResponse(responseCode = "409", description = "The client has its 10 endpoints already")
    public WebhookEndpointView create(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @Valid @NotNull WebhookRequests.CreateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return retries.brief(() -> endpoints.create(clientId, request));
    }

    @GET
    public PageResponse<WebhookEndpointView> list(
            @PathParam("clientId") @Size(max = 36) String clientId, @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(endpoints.list(clientId, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}")
    public WebhookEndpointView get(
            @PathParam("clientId") @Size(max = 36) String clientId, @PathParam("id") @Size(max = 36) String id) {
        return endpoints.get(clientId, id);
    }

    @PATCH
    @Path("{id}")
    public WebhookEndpointView update(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @PathParam("id") @Size(max = 36) String id,
            @Valid @NotNull WebhookRequests.UpdateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return retries.brief(() -> endpoints.update(clientId, id, request));
    }

    @DELETE
    @Path("{id}")
    public WebhookRequests.Deleted delete(
            @PathParam("clientId") @Size(max = 36) String clientId, @PathParam("id") @Size(max = 36) String id) {
        return retries.brief(() -> {
            endpoints.delete(clientId, id);
            return new WebhookRequests.Deleted(id, true);
        });
    }

    @POST
    @Path("{id}/secret")
    public WebhookEndpointView rotateSecret(
            @PathParam("clientId") @Size(max = 36) String clientId, @PathParam("id") @Size(max = 36) String id) {
        return retries.brief(() -> endpoints.rotateSecret(clientId, id));
    }

    @GET
    @Path("{id}/deliveries")
    public PageResponse<WebhookDeliveryView> deliveries(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @PathParam("id") @Size(max = 36) String id,
            @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(endpoints.deliveries(clientId, id, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}/deliveries/{deliveryId}")
    public WebhookDeliveryView delivery(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @PathParam("id") @Size(max = 36) String id,
            @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return endpoints.delivery(clientId, id, deliveryId);
    }

    @POST
    @Path("{id}/deliveries/{deliveryId}/redeliver")
    public WebhookDeliveryView redeliver(
            @PathParam("clientId") @Size(max = 36) String clientId,
            @PathParam("id") @Size(max = 36) String id,
            @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return retries.brief(() -> endpoints.redeliver(clientId, id, deliveryId));
    }
}
