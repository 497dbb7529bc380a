package com.nutrilab.webhook;

import com.nutrilab.platform.DatabaseRetries;
import com.nutrilab.platform.PageQuery;
import com.nutrilab.platform.PageResponse;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/**
 * The operations on a client's webhook endpoints, one implementation for the two resources that
 * offer them: {@link WebhookResource} for a client key's own endpoints, {@link AdminWebhookResource}
 * for the operator's view of any client's. Each of those is this class at its own path, with its
 * own role, and says in {@code O} whose endpoints a request reaches; {@link WebhookEndpoints}
 * decides, and never lets a client key reach another client's.
 *
 * @param <O> whose endpoints: a bean parameter read from the resource's path
 */
public abstract class WebhookEndpointsResource<O extends WebhookEndpointsResource.Owner> {

    /** Whose endpoints a request reaches: the client its path names, or null for the calling client key's own. */
    public interface Owner {
        String clientId();
    }

    @Inject
    private WebhookEndpoints endpoints;

    @Inject
    private DatabaseRetries retries;

    @POST
    @APIResponse(responseCode = "409", description = "The client has its 10 endpoints already")
    public WebhookEndpointView create(
            @Valid @BeanParam O owner, @Valid @NotNull WebhookRequests.CreateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return retries.brief(() -> endpoints.create(owner.clientId(), request));
    }

    @GET
    public PageResponse<WebhookEndpointView> list(@Valid @BeanParam O owner, @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(endpoints.list(owner.clientId(), paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}")
    public WebhookEndpointView get(@Valid @BeanParam O owner, @PathParam("id") @Size(max = 36) String id) {
        return endpoints.get(owner.clientId(), id);
    }

    @PATCH
    @Path("{id}")
    public WebhookEndpointView update(
            @Valid @BeanParam O owner,
            @PathParam("id") @Size(max = 36) String id,
            @Valid @NotNull WebhookRequests.UpdateEndpointRequest body) {
        WebhookEndpoints.EndpointRequest request = body.toRequest();
        return retries.brief(() -> endpoints.update(owner.clientId(), id, request));
    }

    @DELETE
    @Path("{id}")
    public WebhookRequests.Deleted delete(@Valid @BeanParam O owner, @PathParam("id") @Size(max = 36) String id) {
        return retries.brief(() -> {
            endpoints.delete(owner.clientId(), id);
            return new WebhookRequests.Deleted(id, true);
        });
    }

    @POST
    @Path("{id}/secret")
    public WebhookEndpointView rotateSecret(@Valid @BeanParam O owner, @PathParam("id") @Size(max = 36) String id) {
        return retries.brief(() -> endpoints.rotateSecret(owner.clientId(), id));
    }

    @GET
    @Path("{id}/deliveries")
    public PageResponse<WebhookDeliveryView> deliveries(
            @Valid @BeanParam O owner, @PathParam("id") @Size(max = 36) String id, @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(endpoints.deliveries(owner.clientId(), id, paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}/deliveries/{deliveryId}")
    public WebhookDeliveryView delivery(
            @Valid @BeanParam O owner,
            @PathParam("id") @Size(max = 36) String id,
            @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return endpoints.delivery(owner.clientId(), id, deliveryId);
    }

    @POST
    @Path("{id}/deliveries/{deliveryId}/redeliver")
    public WebhookDeliveryView redeliver(
            @Valid @BeanParam O owner,
            @PathParam("id") @Size(max = 36) String id,
            @PathParam("deliveryId") @Size(max = 36) String deliveryId) {
        return retries.brief(() -> endpoints.redeliver(owner.clientId(), id, deliveryId));
    }
}
