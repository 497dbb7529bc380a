package com.nutrilab.webhook;

import com.nutrilab.auth.Allowed;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.platform.NoStore;
import jakarta.ws.rs.Path;

/**
 * A client's own webhook endpoints, managed with its client key: a client may point its events
 * at its own server (no credential is issued here but the endpoint's signing secret), and never
 * reaches another client's endpoints.
 */
@NoStore
@Path("webhooks")
@Allowed(PrincipalKind.CLIENT)
public class WebhookResource extends WebhookEndpointsApi {

    @Override
    protected String clientId() {
        return null;
    }
}
