package com.nutrilab.auth;

import com.nutrilab.platform.NoStore;
import jakarta.annotation.security.DenyAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** Users' registration and sign-in, called by a client's server with its client key. */
@ApplicationScoped
@NoStore
@Path("auth")
@DenyAll
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class AuthResource {

    @Inject
    private UserAccounts accounts;

    /** Unknown fields (such as "role") are ignored by JSON-B: a client cannot grant anything. */
    public record RegisterRequest(
            @NotNull
                    @Size(min = 3, max = 64)
                    @Pattern(regexp = "[A-Za-z0-9._@-]*", message = "may contain only letters, digits and . _ @ -")
                    String username,
            @NotNull @Size(min = 10, max = 128) String password) {}

    public record LoginRequest(@NotNull @Size(max = 64) String username, @NotNull @Size(max = 128) String password) {}

    public record RefreshRequest(@NotNull @Size(max = 128) String refreshToken) {}

    public record TokenResponse(
            String accessToken, String tokenType, long expiresIn, String refreshToken, long refreshExpiresIn) {
        static TokenResponse of(TokenPair pair) {
            return new TokenResponse(
                    pair.accessToken(), "Bearer", pair.expiresIn(), pair.refreshToken(), pair.refreshExpiresIn());
        }
    }

    public record LogoutResponse(boolean loggedOut) {}

    @POST
    @Path("register")
    @RolesAllowed(Roles.CLIENT)
    @APIResponse(responseCode = "409", description = "The username is taken in this client")
    public UserView register(@Valid @NotNull RegisterRequest body) {
        return accounts.register(body.username(), body.password().toCharArray());
    }

    @POST
    @Path("login")
    @RolesAllowed(Roles.CLIENT)
    @APIResponse(responseCode = "200", description = "Signed in")
    @APIResponse(responseCode = "401", description = "Wrong username or password (the same answer for both)")
    @APIResponse(
            responseCode = "429",
            description = "The client key is over its caps (50/1 s, 500/10 s, 3,000/60 s "
                    + "by default), or this username failed to sign in 5 times in the last 15 minutes: refused, even with "
                    + "the right password, until Retry-After; other usernames are not affected")
    public TokenResponse login(@Valid @NotNull LoginRequest body) {
        return TokenResponse.of(accounts.login(body.username(), body.password().toCharArray()));
    }

    @POST
    @Path("refresh")
    @RolesAllowed(Roles.CLIENT)
    public TokenResponse refresh(@Valid @NotNull RefreshRequest body) {
        return TokenResponse.of(accounts.refresh(body.refreshToken()));
    }

    @POST
    @Path("logout")
    @RolesAllowed(Roles.USER)
    public LogoutResponse logout(@Valid @NotNull RefreshRequest body) {
        accounts.logout(body.refreshToken());
        return new LogoutResponse(true);
    }
}
