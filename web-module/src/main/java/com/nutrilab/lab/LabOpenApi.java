package com.nutrilab.lab;

import com.nutrilab.platform.OpenApiContributor;
import com.nutrilab.platform.OpenApiSchemas;
import org.eclipse.microprofile.openapi.models.OpenAPI;

/** The lab list's filters and paging as query parameters in the OpenAPI document. */
public class LabOpenApi implements OpenApiContributor {

    @Override
    public void contribute(OpenAPI openApi) {
        OpenApiSchemas.expandBeanParams(openApi, LabResource.class);
    }
}
