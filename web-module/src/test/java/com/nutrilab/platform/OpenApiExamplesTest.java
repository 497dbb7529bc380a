package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.MatrixParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.StringReader;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every operation's example fits the Java types of its resource method: each JSON answer is read
 * back into the method's return type and each JSON request into its body's type, as JSON-B does
 * at run time, and written again with nothing lost or changed (a field that was renamed, removed
 * or retyped fails here); a request example must also pass the method's Bean Validation. No
 * operation lacks its example and no example names an operation that is gone.
 */
class OpenApiExamplesTest {

    private static final Set<Class<? extends Annotation>> NOT_THE_BODY = Set.of(
            PathParam.class,
            QueryParam.class,
            BeanParam.class,
            Context.class,
            HeaderParam.class,
            FormParam.class,
            MatrixParam.class,
            CookieParam.class);

    private static Jsonb jsonb;
    private static ValidatorFactory validation;

    @BeforeAll
    static void start() {
        jsonb = JsonbBuilder.create();
        validation = Validation.buildDefaultValidatorFactory();
    }

    @AfterAll
    static void stop() throws Exception {
        jsonb.close();
        validation.close();
    }

    @Test
    void everyOperationHasAnExampleThatFitsItsMethod() {
        List<String> checked = new ArrayList<>();
        checkFeature(OpenApiContract.class, List.of(ApiIndexResource.class), checked);
        ServiceLoader.load(OpenApiContributor.class)
                .forEach(contributor -> checkFeature(contributor.getClass(), contributor.resources(), checked));
        // 41 JSON answers, 12 JSON requests today: all of them, with room to grow.
        assertTrue(checked.size() >= 50, checked::toString);
    }

    private void checkFeature(Class<?> feature, List<Class<?>> resources, List<String> checked) {
        JsonObject examples = OpenApiExamples.of(feature);
        Set<String> operations = new HashSet<>();
        for (Class<?> resource : resources) {
            for (Method method : resource.getMethods()) {
                OpenApiSchemas.httpMethod(method).ifPresent(http -> {
                    String id = OpenApiContract.operationId(http, OpenApiSchemas.path(resource, method));
                    operations.add(id);
                    JsonObject example =
                            examples.containsKey(id) ? examples.getJsonObject(id) : JsonValue.EMPTY_JSON_OBJECT;
                    if (answersJson(method)) {
                        assertTrue(example.containsKey("response"), () -> id + " has no example answer in " + feature);
                        assertFits(id + " answer", example.get("response"), method.getGenericReturnType());
                        checked.add(id + " answer");
                    }
                    jsonBody(resource, method).ifPresent(body -> {
                        assertTrue(example.containsKey("request"), () -> id + " has no example request in " + feature);
                        Object request =
                                assertFits(id + " request", example.get("request"), body.getParameterizedType());
                        Validator validator = validation.getValidator();
                        assertEquals(Set.of(), validator.validate(request), id + ": the example request is invalid");
                        checked.add(id + " request");
                    });
                });
            }
        }
        Set<String> stale = new HashSet<>(examples.keySet());
        stale.removeAll(operations);
        assertEquals(Set.of(), stale, "examples of operations that " + feature.getSimpleName() + " does not have");
    }

    private Object assertFits(String what, JsonValue example, Type type) {
        Object read = jsonb.fromJson(example.toString(), type);
        JsonValue written =
                Json.createReader(new StringReader(jsonb.toJson(read, type))).readValue();
        assertEquals(canonical(example), canonical(written), what + " does not fit " + type.getTypeName());
        return read;
    }

    /** JSON-B leaves out nulls and writes 81 as 81.0: compare what is said, not how. */
    private static Object canonical(JsonValue value) {
        return switch (value.getValueType()) {
            case OBJECT -> {
                Map<String, Object> object = new TreeMap<>();
                value.asJsonObject().forEach((key, member) -> {
                    if (member.getValueType() != JsonValue.ValueType.NULL) {
                        object.put(key, canonical(member));
                    }
                });
                yield object;
            }
            case ARRAY -> value.asJsonArray().stream()
                    .map(OpenApiExamplesTest::canonical)
                    .toList();
            case NUMBER -> ((JsonNumber) value)
                    .bigDecimalValue()
                    .stripTrailingZeros()
                    .toPlainString();
            default -> value.toString();
        };
    }

    private static boolean answersJson(Method method) {
        return method.getReturnType() != Response.class && method.getReturnType() != void.class;
    }

    private static Optional<Parameter> jsonBody(Class<?> resource, Method method) {
        Consumes consumes = Optional.ofNullable(method.getAnnotation(Consumes.class))
                .orElse(resource.getAnnotation(Consumes.class));
        if (consumes == null || !Arrays.asList(consumes.value()).contains(MediaType.APPLICATION_JSON)) {
            return Optional.empty();
        }
        return Arrays.stream(method.getParameters())
                .filter(parameter -> Arrays.stream(parameter.getAnnotations())
                        .noneMatch(annotation -> NOT_THE_BODY.contains(annotation.annotationType())))
                .findFirst();
    }
}
