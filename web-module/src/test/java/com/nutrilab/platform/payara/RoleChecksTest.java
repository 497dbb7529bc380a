package com.nutrilab.platform.payara;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.platform.Problem;
import com.nutrilab.platform.Problems;
import com.nutrilab.testing.Stand;
import jakarta.annotation.security.DenyAll;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import java.lang.reflect.Method;
import java.net.URI;
import java.security.Principal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.junit.jupiter.api.Test;

/**
 * Who may call what: the method's annotation over its class's, 401 without a caller, 403 without
 * the role or under {@code @DenyAll}, the token's groups as its roles.
 */
class RoleChecksTest {

    private static final Principal USER = token("user");

    @RolesAllowed("operator")
    static class OperatorsResource {
        public void list() {}

        @PermitAll
        public void login() {}

        @RolesAllowed({"client", "user"})
        public void both() {}

        @DenyAll
        public void never() {}
    }

    @DenyAll
    static class ClosedResource {
        @RolesAllowed("user")
        public void open() {}

        public void unannotated() {}
    }

    static class OpenResource {
        public void anything() {}
    }

    @Test
    void theClassDecidesForAMethodWithoutItsOwnAnnotation() {
        ContainerRequestFilter check = checkOf(OperatorsResource.class, "list");

        Response wrongKind = answer(check, USER, Set.of());
        assertEquals(403, wrongKind.getStatus());
        assertEquals(RoleChecks.RoleCheck.WRONG_KIND, ((Problem) wrongKind.getEntity()).detail());
        Response none = answer(check, null, Set.of());
        assertEquals(401, none.getStatus());
        assertEquals("Bearer", none.getHeaderString("WWW-Authenticate"));
        assertNull(answer(check, operator(), Set.of()), "let through");
    }

    @Test
    void theMethodsOwnAnnotationWins() {
        assertEquals(List.of(), registered(OperatorsResource.class, "login"), "@PermitAll: no check");
        assertNull(answer(checkOf(OperatorsResource.class, "both"), USER, Set.of()));
        Response denied = answer(checkOf(OperatorsResource.class, "never"), operator(), Set.of());
        assertEquals(403, denied.getStatus());
        assertEquals(Problems.defaultDetail(403), ((Problem) denied.getEntity()).detail(), "@DenyAll: no one");
        assertNull(answer(checkOf(ClosedResource.class, "open"), USER, Set.of()));
        assertEquals(
                403,
                answer(checkOf(ClosedResource.class, "unannotated"), USER, Set.of())
                        .getStatus());
        assertEquals(List.of(), registered(OpenResource.class, "anything"));
    }

    @Test
    void aPrincipalThatIsNoTokenIsAskedOfTheContainer() {
        Principal someone = () -> "someone";
        ContainerRequestFilter check = checkOf(OperatorsResource.class, "list");

        assertNull(answer(check, someone, Set.of("operator")));
        assertEquals(403, answer(check, someone, Set.of("user")).getStatus());
    }

    @Test
    void checksAfterAuthenticationAndBeforeAnyOtherRoleFilter() {
        // Payara Server adds its own role filter at AUTHORIZATION in the EAR: this one answers first.
        List<Object> priorities = new ArrayList<>();
        FeatureContext context = Stand.in(FeatureContext.class, (name, args) -> {
            priorities.add(args[1]);
            return null;
        });
        new RoleChecks().configure(resourceInfo(OperatorsResource.class, "list"), context);
        new RoleChecks().configure(resourceInfo(OperatorsResource.class, "never"), context);
        assertEquals(List.of(RoleChecks.PRIORITY, RoleChecks.PRIORITY), priorities);
        assertTrue(RoleChecks.PRIORITY > Priorities.AUTHENTICATION && RoleChecks.PRIORITY < Priorities.AUTHORIZATION);
    }

    private static Principal operator() {
        return token("operator");
    }

    private static JsonWebToken token(String... groups) {
        return Stand.in(JsonWebToken.class, (name, args) -> switch (name) {
            case "getGroups" -> Set.of(groups);
            case "getName" -> "caller in " + Set.of(groups);
            default -> throw new UnsupportedOperationException(name);
        });
    }

    private static ContainerRequestFilter checkOf(Class<?> resource, String method) {
        List<Object> filters = registered(resource, method);
        assertEquals(1, filters.size(), resource.getSimpleName() + "." + method);
        return (ContainerRequestFilter) filters.get(0);
    }

    private static List<Object> registered(Class<?> resource, String methodName) {
        List<Object> registered = new ArrayList<>();
        ResourceInfo info = resourceInfo(resource, methodName);
        FeatureContext context = Stand.in(FeatureContext.class, (name, args) -> {
            if (!name.equals("register")) {
                throw new UnsupportedOperationException(name);
            }
            registered.add(args[0]);
            return null;
        });
        new RoleChecks().configure(info, context);
        return registered;
    }

    private static ResourceInfo resourceInfo(Class<?> resource, String methodName) {
        Method method = assertDoesNotThrow(() -> resource.getMethod(methodName));
        return Stand.in(ResourceInfo.class, (name, args) -> switch (name) {
            case "getResourceMethod" -> method;
            case "getResourceClass" -> resource;
            default -> throw new UnsupportedOperationException(name);
        });
    }

    /**
     * What the check answers a request of the principal, whom the container puts in {@code
     * containerRoles} (for a principal that is no token): the aborting response, or null when it
     * lets the request through.
     */
    private static Response answer(ContainerRequestFilter check, Principal principal, Set<String> containerRoles) {
        SecurityContext security = Stand.in(SecurityContext.class, (name, args) -> switch (name) {
            case "getUserPrincipal" -> principal;
            case "isUserInRole" -> containerRoles.contains((String) args[0]);
            default -> throw new UnsupportedOperationException(name);
        });
        UriInfo uri = Stand.in(UriInfo.class, (name, args) -> switch (name) {
            case "getRequestUri" -> URI.create("http://localhost/api/v1/things");
            default -> throw new UnsupportedOperationException(name);
        });
        AtomicReference<Response> aborted = new AtomicReference<>();
        ContainerRequestContext request = Stand.in(ContainerRequestContext.class, (name, args) -> switch (name) {
            case "getSecurityContext" -> security;
            case "getUriInfo" -> uri;
            case "getHeaderString" -> null;
            case "abortWith" -> {
                aborted.set((Response) args[0]);
                yield null;
            }
            default -> throw new UnsupportedOperationException(name);
        });
        assertDoesNotThrow(() -> check.filter(request));
        return aborted.get();
    }
}
