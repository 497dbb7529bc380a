package com.nutrilab.webhook;

import com.nutrilab.auth.Allowed;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.platform.NoStore;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The operator's view of any client's webhook endpoints: the same operations as the client's own. */
@NoStore
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
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
