package com.nutrilab.recommendation;

import com.nutrilab.platform.DataFiles;
import com.nutrilab.platform.OpenApiContributor;
import com.nutrilab.platform.OpenApiSchemas;
import java.util.List;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.openapi.models.OpenAPI;

/**
 * The recommendations' query parameters and a profile's diets and exclusions in the OpenAPI
 * document: those of the food classes file that {@link Profiles} checks them against, the
 * operator's own when one is configured.
 */
public class RecommendationOpenApi implements OpenApiContributor {

    private static final String REQUEST = "ProfileRequest";

    @Override
    public List<Class<?>> resources() {
        return List.of(RecommendationResource.class, ProfileResource.class);
    }

    @Override
    public void contribute(OpenAPI openApi) {
        FoodClassification classes = DataFiles.read(
                FoodClassification.RESOURCE,
                ConfigProvider.getConfig().getOptionalValue(RecommendationData.FOOD_CLASSES_FILE, String.class),
                FoodClassification::read);
        OpenApiSchemas.property(openApi, REQUEST, "diet")
                .ifPresent(diet -> OpenApiSchemas.allow(diet, classes.diets(), "vegetarian"));
        OpenApiSchemas.property(openApi, REQUEST, "sex")
                .ifPresent(sex -> OpenApiSchemas.allow(
                        sex, List.of(ProfileResource.ProfileRequest.SEXES.split("\\|")), "female"));
        OpenApiSchemas.property(openApi, REQUEST, "exclude")
                .ifPresent(exclude -> OpenApiSchemas.allow(exclude, classes.exclusions(), List.of("dairy", "nuts")));
    }
}
