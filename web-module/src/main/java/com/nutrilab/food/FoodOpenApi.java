package com.nutrilab.food;

import com.nutrilab.platform.OpenApiContributor;
import com.nutrilab.platform.OpenApiSchemas;
import java.util.List;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.PathItem;

/** The search's query parameters in the OpenAPI document: sorts, orders and nutrient filters from {@link FoodSearchParams}'s lists. */
public class FoodOpenApi implements OpenApiContributor {

    private static final String SEARCH = "/api/v1/foods";

    @Override
    public List<Class<?>> resources() {
        return List.of(FoodResource.class, FoodImportResource.class);
    }

    @Override
    public void contribute(OpenAPI openApi) {
        OpenApiSchemas.queryParameter(openApi, SEARCH, PathItem.HttpMethod.GET, "sort")
                .ifPresent(sort -> OpenApiSchemas.allow(sort, FoodSearchParams.sorts(), "protein_g"));
        OpenApiSchemas.queryParameter(openApi, SEARCH, PathItem.HttpMethod.GET, "order")
                .ifPresent(order -> OpenApiSchemas.allow(order, FoodSearchParams.ORDERS, "desc"));
        OpenApiSchemas.queryParameter(openApi, SEARCH, PathItem.HttpMethod.GET, "nutrient")
                .ifPresent(nutrient -> {
                    OpenApiSchemas.itemsOrSelf(nutrient).setPattern(FoodSearchParams.nutrientFilterPattern());
                    nutrient.setExample(List.of("protein_g:gte:20", "sodium_mg:lt:100"));
                });
    }
}
