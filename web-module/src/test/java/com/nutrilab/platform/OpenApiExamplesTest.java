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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every operation's example in the committed OpenAPI document fits the Java types of its resource
 * method: each JSON answer is read back into the method's return type and each JSON request into
 * its body's type, as JSON-B does at run time, and written again with nothing lost or changed (a
 * field that was renamed, removed or retyped fails here); a request example must also pass the
 * method's Bean Validation. No operation lacks its example ({@link OpenApiDocumentTest} checks
 * that the operations are the resource methods).
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
    void everyOperationHasAnExampleThatFitsItsMethod() throws Exception {
        OpenApiDocumentTest.read();
        Map<String, JsonObject> operations = OpenApiDocumentTest.operations();
        List<String> checked = new ArrayList<>();
        OpenApiDocumentTest.endpoints().forEach((name, endpoint) -> {
            JsonObject operation = operations.get(name);
            assertTrue(operation != null, name + " is not in the document");
            Method method = endpoint.method();
            if (answersJson(method)) {
                JsonValue example =
                        jsonExample(operation.getJsonObject("responses").getJsonObject("200"));
                assertTrue(example != null, () -> name + " has no example answer");
                assertFits(name + " answer", example, method.getGenericReturnType());
                checked.add(name + " answer");
            }
            jsonBody(endpoint.resource(), method).ifPresent(body -> {
                JsonValue example = jsonExample(operation.getJsonObject("requestBody"));
                assertTrue(example != null, () -> name + " has no example request");
                Object request = assertFits(name + " request", example, body.getParameterizedType());
                Validator validator = validation.getValidator();
                assertEquals(Set.of(), validator.validate(request), name + ": the example request is invalid");
                checked.add(name + " request");
            });
        });
        // 41 JSON answers, 12 JSON requests today: all of them, with room to grow.
        assertTrue(checked.size() >= 50, checked::toString);
    }

    /** The JSON example of a request body or an answer, or null. */
    private static JsonValue jsonExample(JsonObject bodyOrAnswer) {
        if (bodyOrAnswer == null || !bodyOrAnswer.containsKey("content")) {
            return null;
        }
        JsonObject json = bodyOrAnswer.getJsonObject("content").getJsonObject("application/json");
        return json == null ? null : json.get("example");
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
