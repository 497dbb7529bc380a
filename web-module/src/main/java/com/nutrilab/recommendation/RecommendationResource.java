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

/** Foods chosen for the caller from their lab markers and profile, each with its reasons. */
@ApplicationScoped
@NoStore
@Path("recommendations")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.USER)
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
    public RecommendationView recommend(@Valid @BeanParam Query query) {
        return recommendations.recommend(query.limit, query.group);
    }
}
