package com.nutrilab.platform;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.util.Arrays;
import org.apache.commons.io.input.BoundedInputStream;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Bounds the body of every endpoint that is not a file upload (those consume multipart or any type,
 * and have their own, larger cap): a declared length over {@code nutrilab.http.max-json-bytes} is
 * refused at once with 413, and a body without one (chunked) as soon as it passes the limit, so
 * that no body reaches memory beyond it, signed in or not.
 */
@Provider
public class JsonBodyLimit implements DynamicFeature {

    @Inject
    @ConfigProperty(name = "nutrilab.http.max-json-bytes")
    private long maxBytes;

    @Override
    public void configure(ResourceInfo resource, FeatureContext context) {
        if (readsJsonOrNothing(resource)) {
            context.register(new Filter(maxBytes));
        }
    }

    private static boolean readsJsonOrNothing(ResourceInfo resource) {
        Consumes consumes = resource.getResourceMethod().getAnnotation(Consumes.class);
        if (consumes == null) {
            consumes = resource.getResourceClass().getAnnotation(Consumes.class);
        }
        return consumes == null
                || Arrays.stream(consumes.value())
                        .map(MediaType::valueOf)
                        .allMatch(type -> type.isCompatible(MediaType.APPLICATION_JSON_TYPE) && !type.isWildcardType());
    }

    @Priority(Priorities.AUTHENTICATION)
    private record Filter(long maxBytes) implements ContainerRequestFilter {

        @Override
        public void filter(ContainerRequestContext request) throws IOException {
            String declared = request.getHeaderString(HttpHeaders.CONTENT_LENGTH);
            if (declared != null && declared.matches("\\d{1,19}") && Long.parseLong(declared) > maxBytes) {
                throw new RequestBodyTooLargeException(maxBytes);
            }
            // One byte over the limit is read, so that a body of exactly the limit passes.
            request.setEntityStream(BoundedInputStream.builder()
                    .setInputStream(request.getEntityStream())
                    .setMaxCount(maxBytes + 1)
                    .setOnMaxCount((max, count) -> {
                        throw new RequestBodyTooLargeException(maxBytes);
                    })
                    .setPropagateClose(true)
                    .get());
        }
    }
}
