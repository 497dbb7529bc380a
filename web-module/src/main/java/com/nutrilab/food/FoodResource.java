package com.nutrilab.food;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.PageQuery;
import com.nutrilab.platform.PageResponse;
import com.nutrilab.platform.QueryConstraints;
import com.nutrilab.platform.payara.QueryParameters;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;

/** The food database: search, one food, the groups and the nutrient keys. */
@ApplicationScoped
@Path("foods")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.USER)
@SecurityRequirement(name = "userToken")
@FoodDataAnswer
public class FoodResource {

    @Inject
    private FoodCatalog foods;

    @Inject
    private QueryConstraints queryConstraints;

    /** A list answer that can grow fields later: {@code {"items":[...]}}. */
    public record Items<T>(List<T> items) {}

    @GET
    @Operation(
            summary = "Search foods: q is typo-, plural- and prefix-tolerant; group, repeatable "
                    + "nutrient=KEY:OP:VALUE (per 100 g, OP gt|gte|lt|lte), sort=relevance|name|<nutrient key>, "
                    + "order=asc|desc (default: relevance and nutrients descending, name ascending; relevance is "
                    + "the default with q, name without), page from 1, pageSize 1-100. A page past the end is empty.")
    @QueryParameters({FoodSearchParams.class, PageQuery.class})
    public PageResponse<FoodSummary> search(
            @QueryParam("q") String q,
            @QueryParam("group") String group,
            @QueryParam("nutrient") List<String> nutrient,
            @QueryParam("sort") String sort,
            @QueryParam("order") String order,
            @QueryParam("page") @DefaultValue("1") int page,
            @QueryParam("pageSize") @DefaultValue("20") int pageSize) {
        FoodSearchParams params = new FoodSearchParams(q, group, nutrient, sort, order);
        PageQuery paging = new PageQuery(page, pageSize);
        queryConstraints.check(params, paging);
        return PageResponse.of(foods.search(params.toRequest(paging.page(), paging.pageSize())));
    }

    @GET
    @Path("groups")
    @Operation(summary = "The USDA food groups that have foods: {\"items\":[{\"code\",\"name\"}]}")
    public Items<FoodGroupView> groups() {
        return new Items<>(foods.groups());
    }

    @GET
    @Path("nutrients")
    @Operation(summary = "Every nutrient key with its name and unit: {\"items\":[{\"key\",\"name\",\"unit\"}]}")
    public Items<NutrientView> nutrients() {
        return new Items<>(foods.nutrients());
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One food (its USDA NDB number): every nutrient per 100 g and every portion")
    public FoodDetail get(@PathParam("id") @Size(max = 10) String id) {
        return foods.get(id);
    }
}
