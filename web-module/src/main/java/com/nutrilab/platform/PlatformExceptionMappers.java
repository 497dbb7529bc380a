package com.nutrilab.platform;

import jakarta.ejb.EJBAccessException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.List;

/**
 * The mappers of the platform's own exceptions, one each (JAX-RS needs a class per type); the
 * features keep theirs beside their resources.
 */
public final class PlatformExceptionMappers {

    private PlatformExceptionMappers() {}

    /** The problem for the request {@code uriInfo} names. */
    public static Response.ResponseBuilder problem(int status, String detail, UriInfo uriInfo) {
        return Problems.response(
                Problems.of(status, detail, uriInfo.getRequestUri().getPath()));
    }

    @Provider
    public static class UnknownResource implements ExceptionMapper<UnknownResourceException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(UnknownResourceException e) {
            return problem(404, Problems.defaultDetail(404), uriInfo).build();
        }
    }

    @Provider
    public static class InvalidInput implements ExceptionMapper<InvalidInputException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(InvalidInputException e) {
            return Problems.response(Problems.validation(
                            uriInfo.getRequestUri().getPath(),
                            List.of(new Problem.FieldError(e.field(), e.getMessage()))))
                    .build();
        }
    }

    /**
     * A change every node must see at once that the cluster cache did not take: rolled back,
     * nothing was done, and the request may be sent again.
     */
    @Provider
    public static class ClusterCacheUnavailable implements ExceptionMapper<ClusterCacheUnavailableException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(ClusterCacheUnavailableException e) {
            return Problems.response(Problems.of(
                            503,
                            "service-unavailable",
                            "The change could not be shared with every node, so nothing was changed. Retry in "
                                    + e.retryAfterSeconds() + " s.",
                            uriInfo.getRequestUri().getPath(),
                            null))
                    .header(HttpHeaders.RETRY_AFTER, e.retryAfterSeconds())
                    .build();
        }
    }

    /** An EJB refused the caller's role: the resource's own check let it through, so it is a 403 all the same. */
    @Provider
    public static class EjbAccess implements ExceptionMapper<EJBAccessException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(EJBAccessException e) {
            return problem(403, Problems.defaultDetail(403), uriInfo).build();
        }
    }
}
