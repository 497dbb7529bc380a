package com.nutrilab.platform;

import jakarta.annotation.security.PermitAll;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The API's front door: what it is and where its description and health live. Needs no token. */
@ApplicationScoped
@Path("/")
@PermitAll
@Produces(MediaType.APPLICATION_JSON)
public class ApiIndexResource {

    public record ApiIndex(String name, String version, String openapi, String health) {}

    @GET
    public ApiIndex index() {
        return new ApiIndex("NutriLab API", "1", "/openapi", "/health");
    }
}
