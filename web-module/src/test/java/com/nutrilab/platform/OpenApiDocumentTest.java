package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.food.FoodDataAnswer;
import com.nutrilab.privacy.PersonalDataRegistry;
import jakarta.annotation.security.DenyAll;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.MatrixParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.TypeVariable;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI document the service serves is the committed one (docs/openapi.json, copied into the
 * WAR as it is), and it describes the resources as they are: every resource method is an operation
 * and every operation a resource method; each takes exactly its method's parameters; each lists
 * exactly the statuses it can answer; each names the bearer scheme of the role that may call it.
 * A method, parameter, status or role changed in the code and not in the document fails here,
 * without a server.
 *
 * <p>The statuses: 200, 429, 503 and {@code default} (405, 406, 414, 431, 500) everywhere; 400
 * where the operation takes input (a parameter, a header included, or a body); 401 and 403 where a role is needed; 404
 * where its path names a resource; 413 where it takes a body; 304 where the client may revalidate
 * a kept answer ({@code @FoodDataAnswer}, which also reads {@code If-None-Match}); and what the
 * method's own {@code @APIResponse} annotations name (409, 413, 415).
 */
class OpenApiDocumentTest {

    private static final Map<String, String> SCHEME_OF_ROLE =
            Map.of("user", "userToken", "client", "clientKey", "operator", "operatorToken");
    private static final Set<Class<? extends Annotation>> NOT_THE_BODY = Set.of(
            PathParam.class,
            QueryParam.class,
            BeanParam.class,
            Context.class,
            HeaderParam.class,
            FormParam.class,
            MatrixParam.class,
            CookieParam.class);

    private static JsonObject paths;
    private static Map<String, Endpoint> endpoints;

    /** A resource method, with its class. */
    record Endpoint(Class<?> resource, Method method, String path) {}

    @BeforeAll
    static void read() throws Exception {
        paths = document().getJsonObject("paths");
        endpoints = endpoints();
    }

    /** The committed document. */
    static JsonObject document() throws IOException {
        try (var reader = Json.createReader(Files.newBufferedReader(java.nio.file.Path.of("../docs/openapi.json")))) {
            return reader.readObject();
        }
    }

    /** Every resource method, by "METHOD path" as the document names its operation. */
    static Map<String, Endpoint> endpoints() throws Exception {
        Map<String, Endpoint> endpoints = new TreeMap<>();
        for (Class<?> resource : EndpointSecurityTest.resourceClasses()) {
            for (Method method : resource.getMethods()) {
                httpMethod(method).ifPresent(http -> {
                    String path = path(resource, method);
                    endpoints.put(http + " " + path, new Endpoint(resource, method, path));
                });
            }
        }
        return endpoints;
    }

    @Test
    void everyResourceMethodIsAnOperationAndEveryOperationAMethod() {
        assertTrue(endpoints.size() > 30, endpoints::toString);
        assertEquals(new TreeSet<>(endpoints.keySet()), operations().keySet());
    }

    @Test
    void eachOperationTakesTheParametersOfItsMethod() {
        Map<String, JsonObject> operations = operations();
        endpoints.forEach((name, endpoint) -> {
            Set<String> documented = new TreeSet<>();
            JsonObject operation = operations.get(name);
            if (operation != null && operation.containsKey("parameters")) {
                operation
                        .getJsonArray("parameters")
                        .forEach(parameter ->
                                documented.add(parameter.asJsonObject().getString("in") + " "
                                        + parameter.asJsonObject().getString("name")));
            }
            assertEquals(parametersOf(endpoint), documented, name);
        });
    }

    @Test
    void eachOperationListsTheStatusesItCanAnswer() {
        Map<String, JsonObject> operations = operations();
        endpoints.forEach((name, endpoint) -> {
            JsonObject operation = operations.get(name);
            Set<String> documented = operation == null
                    ? Set.of()
                    : new TreeSet<>(operation.getJsonObject("responses").keySet());
            assertEquals(statusesOf(endpoint), documented, name);
        });
    }

    @Test
    void eachOperationNamesTheSchemeOfItsRole() {
        Map<String, JsonObject> operations = operations();
        endpoints.forEach((name, endpoint) -> {
            JsonObject operation = operations.get(name);
            Set<String> documented = new TreeSet<>();
            if (operation != null && operation.containsKey("security")) {
                operation
                        .getJsonArray("security")
                        .forEach(requirement ->
                                documented.addAll(requirement.asJsonObject().keySet()));
            }
            Set<String> expected = new TreeSet<>();
            roles(endpoint).forEach(role -> expected.add(SCHEME_OF_ROLE.get(role)));
            assertEquals(expected, documented, name);
        });
    }

    /**
     * What an erasure counts is a map in Java, which says nothing of its keys: the document names
     * them, and they are the kinds of personal data the registry declares, each described by it.
     */
    @Test
    void theErasureCountsAreTheKindsOfThePersonalDataRegistry() throws IOException {
        JsonObject counts = document()
                .getJsonObject("components")
                .getJsonObject("schemas")
                .getJsonObject("ErasedData")
                .getJsonObject("properties");
        Map<String, String> expected = new java.util.LinkedHashMap<>();
        PersonalDataRegistry.ofAUser()
                .forEach(kind -> expected.put(
                        kind.name(),
                        kind.description() + " ("
                                + (kind.table() == null
                                        ? "no table: each sign-in is revoked by its id"
                                        : "table " + kind.table())
                                + "; in the export: " + kind.exported() + ")"));
        Map<String, String> documented = new java.util.LinkedHashMap<>();
        counts.forEach(
                (name, schema) -> documented.put(name, schema.asJsonObject().getString("description")));
        assertEquals(expected, documented);
    }

