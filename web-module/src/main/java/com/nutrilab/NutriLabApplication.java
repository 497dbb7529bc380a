package com.nutrilab;

import jakarta.annotation.security.DeclareRoles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Map;
import org.eclipse.microprofile.auth.LoginConfig;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;

/**
 * The REST API, version 1. A CDI bean (there is no beans.xml in the web module), which
 * MicroProfile JWT needs to inject the caller's token.
 *
 * <p>Jersey's WADL is switched off: it served an XML inventory of every resource and parameter
 * ({@code application.wadl}, its {@code xsd0.xsd} grammars, and an OPTIONS answer) to anyone,
 * without a credential. The API's one description is the OpenAPI document; those paths are now
 * unknown paths like any other, a 404 problem.
 */
@ApplicationPath("/api/v1")
@ApplicationScoped
@LoginConfig(authMethod = "MP-JWT")
@DeclareRoles({"operator", "client", "user"})
@OpenAPIDefinition(
        info =
                @Info(
                        title = "NutriLab API",
                        version = "1",
                        description = "Lab analysis, food data and personalized nutrition recommendations. "
                                + "Every error is application/problem+json (RFC 9457): "
                                + "{type, title, status, detail, instance, requestId}, plus errors[{field, message}] for invalid input; "
                                + "every response carries X-Request-Id (the client's, if sane). "
                                + "A GET that carries Content-Type: application/json and no body is treated like one without it. "
                                + "Rate limits (429 with Retry-After): a user or the operator 10 per 1 s, 50 per 10 s, 100 per 60 s; "
                                + "a client key, which signs in all of its tenant's users, 50 per 1 s, 500 per 10 s, 3,000 per 60 s "
                                + "(defaults; an operator may tighten a client); a username that failed to sign in 5 times in "
                                + "15 minutes is refused for the rest of that window, alone."))
@SecurityScheme(
        securitySchemeName = "userToken",
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        bearerFormat = "JWT",
        description =
                "A user's access token, from POST /auth/login or /auth/refresh (signed in by the client's server)")
@SecurityScheme(
        securitySchemeName = "clientKey",
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        description = "The client key the operator issued to a health-app company's server; never in an app")
@SecurityScheme(
        securitySchemeName = "operatorToken",
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        bearerFormat = "JWT",
        description = "The operator's access token, from POST /admin/login with the operator key")
public class NutriLabApplication extends Application {

    /** Jersey's switch for its WADL ({@code ServerProperties.WADL_FEATURE_DISABLE}). */
    static final String JERSEY_WADL_DISABLED = "jersey.config.server.wadl.disableWadl";

    @Override
    public Map<String, Object> getProperties() {
        return Map.of(JERSEY_WADL_DISABLED, true);
    }
}
