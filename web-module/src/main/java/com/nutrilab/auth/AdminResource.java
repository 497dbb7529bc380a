package com.nutrilab.auth;

import com.nutrilab.platform.DatabaseRetries;
import com.nutrilab.platform.NoStore;
import com.nutrilab.platform.PageQuery;
import com.nutrilab.platform.PageResponse;
import com.nutrilab.privacy.ClientErasureView;
import com.nutrilab.privacy.ClientErasures;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
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
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** The operator's API: sign-in, and the clients (tenants) with their keys and limits. */
@ApplicationScoped
@NoStore
@Path("admin")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.OPERATOR)
public class AdminResource {

    @Inject
    private OperatorAccess operator;

    @Inject
    private ClientAdministration clients;

    @Inject
    private ClientErasures erasures;

    @Inject
    private DatabaseRetries retries;

    public record OperatorLoginRequest(@NotNull @Size(max = 512) String operatorKey) {}

    public record OperatorTokenResponse(String accessToken, String tokenType, long expiresIn) {}

    public record CreateClientRequest(@NotBlank @Size(max = 100) String name, @Valid RateLimitsRequest rateLimits) {}

    public record UpdateClientRequest(@Valid RateLimitsRequest rateLimits, Boolean disabled) {}

    @POST
    @Path("login")
    @PermitAll
    // none: this is how the operator gets a token
    @APIResponse(responseCode = "401", description = "Not the operator key (counted against the caller's address)")
    public OperatorTokenResponse login(@Valid @NotNull OperatorLoginRequest body) {
        IssuedToken token = operator.login(body.operatorKey());
        long expiresIn = token.expiresAt().getEpochSecond() - Instant.now().getEpochSecond();
        return new OperatorTokenResponse(token.token(), "Bearer", expiresIn);
    }

    @POST
    @Path("clients")
    @APIResponse(responseCode = "409", description = "A client of this name exists already")
    public ClientView create(@Valid @NotNull CreateClientRequest body) {
        return clients.create(body.name().strip(), body.rateLimits());
    }

    @GET
    @Path("clients")
    public PageResponse<ClientView> list(@Valid @BeanParam PageQuery paging) {
        return PageResponse.of(clients.list(paging.page(), paging.pageSize()));
    }

    @GET
    @Path("clients/{id}")
    public ClientView get(@PathParam("id") @Size(max = 36) String id) {
        return clients.get(id);
    }

    @POST
    @Path("clients/{id}/keys")
    public ClientView rotateKey(@PathParam("id") @Size(max = 36) String id) {
        return clients.rotateKey(id);
    }

    @PATCH
    @Path("clients/{id}")
    public ClientView update(@PathParam("id") @Size(max = 36) String id, @Valid @NotNull UpdateClientRequest body) {
        return clients.update(id, body.rateLimits(), body.disabled());
    }

    @DELETE
    @Path("clients/{id}")
    @APIResponse(responseCode = "409", description = "The client is enabled: disable it first")
    public ClientErasureView erase(@PathParam("id") @Size(max = 36) String id) {
        return retries.brief(() -> erasures.start(id));
    }

    @GET
    @Path("clients/{id}/erasure")
    public ClientErasureView erasure(@PathParam("id") @Size(max = 36) String id) {
        return erasures.get(id);
    }
}
