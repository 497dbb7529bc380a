package com.nutrilab.webhook;

import com.nutrilab.auth.Allowed;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.platform.NoStore;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;

/** The operator's view of any client's webhook endpoints: the same operations as the client's own. */
@NoStore
@Path("admin/clients/{clientId}/webhooks")
@Allowed(PrincipalKind.OPERATOR)
public class AdminWebhookResource extends WebhookEndpointsApi {

    @PathParam("clientId")
    private String clientId;

    @Override
    protected String clientId() {
        return clientId;
    }
}
