package com.nutrilab.platform;

import org.eclipse.microprofile.openapi.models.OpenAPI;

/**
 * What a feature adds to the OpenAPI document that annotations cannot say: the values its
 * validation accepts, read from where the validation reads them (an operator's data files
 * included), so that the document and the checks never disagree. Found by {@link OpenApiContract}
 * through {@link java.util.ServiceLoader} (META-INF/services), so that the platform names no feature.
 */
public interface OpenApiContributor {

    void contribute(OpenAPI openApi);
}
