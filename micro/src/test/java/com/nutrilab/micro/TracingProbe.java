package com.nutrilab.micro;

import io.opentelemetry.api.trace.Span;
import jakarta.annotation.security.PermitAll;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * A resource only {@link FoundationIT} deploys: whether a tracing span records the request it
 * serves. Payara's OpenTelemetry listener makes its server span the current one before the
 * resource runs, so the resource sees it.
 */
@ApplicationScoped
@Path("/test-probes/tracing")
@PermitAll
public class TracingProbe {

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    @Operation(hidden = true)
    public String spanRecording() {
        return Boolean.toString(Span.current().isRecording());
    }
}