    /** Every operation of the document, by "METHOD path" (as the endpoints are named here). */
    static Map<String, JsonObject> operations() {
        Map<String, JsonObject> operations = new TreeMap<>();
        paths.forEach((path, item) -> item.asJsonObject().forEach((method, operation) -> {
            if (operation.getValueType() == JsonValue.ValueType.OBJECT && !method.equals("parameters")) {
                operations.put(method.toUpperCase(Locale.ROOT) + " " + path, operation.asJsonObject());
            }
        }));
        return operations;
    }

    private static Set<String> parametersOf(Endpoint endpoint) {
        Set<String> parameters = new TreeSet<>();
        for (Parameter parameter : endpoint.method().getParameters()) {
            addParameter(parameter, parameters);
            if (parameter.isAnnotationPresent(BeanParam.class)) {
                for (Class<?> type = typeOf(parameter, endpoint.resource());
                        type != Object.class;
                        type = type.getSuperclass()) {
                    for (Field field : type.getDeclaredFields()) {
                        addParameter(field, parameters);
                    }
                }
            }
        }
        if (revalidates(endpoint)) {
            parameters.add("header If-None-Match");
        }
        return parameters;
    }

    /**
     * The parameter's class; for a type variable of an inherited method (a bean parameter of
     * {@code WebhookEndpointsResource<O>}), the class the resource gives it.
     */
    private static Class<?> typeOf(Parameter parameter, Class<?> resource) {
        if (parameter.getParameterizedType() instanceof TypeVariable<?> variable
                && resource.getGenericSuperclass() instanceof ParameterizedType superclass) {
            int index = Arrays.asList(variable.getGenericDeclaration().getTypeParameters())
                    .indexOf(variable);
            return (Class<?>) superclass.getActualTypeArguments()[index];
        }
        return parameter.getType();
    }

    private static void addParameter(AnnotatedElement element, Set<String> parameters) {
        Optional.ofNullable(element.getAnnotation(PathParam.class)).ifPresent(p -> parameters.add("path " + p.value()));
        Optional.ofNullable(element.getAnnotation(QueryParam.class))
                .ifPresent(p -> parameters.add("query " + p.value()));
        Optional.ofNullable(element.getAnnotation(HeaderParam.class))
                .ifPresent(p -> parameters.add("header " + p.value()));
    }

    private static Set<String> statusesOf(Endpoint endpoint) {
        Set<String> statuses = new TreeSet<>(Set.of("200", "429", "503", "default"));
        boolean body = Arrays.stream(endpoint.method().getParameters())
                .anyMatch(parameter -> Arrays.stream(parameter.getAnnotations())
                        .noneMatch(annotation -> NOT_THE_BODY.contains(annotation.annotationType())));
        if (body || !parametersOf(endpoint).isEmpty()) {
            statuses.add("400");
        }
        if (!roles(endpoint).isEmpty()) {
            statuses.addAll(Set.of("401", "403"));
        }
        if (endpoint.path().contains("{")) {
            statuses.add("404");
        }
        if (body) {
            statuses.add("413");
        }
        if (revalidates(endpoint)) {
            statuses.add("304");
        }
        for (APIResponse declared : endpoint.method().getAnnotationsByType(APIResponse.class)) {
            statuses.add(declared.responseCode());
        }
        return statuses;
    }

    /** The roles that may call the endpoint: none where anyone may. */
    private static Set<String> roles(Endpoint endpoint) {
        AnnotatedElement decides = endpoint.method().isAnnotationPresent(RolesAllowed.class)
                        || endpoint.method().isAnnotationPresent(PermitAll.class)
                        || endpoint.method().isAnnotationPresent(DenyAll.class)
                ? endpoint.method()
                : endpoint.resource();
        RolesAllowed allowed = decides.getAnnotation(RolesAllowed.class);
        return allowed == null ? Set.of() : Set.of(allowed.value());
    }

    private static boolean revalidates(Endpoint endpoint) {
        return endpoint.method().isAnnotationPresent(FoodDataAnswer.class)
                || endpoint.resource().isAnnotationPresent(FoodDataAnswer.class);
    }

    private static Optional<String> httpMethod(Method method) {
        return Arrays.stream(method.getAnnotations())
                .map(annotation -> annotation.annotationType().getAnnotation(HttpMethod.class))
                .filter(java.util.Objects::nonNull)
                .map(HttpMethod::value)
                .findFirst();
    }

    /** The operation's path in the document: the application's, the class's and the method's, templates without their patterns. */
    private static String path(Class<?> resource, Method method) {
        String path = "/api/v1/" + resource.getAnnotation(Path.class).value();
        Path own = method.getAnnotation(Path.class);
        if (own != null) {
            path += "/" + own.value();
        }
        return path.replaceAll("\\{\\s*(\\w+)\\s*:[^}]*\\}", "{$1}")
                .replaceAll("/+", "/")
                .replaceAll("(.)/$", "$1");
    }
}
