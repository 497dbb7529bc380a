package com.nutrilab.recommendation;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.NoStore;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/** The caller's diet profile, which recommendations follow. */
@ApplicationScoped
@NoStore
@Path("profile")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.USER)
public class ProfileResource {

    @Inject
    private Profiles profiles;

    /** The diets and exclusions are checked by {@link Profiles} against the food classes file. */
    public record ProfileRequest(
            @NotNull @Size(max = 40) String diet,
            @Size(max = 50) List<@NotNull @Size(max = 40) String> exclude,
            @Pattern(regexp = "female|male", message = "must be female, male or null") String sex,
            Integer birthYear) {}

    @GET
    public ProfileView get() {
        return profiles.get();
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    public ProfileView put(@Valid @NotNull ProfileRequest body) {
        return profiles.put(new ProfileView(
                body.diet(), body.exclude() == null ? List.of() : body.exclude(), body.sex(), body.birthYear()));
    }
}
