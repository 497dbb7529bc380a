package com.nutrilab.webhook;

import com.nutrilab.platform.OpenApiContributor;
import com.nutrilab.platform.OpenApiSchemas;
import org.eclipse.microprofile.openapi.models.OpenAPI;

/** The paging of the webhook lists as query parameters in the OpenAPI document. */
public class WebhookOpenApi implements OpenApiContributor {

    @Override
    public void contribute(OpenAPI openApi) {
        OpenApiSchemas.expandBeanParams(openApi, WebhookResource.class, AdminWebhookResource.class);
    }
}
