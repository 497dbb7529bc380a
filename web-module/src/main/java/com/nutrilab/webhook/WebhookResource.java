package com.nutrilab.webhook;

import com.nutrilab.auth.Allowed;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.platform.NoStore;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * A client's own webhook endpoints, managed with its client key: a client may point its events
 * at its own server (no credential is issued here but the endpoint's signing secret), and never
 * reaches another client's endpoints.
 */
@NoStore
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Path("webhooks")
@Allowed(PrincipalKind.CLIENT)
public class WebhookResource extends WebhookEndpointsApi {

    @Override
    protected String clientId() {
        return null;
    }
}
