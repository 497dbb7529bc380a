package com.nutrilab.food;

import com.nutrilab.auth.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The operator loads a newer USDA release over the food database. */
@ApplicationScoped
@Path("admin/foods/imports")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.OPERATOR)
public class FoodImportResource {

    @Inject
    private FoodImport imports;

    public record ImportRequest(@NotBlank @Size(max = 200) String directory) {}

    @POST
    public FoodImport.Result importRelease(@Valid @NotNull ImportRequest body) {
        return imports.importFoodDataCentral(body.directory());
    }
}
