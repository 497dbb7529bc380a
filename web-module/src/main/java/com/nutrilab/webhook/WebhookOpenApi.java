package com.nutrilab.webhook;

import com.nutrilab.platform.OpenApiContributor;
import java.util.List;

/** The webhook resources, of a client key and of the operator, for the OpenAPI document. */
public class WebhookOpenApi implements OpenApiContributor {

    @Override
    public List<Class<?>> resources() {
        return List.of(WebhookResource.class, AdminWebhookResource.class);
    }
}
