package com.nutrilab.privacy;

import com.nutrilab.auth.Roles;
import com.nutrilab.auth.UserView;
import com.nutrilab.platform.DatabaseRetries;
import com.nutrilab.platform.NoStore;
import com.nutrilab.platform.PageQuery;
import com.nutrilab.platform.PageResponse;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;

/** A client's users, with its client key: listed, and erased when a user asks the client to (docs/privacy.md). */
@ApplicationScoped
@NoStore
@Path("users")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.CLIENT)
@SecurityRequirement(name = "clientKey")
public class UsersResource {

    @Inject
    private ClientUsers users;

    @Inject
    private DatabaseRetries retries;

    @GET
    @Operation(summary = "The client's users, oldest registration first; page from 1, pageSize 1-100")
    public PageResponse<UserView> list(@Valid @BeanParam PageQuery paging) {
        return PageResponse.of(users.list(paging.page(), paging.pageSize()));
    }

    @DELETE
    @Path("{id}")
    @Operation(
            summary = "Erase a user at once: account, sign-ins (their tokens are refused from now on, on every node), "
                    + "refresh tokens, profile, every lab report (also one being read) with its file and results, and "
                    + "the webhook events about them. Answers what was deleted. There is no undo; an id that is not one "
                    + "of the client's users, or no longer is, is 404.")
    public Erasure erase(@PathParam("id") @Size(max = 36) String id) {
        return new Erasure(retries.brief(() -> users.erase(id)));
    }
}
