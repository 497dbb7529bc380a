package com.nutrilab.recommendation;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.NoStore;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;

/** Foods chosen for the caller from their lab markers and profile, each with its reasons. */
@ApplicationScoped
@NoStore
@Path("recommendations")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.USER)
@SecurityRequirement(name = "userToken")
public class RecommendationResource {

    @Inject
    private Recommendations recommendations;

    /** The query ({@code @BeanParam}: constraints on fields, see PageQuery). */
    public static class Query {
        @QueryParam("limit")
        @DefaultValue("10")
        @Min(1)
        @Max(50)
        int limit;

        @QueryParam("group")
        @Pattern(regexp = "\\d{4}", message = "must be a USDA food-group code such as 1100")
        String group;
    }

    @GET
    @Operation(
            summary = "Foods for the caller: limit 1-50 (default 10); group, a USDA food-group code, restricts the "
                    + "list to that group (default: the whole-food groups: dairy and egg, poultry, fruits, pork, vegetables, "
                    + "nuts and seeds, beef, fish, legumes, lamb and game, grains, and fortified breakfast cereals as a "
                    + "source of a need; at most three items of one group). Built from the caller's latest value of each "
                    + "marker, the profile (diet and exclusions are absolute), and NRF9.3 nutrient density; with no labs, "
                    + "nutrient density alone. Foods as eaten, each scored and cited per portion (the item's portion: "
                    + "a USDA household measure or FDA's reference amount); a limit binds every item, and a food whose "
                    + "amount of a limited nutrient is unknown is left out; each need (direction increase) has at least two "
                    + "good sources (10 % of the Daily Value a portion) when the foods allow. The focus entry of a rule that "
                    + "avoids a class of foods names the class (e.g. high-purine) with direction limit.")
    public RecommendationView recommend(@Valid @BeanParam Query query) {
        return recommendations.recommend(query.limit, query.group);
    }
}
