package com.nutrilab.food;

import com.nutrilab.platform.OpenApiContributor;
import com.nutrilab.platform.OpenApiSchemas;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.core.HttpHeaders;
import java.lang.reflect.Method;
import java.util.List;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * The search's query parameters in the OpenAPI document (sorts, orders and nutrient filters from
 * {@link FoodSearchParams}'s lists), and the food answers' validators: ETag and Cache-Control on
 * each 200, If-None-Match and its 304 ({@link FoodDataCaching}).
 */
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
        // The answers FoodDataCaching tags: GETs of @FoodDataAnswer resources or methods.
        for (Class<?> resource : resources()) {
            for (Method method : resource.getMethods()) {
                if (method.isAnnotationPresent(GET.class)
                        && (resource.isAnnotationPresent(FoodDataAnswer.class)
                                || method.isAnnotationPresent(FoodDataAnswer.class))) {
                    OpenApiSchemas.operation(openApi, resource, method).ifPresent(FoodOpenApi::revalidated);
                }
            }
        }
    }

    private static void revalidated(Operation operation) {
        operation.addParameter(OASFactory.createParameter()
                .name(HttpHeaders.IF_NONE_MATCH)
                .in(Parameter.In.HEADER)
                .description("The ETag of an answer the client keeps: 304 if it is still the answer")
                .schema(text()));
        APIResponses responses = operation.getResponses();
        responses
                .getAPIResponse("200")
                .addHeader(
                        HttpHeaders.ETAG,
                        OASFactory.createHeader()
                                .description("A weak tag of the answer's value, the same on every node")
                                .schema(text()))
                .addHeader(
                        HttpHeaders.CACHE_CONTROL,
                        OASFactory.createHeader()
                                .description(FoodDataCaching.CACHE_CONTROL)
                                .schema(text()));
        responses.addAPIResponse(
                "304",
                OASFactory.createAPIResponse().description("Not Modified: If-None-Match names the current answer"));
    }

    private static Schema text() {
        return OASFactory.createSchema().type(Schema.SchemaType.STRING);
    }
}
