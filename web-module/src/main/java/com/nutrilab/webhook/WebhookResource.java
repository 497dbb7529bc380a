package com.nutrilab.webhook;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.NoStore;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * A client's own webhook endpoints, managed with its client key: a client may point its events
 * at its own server (no credential is issued here but the endpoint's signing secret), and never
 * reaches another client's endpoints. The operations are {@link WebhookEndpointsResource}'s.
 */
@ApplicationScoped
@NoStore
@Path("webhooks")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.CLIENT)
public class WebhookResource extends WebhookEndpointsResource<WebhookResource.OwnClient> {

    /** No client in the path: the calling client key's own. */
    public static class OwnClient implements Owner {

        @Override
        public String clientId() {
            return null;
        }
    }
}
