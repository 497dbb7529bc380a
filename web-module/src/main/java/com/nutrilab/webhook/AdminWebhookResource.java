package com.nutrilab.webhook;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.NoStore;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The operator's view of any client's webhook endpoints: the operations are {@link WebhookEndpointsResource}'s. */
@ApplicationScoped
@NoStore
@Path("admin/clients/{clientId}/webhooks")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.OPERATOR)
public class AdminWebhookResource extends WebhookEndpointsResource<AdminWebhookResource.NamedClient> {

    /** The client the path names ({@code @BeanParam}: constraints on fields, see PageQuery). */
    public static class NamedClient implements Owner {

        @PathParam("clientId")
        @Size(max = 36)
        private String clientId;

        @Override
        public String clientId() {
            return clientId;
        }
    }
}
