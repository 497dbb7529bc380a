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

/** A client's users, with its client key: listed, and erased when a user asks the client to (docs/privacy.md). */
@ApplicationScoped
@NoStore
@Path("users")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.CLIENT)
public class UsersResource {

    @Inject
    private ClientUsers users;

    @Inject
    private DatabaseRetries retries;

    @GET
    public PageResponse<UserView> list(@Valid @BeanParam PageQuery paging) {
        return PageResponse.of(users.list(paging.page(), paging.pageSize()));
    }

    @DELETE
    @Path("{id}")
    public Erasure erase(@PathParam("id") @Size(max = 36) String id) {
        return new Erasure(retries.brief(() -> users.erase(id)));
    }
}
