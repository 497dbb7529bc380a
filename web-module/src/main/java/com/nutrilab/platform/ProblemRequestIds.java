package com.nutrilab.platform;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;

/** Puts the request's id ({@link RequestIdFilter}) into every problem JAX-RS answers. */
@Provider
public class ProblemRequestIds implements ContainerResponseFilter {

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (response.getEntity() instanceof Problem problem) {
            response.setEntity(
                    problem.withRequestId(RequestIdFilter.of(request)),
                    response.getEntityAnnotations(),
                    response.getMediaType());
        }
    }
}
