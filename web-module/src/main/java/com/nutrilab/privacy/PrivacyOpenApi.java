package com.nutrilab.privacy;

import com.nutrilab.platform.OpenApiContributor;
import java.util.List;

/** The privacy resources (a client's users, the user's own data), for the OpenAPI document. */
public class PrivacyOpenApi implements OpenApiContributor {

    @Override
    public List<Class<?>> resources() {
        return List.of(UsersResource.class, MeResource.class);
    }
}
