package com.nutrilab.platform.payara;

import com.nutrilab.platform.Problems;
import jakarta.annotation.security.DenyAll;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.ext.Provider;
import java.lang.reflect.AnnotatedElement;
import java.security.Principal;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Defect: Payara 6's MicroProfile JWT role filter asks Jakarta Security for the caller on every
 * request (Soteria looks a class up by name each time) and the JACC policy for each role, 5 % of
 * a search's CPU; and on Payara Server it is registered whatever {@code payara-web.xml} says. No
 * upstream issue. This enforces {@code @RolesAllowed}, {@code @PermitAll} and {@code @DenyAll} on the resources, as
 * Jakarta Security defines them: the method's annotations, else the class's ({@code @DenyAll} over
 * {@code @RolesAllowed} over {@code @PermitAll}, as Jersey's own feature orders them). A role's resource
 * without a caller answers 401 with the Bearer challenge, a caller without the role 403, {@code
 * @DenyAll} 403 to everyone: problems, as every refusal.
 *
 * <p>In place of Payara's filter, which {@code payara-web.xml} turns off
 * ({@code jaxrs-roles-allowed-enabled}). Here the caller is the request's principal, the token
 * MicroProfile JWT's mechanism or {@link VerifiedTokenAuthModule} established before any filter
 * runs, and its roles are the token's groups, as MicroProfile JWT maps them.
 */
@Provider
public class RoleChecks implements DynamicFeature {

    /**
     * Just before Payara's own role filter, which Payara Server registers in the EAR at {@code
     * AUTHORIZATION} whatever {@code payara-web.xml} says: among filters of one priority the
     * order changes from one deployment to the next, and a refusal is worded by whichever runs
     * first. After authentication, as every authorization.
     */
    static final int PRIORITY = Priorities.AUTHORIZATION - 1;

    @Override
    public void configure(ResourceInfo resource, FeatureContext context) {
        AnnotatedElement annotated =
                decides(resource.getResourceMethod()) ? resource.getResourceMethod() : resource.getResourceClass();
        RolesAllowed allowed = annotated.getAnnotation(RolesAllowed.class);
        if (annotated.isAnnotationPresent(DenyAll.class)) {
            context.register(new RoleCheck(List.of()), PRIORITY);
        } else if (allowed != null) {
            context.register(new RoleCheck(List.of(allowed.value())), PRIORITY);
        }
    }

    /** Whether the method's own annotations decide who may call it (else its class's do). */
    private static boolean decides(AnnotatedElement method) {
        return method.isAnnotationPresent(DenyAll.class)
                || method.isAnnotationPresent(PermitAll.class)
                || method.isAnnotationPresent(RolesAllowed.class);
    }

    /** Lets through a caller in one of the roles; no one when there are none ({@code @DenyAll}). */
    record RoleCheck(List<String> roles) implements ContainerRequestFilter {

        static final String WRONG_KIND = "This kind of credential may not call this operation.";
        private static final int FORBIDDEN = Response.Status.FORBIDDEN.getStatusCode();

        @Override
        public void filter(ContainerRequestContext request) {
            if (roles.isEmpty()) {
                request.abortWith(forbidden(request, Problems.defaultDetail(FORBIDDEN)));
                return;
            }
            SecurityContext security = request.getSecurityContext();
            Principal caller = security.getUserPrincipal();
            if (caller == null) {
                request.abortWith(Problems.unauthorized(
                                Problems.defaultDetail(Response.Status.UNAUTHORIZED.getStatusCode()),
                                path(request),
                                request.getHeaderString(HttpHeaders.AUTHORIZATION))
                        .toResponse());
            } else if (!inAnyRole(caller, security)) {
                // Worded apart from the EJB container's refusal, so that a test can tell which check refused.
                request.abortWith(forbidden(request, WRONG_KIND));
            }
        }

        /** Only for a refusal: a request let through does not need its path. */
        private static String path(ContainerRequestContext request) {
            return request.getUriInfo().getRequestUri().getPath();
        }

        private static Response forbidden(ContainerRequestContext request, String detail) {
            return Problems.response(Problems.of(FORBIDDEN, detail, path(request)))
                    .build();
        }

        /** The caller's roles are its token's groups, as MicroProfile JWT maps them. */
        private boolean inAnyRole(Principal caller, SecurityContext security) {
            if (caller instanceof JsonWebToken token) {
                Set<String> groups = token.getGroups();
                return groups != null && !Collections.disjoint(roles, groups);
            }
            return roles.stream().anyMatch(security::isUserInRole);
        }
    }
}
