package com.nutrilab.auth;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.nutrilab.testing.Stand;
import jakarta.annotation.security.DenyAll;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.ForbiddenException;
import jakarta.ws.rs.NotAuthorizedException;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.core.SecurityContext;
import java.lang.reflect.Method;
import java.security.Principal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
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

        assertThrows(ForbiddenException.class, () -> check.filter(request(USER, Set.of())));
        assertThrows(NotAuthorizedException.class, () -> check.filter(request(null, Set.of())));
        assertDoesNotThrow(() -> check.filter(request(operator(), Set.of())));
    }

    @Test
    void theMethodsOwnAnnotationWins() {
        assertEquals(List.of(), registered(OperatorsResource.class, "login"), "@PermitAll: no check");
        assertDoesNotThrow(() -> checkOf(OperatorsResource.class, "both").filter(request(USER, Set.of())));
        assertThrows(ForbiddenException.class, () -> checkOf(OperatorsResource.class, "never")
                .filter(request(operator(), Set.of())));
        assertDoesNotThrow(() -> checkOf(ClosedResource.class, "open").filter(request(USER, Set.of())));
        assertThrows(ForbiddenException.class, () -> checkOf(ClosedResource.class, "unannotated")
                .filter(request(USER, Set.of())));
        assertEquals(List.of(), registered(OpenResource.class, "anything"));
    }

    @Test
    void aPrincipalThatIsNoTokenIsAskedOfTheContainer() {
        Principal someone = () -> "someone";
        ContainerRequestFilter check = checkOf(OperatorsResource.class, "list");

        assertDoesNotThrow(() -> check.filter(request(someone, Set.of("operator"))));
        assertThrows(ForbiddenException.class, () -> check.filter(request(someone, Set.of("user"))));
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
        Method method = assertDoesNotThrow(() -> resource.getMethod(methodName));
        ResourceInfo info = Stand.in(ResourceInfo.class, (name, args) -> switch (name) {
            case "getResourceMethod" -> method;
            case "getResourceClass" -> resource;
            default -> throw new UnsupportedOperationException(name);
        });
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

    /** A request whose principal the container puts in {@code containerRoles} (for a non-token principal). */
    private static ContainerRequestContext request(Principal principal, Set<String> containerRoles) {
        SecurityContext security = Stand.in(SecurityContext.class, (name, args) -> switch (name) {
            case "getUserPrincipal" -> principal;
            case "isUserInRole" -> containerRoles.contains((String) args[0]);
            default -> throw new UnsupportedOperationException(name);
        });
        return Stand.in(ContainerRequestContext.class, (name, args) -> {
            if (!name.equals("getSecurityContext")) {
                throw new UnsupportedOperationException(name);
            }
            return security;
        });
    }
}
