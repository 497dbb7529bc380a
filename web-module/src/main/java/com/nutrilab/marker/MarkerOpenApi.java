package com.nutrilab.marker;

import com.nutrilab.platform.OpenApiContributor;
import java.util.List;

/** The markers' resource, whose window parameters and answers the platform describes from their Java types. */
public class MarkerOpenApi implements OpenApiContributor {

    @Override
    public List<Class<?>> resources() {
        return List.of(MarkerResource.class);
    }
}
