package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import jakarta.annotation.security.DenyAll;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.junit.jupiter.api.Test;

/**
 * Every endpoint of the web module says who may call it with a standard annotation
 * ({@code @RolesAllowed}, {@code @PermitAll} or {@code @DenyAll}, on the method or its class):
 * an endpoint that said nothing would be open to anyone.
 */
class EndpointSecurityTest {

    @Test
    void everyEndpointDeclaresWhoMayCallIt() throws Exception {
        List<Class<?>> resources = resourceClasses();
        assertFalse(resources.isEmpty(), "the resources were found");
        List<String> open = new ArrayList<>();
        for (Class<?> resource : resources) {
            for (Method method : resource.getDeclaredMethods()) {
                if (isEndpoint(method) && !declares(method) && !declares(resource)) {
                    open.add(resource.getSimpleName() + "." + method.getName());
                }
            }
        }
        assertEquals(List.of(), open, "endpoints without @RolesAllowed, @PermitAll or @DenyAll");
    }

    /**
     * The OpenAPI document's security requirement of every endpoint names the scheme of the role
     * that may call it, so that a generated client sends the right token: written beside
     * {@code @RolesAllowed}, checked against it here.
     */
    @Test
    void everyEndpointsOpenApiSecurityMatchesItsRoles() throws Exception {
        Map<String, String> schemeOfRole =
                Map.of("user", "userToken", "client", "clientKey", "operator", "operatorToken");
        List<String> wrong = new ArrayList<>();
        for (Class<?> resource : resourceClasses()) {
            for (Method method : resource.getDeclaredMethods()) {
                if (!isEndpoint(method)) {
                    continue;
                }
                Set<String> expected = rolesOf(method, resource).stream()
                        .map(schemeOfRole::get)
                        .collect(Collectors.toCollection(TreeSet::new));
                Set<String> declared = securityOf(method, resource);
                if (!expected.equals(declared)) {
                    wrong.add(resource.getSimpleName() + "." + method.getName() + ": roles want " + expected
                            + ", OpenAPI says " + declared);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** The roles that may call it: the method's annotation, else its class's; none for @PermitAll or @DenyAll. */
    private static List<String> rolesOf(Method method, Class<?> resource) {
        java.lang.reflect.AnnotatedElement source = declares(method) ? method : resource;
        RolesAllowed roles = source.getAnnotation(RolesAllowed.class);
        return roles == null ? List.of() : List.of(roles.value());
    }

    /** The security schemes OpenAPI names for it: the method's requirements, else its class's. */
    private static Set<String> securityOf(Method method, Class<?> resource) {
        java.lang.reflect.AnnotatedElement source = method.isAnnotationPresent(SecurityRequirement.class)
                        || method.isAnnotationPresent(SecurityRequirements.class)
                ? method
                : resource;
        Set<String> names = new TreeSet<>();
        for (SecurityRequirement requirement : source.getAnnotationsByType(SecurityRequirement.class)) {
            names.add(requirement.name());
        }
        SecurityRequirements many = source.getAnnotation(SecurityRequirements.class);
        if (many != null) {
            Arrays.stream(many.value()).map(SecurityRequirement::name).forEach(names::add);
        }
        return names;
    }

    private static boolean isEndpoint(Method method) {
        return Arrays.stream(method.getAnnotations())
                .anyMatch(a -> a.annotationType().isAnnotationPresent(HttpMethod.class));
    }

    private static boolean declares(java.lang.reflect.AnnotatedElement element) {
        return Stream.<Class<? extends Annotation>>of(RolesAllowed.class, PermitAll.class, DenyAll.class)
                .anyMatch(element::isAnnotationPresent);
    }

    /** The classes with {@code @Path} among the module's compiled classes. */
    static List<Class<?>> resourceClasses() throws IOException, URISyntaxException {
        java.nio.file.Path classes = Paths.get(ProblemAnswer.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        try (Stream<java.nio.file.Path> files = Files.walk(classes)) {
            return files.filter(file -> file.toString().endsWith(".class")
                            && !file.toString().contains("$"))
                    .map(file -> classes.relativize(file)
                            .toString()
                            .replace('/', '.')
                            .replace(".class", ""))
                    .map(EndpointSecurityTest::load)
                    .filter(type -> type.isAnnotationPresent(Path.class))
                    .toList();
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, EndpointSecurityTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
