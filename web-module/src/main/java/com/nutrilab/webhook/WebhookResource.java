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

/**
 * A client's own webhook endpoints, managed with its client key: a client may point its events
 * at its own server (no credential is issued here but the endpoint's signing secret), and never
 * reaches another client's endpoints. The same operations as {@link AdminWebhookResource}.
 */
@ApplicationScoped
@NoStore
@Path("webhooks")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.CLIENT)
public class WebhookResource {

    /** No client in the path: the calling client key's own. */
    private static final String OWN_CLIENT = null;

    @Inject
    private WebhookEndpoints endpoints;

    @Inject
    private DatabaseRetries retries;

    @POST
    @APIResponse(responseCode = "409", description = "The client has its 10 endpoints already")
    public WebhookEndpointView create(@Valid @NotNull WebhookRequests.CreateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return retries.brief(() -> endpoints.create(OWN_CLIENT, request));
    }

    @GET
    public PageResponse<WebhookEndpointView> list(@Valid @BeanParam PageQuery paging) {
        return PageResponse.of(endpoints.list(OWN_CLIENT, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}")
    public WebhookEndpointView get(@PathParam("id") @Size(max = 36) String id) {
        return endpoints.get(OWN_CLIENT, id);
    }

    @PATCH
    @Path("{id}")
    public WebhookEndpointView update(
            @PathParam("id") @Size(max = 36) String id, @Valid @NotNull WebhookRequests.UpdateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return retries.brief(() -> endpoints.update(OWN_CLIENT, id, request));
    }

    @DELETE
    @Path("{id}")
    public WebhookRequests.Deleted delete(@PathParam("id") @Size(max = 36) String id) {
        return retries.brief(() -> {
            endpoints.delete(OWN_CLIENT, id);
            return new WebhookRequests.Deleted(id, true);
        });
    }

    @POST
    @Path("{id}/secret")
    public WebhookEndpointView rotateSecret(@PathParam("id") @Size(max = 36) String id) {
        return retries.brief(() -> endpoints.rotateSecret(OWN_CLIENT, id));
    }

    @GET
    @Path("{id}/deliveries")
    public PageResponse<WebhookDeliveryView> deliveries(
            @PathParam("id") @Size(max = 36) String id, @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(endpoints.deliveries(OWN_CLIENT, id, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}/deliveries/{deliveryId}")
    public WebhookDeliveryView delivery(
            @PathParam("id") @Size(max = 36) String id, @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return endpoints.delivery(OWN_CLIENT, id, deliveryId);
    }

    @POST
    @Path("{id}/deliveries/{deliveryId}/redeliver")
    public WebhookDeliveryView redeliver(
            @PathParam("id") @Size(max = 36) String id, @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return retries.brief(() -> endpoints.redeliver(OWN_CLIENT, id, deliveryId));
    }
}
