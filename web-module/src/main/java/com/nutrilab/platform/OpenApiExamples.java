package com.nutrilab.platform;

import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Each operation's example: a feature keeps {@value #FILE} beside its classes, an object of
 * operation ids, each with the JSON {@code request} it takes and the {@code response} it answers
 * (taken from a real exchange with the service, tokens and secrets replaced, long lists cut). OpenApiExamplesTest reads every example back
 * into the Java type the resource method takes or returns, and validates a request, so that an
 * example that no longer fits its method fails the build.
 */
public final class OpenApiExamples {

    public static final String FILE = "openapi-examples.json";

    private OpenApiExamples() {}

    /** The examples kept beside a feature's class, an empty object if it has none. */
    public static JsonObject of(Class<?> feature) {
        try (InputStream in = feature.getResourceAsStream(FILE)) {
            if (in == null) {
                return JsonValue.EMPTY_JSON_OBJECT;
            }
            try (JsonReader reader = Json.createReader(in)) {
                return reader.readObject();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Puts the features' examples on their operations' JSON request bodies and 200 answers. */
    static void apply(OpenAPI openApi, List<JsonObject> featuresExamples) {
        Map<String, Operation> byId = operationsById(openApi);
        featuresExamples.forEach(examples -> examples.forEach(
                (id, example) -> Optional.ofNullable(byId.get(id)).ifPresent(operation -> {
                    JsonObject exchange = example.asJsonObject();
                    if (exchange.containsKey("request") && operation.getRequestBody() != null) {
                        json(operation.getRequestBody().getContent())
                                .ifPresent(media -> media.setExample(plain(exchange.get("request"))));
                    }
                    APIResponse ok = operation.getResponses() != null
                            ? operation.getResponses().getAPIResponse("200")
                            : null;
                    if (exchange.containsKey("response") && ok != null) {
                        json(ok.getContent()).ifPresent(media -> media.setExample(plain(exchange.get("response"))));
                    }
                })));
    }

    private static Map<String, Operation> operationsById(OpenAPI openApi) {
        Map<String, Operation> byId = new HashMap<>();
        if (openApi.getPaths() != null) {
            openApi.getPaths().getPathItems().values().forEach(item -> item.getOperations()
                    .values()
                    .forEach(operation -> byId.put(operation.getOperationId(), operation)));
        }
        return byId;
    }

    private static Optional<org.eclipse.microprofile.openapi.models.media.MediaType> json(Content content) {
        return Optional.ofNullable(content).map(found -> found.getMediaType(MediaType.APPLICATION_JSON));
    }

    /** A value as JSON-B writes it, in the form the document's writer takes an example. */
    static Object asWritten(Object value) {
        try (JsonReader reader = Json.createReader(new StringReader(ProblemAnswer.Json.JSONB.toJson(value)))) {
            return plain(reader.readValue());
        }
    }

    /** Maps, lists, strings, numbers and booleans, which the document's writer knows (a JsonValue it does not). */
    private static Object plain(JsonValue value) {
        return switch (value.getValueType()) {
            case OBJECT -> {
                Map<String, Object> object = new LinkedHashMap<>();
                value.asJsonObject().forEach((key, member) -> object.put(key, plain(member)));
                yield object;
            }
            case ARRAY -> value.asJsonArray().stream()
                    .map(OpenApiExamples::plain)
                    .toList();
            case STRING -> ((JsonString) value).getString();
            case NUMBER -> ((JsonNumber) value).isIntegral()
                    ? (Object) ((JsonNumber) value).longValue()
                    : ((JsonNumber) value).bigDecimalValue();
            case TRUE -> Boolean.TRUE;
            case FALSE -> Boolean.FALSE;
            case NULL -> null;
        };
    }
}
