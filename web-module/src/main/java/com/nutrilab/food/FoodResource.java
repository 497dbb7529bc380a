package com.nutrilab.food;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.PageQuery;
import com.nutrilab.platform.PageResponse;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/** The food database: search, one food, the groups and the nutrient keys. */
@ApplicationScoped
@Path("foods")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.USER)
@FoodDataAnswer
public class FoodResource {

    // @EJB, not @Inject: Weld's proxy of a session bean asks Payara 6.2025.10's
    // EjbContainerServicesImpl.getBusinessObject for the bean on every call, which throws and catches
    // an IllegalArgumentException inside (Proxy.getInvocationHandler): 5.5 % of a search's CPU
    // (async-profiler, docs/benchmarks.md, 2026-11-28).
    @EJB
    private FoodCatalog foods;

    /** A list answer that can grow fields later: {@code {"items":[...]}}. */
    public record Items<T>(List<T> items) {}

    @GET
    public PageResponse<FoodSummary> search(
            @QueryParam("q") @Size(max = 200) String q,
            @QueryParam("group")
                    @Pattern(regexp = "\\d{4}", message = "must be a four-digit USDA food group code, such as 0900")
                    String group,
            @QueryParam("nutrient") @Size(max = FoodSearchParams.MAX_FILTERS, message = "at most 10 nutrient filters")
                    List<String> nutrient,
            @QueryParam("sort") @Size(max = 40) String sort,
            @QueryParam("order") @Pattern(regexp = "asc|desc", message = "must be asc or desc") String order,
            @QueryParam("page") @DefaultValue("1") @Min(1) @Max(1_000_000) int page,
            @QueryParam("pageSize") @DefaultValue("20") @Min(1) @Max(PageQuery.MAX_PAGE_SIZE) int pageSize) {
        FoodSearchParams params = new FoodSearchParams(q, group, nutrient, sort, order);
        return PageResponse.of(foods.search(params.toRequest(page, pageSize)));
    }

    @GET
    @Path("groups")
    public Items<FoodGroupView> groups() {
        return new Items<>(foods.groups());
    }

    @GET
    @Path("nutrients")
    public Items<NutrientView> nutrients() {
        return new Items<>(foods.nutrients());
    }

    @GET
    @Path("{id}")
    public FoodDetail get(@PathParam("id") @Size(max = 10) String id) {
        return foods.get(id);
    }
}
