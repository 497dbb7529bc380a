package com.nutrilab.platform;

import java.util.List;
import org.eclipse.microprofile.openapi.models.OpenAPI;

/**
 * A feature's part of the OpenAPI document beyond its annotations: its resources, whose bean
 * parameters and answers {@link OpenApiContract} describes from their Java types, and the values
 * its validation accepts, read from where the validation reads them (an operator's data files
 * included), so that the document and the checks never disagree. Found through
 * {@link java.util.ServiceLoader} (META-INF/services), so that the platform names no feature.
 */
public interface OpenApiContributor {

    /** The feature's JAX-RS resource classes. */
    List<Class<?>> resources();

    /** What the feature adds once its resources are described; nothing by default. */
    default void contribute(OpenAPI openApi) {}
}
