package com.nutrilab.auth;

import com.nutrilab.platform.PageResponse;
import jakarta.annotation.security.PermitAll;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** The operator's API: sign-in, and the clients (tenants) with their keys and limits. */
@Path("admin")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Allowed(PrincipalKind.OPERATOR)
public class AdminResource {

    @Inject
    private OperatorAccess operator;

    @Inject
    private ClientAdministration clients;

    public record OperatorLoginRequest(@NotNull @Size(max = 512) String operatorKey) {
    }

    public record OperatorTokenResponse(String accessToken, String tokenType, long expiresIn) {
    }

    /** Per-client limits: each optional, each at most the server's default. */
    public record RateLimitsRequest(@Min(1) Integer perSecond, @Min(1) Integer per10Seconds, @Min(1) Integer perMinute) {
        ClientAdministration.LimitsRequest toLimits() {
            return new ClientAdministration.LimitsRequest(perSecond, per10Seconds, perMinute);
        }
    }

    public record CreateClientRequest(@NotBlank @Size(max = 100) String name, @Valid RateLimitsRequest rateLimits) {
    }

    public record UpdateClientRequest(@Valid RateLimitsRequest rateLimits, Boolean disabled) {
    }

    @POST
    @Path("login")
    @PermitAll
    @Operation(summary = "Exchange the operator secret for an operator token (15 minutes)")
    public OperatorTokenResponse login(@Valid @NotNull OperatorLoginRequest body) {
        IssuedToken token = operator.login(body.operatorKey());
        long expiresIn = token.expiresAt().getEpochSecond() - java.time.Instant.now().getEpochSecond();
        return new OperatorTokenResponse(token.token(), "Bearer", expiresIn);
    }

    @POST
    @Path("clients")
    @Operation(summary = "Create a client; its key is in this answer only")
    public ClientView create(@Valid @NotNull CreateClientRequest body) {
        return clients.create(body.name().strip(), body.rateLimits() == null ? null : body.rateLimits().toLimits());
    }

    @GET
    @Path("clients")
    @Operation(summary = "List the clients, oldest first (never their keys)")
    public PageResponse<ClientView> list(@QueryParam("page") @DefaultValue("1") @Min(1) int page,
                                         @QueryParam("pageSize") @DefaultValue("20") @Min(1) @Max(100) int pageSize) {
        return PageResponse.of(clients.list(page, pageSize));
    }

    @GET
    @Path("clients/{id}")
    @Operation(summary = "One client (never its key)")
    public ClientView get(@PathParam("id") @Size(max = 36) String id) {
        return clients.get(id);
    }

    @POST
    @Path("clients/{id}/keys")
    @Operation(summary = "Issue a new client key; the old one stops working at once, on every node")
    public ClientView rotateKey(@PathParam("id") @Size(max = 36) String id) {
        return clients.rotateKey(id);
    }

    @PATCH
    @Path("clients/{id}")
    @Operation(summary = "Tighten the client's rate limits and/or disable or enable it")
    public ClientView update(@PathParam("id") @Size(max = 36) String id, @Valid @NotNull UpdateClientRequest body) {
        return clients.update(id, body.rateLimits() == null ? null : body.rateLimits().toLimits(), body.disabled());
    }
}
