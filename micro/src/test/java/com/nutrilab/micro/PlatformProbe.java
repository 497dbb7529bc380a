package com.nutrilab.micro;

import io.opentelemetry.api.trace.Span;
import jakarta.annotation.security.PermitAll;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Configuration;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * Resources only the tests deploy (read by {@link FoundationIT}), hidden from the OpenAPI
 * document: what Payara set up around the application's JAX-RS requests, which no answer of the
 * API itself shows.
 */
@ApplicationScoped
@Path("/test-probes")
@PermitAll
@Produces(MediaType.TEXT_PLAIN)
public class PlatformProbe {

    /**
     * Whether a tracing span records the request this serves: Payara's OpenTelemetry listener makes
     * its server span the current one before the resource runs.
     */
    @GET
    @Path("tracing")
    @Operation(hidden = true)
    public String spanRecording() {
        return Boolean.toString(Span.current().isRecording());
    }

    /** The classes registered with the application's JAX-RS runtime (features and providers), one a line. */
    @GET
    @Path("registered")
    @Operation(hidden = true)
    public String registeredClasses(@Context Configuration configuration) {
        return configuration.getClasses().stream().map(Class::getName).sorted().collect(Collectors.joining("\n"));
    }
}
