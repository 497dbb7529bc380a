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
import java.util.stream.Stream;
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
            for (Method method : resource.getMethods()) { // inherited ones too (WebhookEndpointsResource's)
                if (isEndpoint(method) && !declares(method) && !declares(resource)) {
                    open.add(resource.getSimpleName() + "." + method.getName());
                }
            }
        }
        assertEquals(List.of(), open, "endpoints without @RolesAllowed, @PermitAll or @DenyAll");
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
