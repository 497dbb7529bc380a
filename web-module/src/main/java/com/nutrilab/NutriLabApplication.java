package com.nutrilab;

import jakarta.annotation.security.DeclareRoles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Map;
import org.eclipse.microprofile.auth.LoginConfig;

/**
 * The REST API, version 1. A CDI bean (there is no beans.xml in the web module), which
 * MicroProfile JWT needs to inject the caller's token.
 *
 * <p>Jersey's WADL is switched off: it served an XML inventory of every resource and parameter
 * ({@code application.wadl}, its {@code xsd0.xsd} grammars, and an OPTIONS answer) to anyone,
 * without a credential. The API's one description is the OpenAPI document; those paths are now
 * unknown paths like any other, a 404 problem.
 *
 * <p>Jersey's own Bean Validation is off as well: the resources are CDI beans, so Hibernate
 * Validator's CDI interceptor already validates every constrained parameter and body, and Jersey
 * validated each a second time (1.9 % of a search's CPU, docs/benchmarks.md). A violation is the
 * same {@code ConstraintViolationException} either way, answered by
 * {@code PlatformExceptionMappers.ConstraintViolations}.
 */
@ApplicationPath("/api/v1")
@ApplicationScoped
@LoginConfig(authMethod = "MP-JWT")
@DeclareRoles({"operator", "client", "user"})
public class NutriLabApplication extends Application {

    /** Jersey's switch for its WADL ({@code ServerProperties.WADL_FEATURE_DISABLE}). */
    static final String JERSEY_WADL_DISABLED = "jersey.config.server.wadl.disableWadl";

    /** Jersey's switch for its Bean Validation ({@code ServerProperties.BV_FEATURE_DISABLE}). */
    static final String JERSEY_VALIDATION_DISABLED = "jersey.config.beanValidation.disable.server";

    @Override
    public Map<String, Object> getProperties() {
        return Map.of(JERSEY_WADL_DISABLED, true, JERSEY_VALIDATION_DISABLED, true);
    }
}
