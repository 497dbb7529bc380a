package com.nutrilab.auth;

import com.nutrilab.platform.OpenApiContributor;
import java.util.List;

/** The sign-in and operator resources for the OpenAPI document. */
public class AuthOpenApi implements OpenApiContributor {

    @Override
    public List<Class<?>> resources() {
        return List.of(AuthResource.class, AdminResource.class);
    }
}
