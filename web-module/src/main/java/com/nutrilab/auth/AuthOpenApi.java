package com.nutrilab.auth;

import com.nutrilab.platform.OpenApiContributor;
import com.nutrilab.platform.OpenApiSchemas;
import org.eclipse.microprofile.openapi.models.OpenAPI;

/** The paging of the operator's client list as query parameters in the OpenAPI document. */
public class AuthOpenApi implements OpenApiContributor {

    @Override
    public void contribute(OpenAPI openApi) {
        OpenApiSchemas.expandBeanParams(openApi, AdminResource.class);
    }
}
