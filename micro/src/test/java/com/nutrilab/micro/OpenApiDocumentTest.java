package com.nutrilab.micro;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.atlassian.oai.validator.report.MessageResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import com.atlassian.oai.validator.schema.SchemaValidator;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI document itself, as committed in docs/openapi.json (FoundationIT checks that it is
 * the served one), held to OpenAPI 3.0.3 beyond what swagger-parser checks (issue 55 item 7):
 * every Schema Object has only the keywords of a 3.0 Schema Object, of their types, and keeps the
 * rules the specification states in words (a {@code nullable} only beside a {@code type}, an
 * exclusive bound only beside its bound, no minimum above its maximum); and every example fits the
 * schema it illustrates, checked by the validator that checks the tests' answers. A strict client
 * generator or validator (Spectral's {@code oas3-schema}, Redocly's {@code nullable-type-sibling})
 * refuses what this finds. No server: it reads the file.
 */
class OpenApiDocumentTest {

    /** The keywords of an OpenAPI 3.0 Schema Object (3.0.3, section 4.7.24), and what each holds. */
    private static final Map<String, JsonValue.ValueType> SCHEMA_KEYWORDS = Map.ofEntries(
            Map.entry("title", JsonValue.ValueType.STRING),
            Map.entry("multipleOf", JsonValue.ValueType.NUMBER),
            Map.entry("maximum", JsonValue.ValueType.NUMBER),
            Map.entry("exclusiveMaximum", JsonValue.ValueType.TRUE),
            Map.entry("minimum", JsonValue.ValueType.NUMBER),
            Map.entry("exclusiveMinimum", JsonValue.ValueType.TRUE),
            Map.entry("maxLength", JsonValue.ValueType.NUMBER),
            Map.entry("minLength", JsonValue.ValueType.NUMBER),
            Map.entry("pattern", JsonValue.ValueType.STRING),
            Map.entry("maxItems", JsonValue.ValueType.NUMBER),
            Map.entry("minItems", JsonValue.ValueType.NUMBER),
            Map.entry("uniqueItems", JsonValue.ValueType.TRUE),
            Map.entry("maxProperties", JsonValue.ValueType.NUMBER),
            Map.entry("minProperties", JsonValue.ValueType.NUMBER),
            Map.entry("required", JsonValue.ValueType.ARRAY),
            Map.entry("enum", JsonValue.ValueType.ARRAY),
            Map.entry("type", JsonValue.ValueType.STRING),
            Map.entry("allOf", JsonValue.ValueType.ARRAY),
            Map.entry("oneOf", JsonValue.ValueType.ARRAY),
            Map.entry("anyOf", JsonValue.ValueType.ARRAY),
            Map.entry("not", JsonValue.ValueType.OBJECT),
            Map.entry("items", JsonValue.ValueType.OBJECT),
            Map.entry("properties", JsonValue.ValueType.OBJECT),
            Map.entry("additionalProperties", JsonValue.ValueType.OBJECT),
            Map.entry("description", JsonValue.ValueType.STRING),
            Map.entry("format", JsonValue.ValueType.STRING),
            Map.entry("default", JsonValue.ValueType.NULL),
            Map.entry("nullable", JsonValue.ValueType.TRUE),
            Map.entry("discriminator", JsonValue.ValueType.OBJECT),
            Map.entry("readOnly", JsonValue.ValueType.TRUE),
            Map.entry("writeOnly", JsonValue.ValueType.TRUE),
            Map.entry("xml", JsonValue.ValueType.OBJECT),
            Map.entry("externalDocs", JsonValue.ValueType.OBJECT),
            Map.entry("example", JsonValue.ValueType.NULL),
            Map.entry("deprecated", JsonValue.ValueType.TRUE));

    private static final Set<String> TYPES = Set.of("array", "boolean", "integer", "number", "object", "string");

    private static JsonObject document;
    private static OpenAPI parsed;

    @BeforeAll
    static void readTheCommittedDocument() throws IOException {
        Path file = Path.of(System.getProperty("nutrilab.repository", "..")).resolve("docs/openapi.json");
        try (JsonReader reader = Json.createReader(Files.newBufferedReader(file))) {
            // Payara adds a non-standard top-level "endpoints" list (FoundationIT says more).
            document = Json.createObjectBuilder(reader.readObject())
                    .remove("endpoints")
                    .build();
        }
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        parsed = new OpenAPIV3Parser()
                .readContents(document.toString(), null, options)
                .getOpenAPI();
    }

    @Test
    void swaggerParserFindsNothingWrong() {
        assertEquals(List.of(), OpenApiDocuments.problems(document.toString()));
    }

    @Test
    void everySchemaObjectIsAnOpenApi30SchemaObject() {
        List<String> problems = new ArrayList<>();
        schemas((where, schema) -> problems.addAll(problemsOf(where, schema)));
        assertEquals(List.of(), problems);
    }

    @Test
    void everyExampleFitsItsSchema() {
        SchemaValidator validator = new SchemaValidator(parsed, new MessageResolver());
        List<String> problems = new ArrayList<>();
        mediaTypes((where, media) -> {
            if (media.containsKey("example") && media.containsKey("schema")) {
                Schema<?> schema = schemaAt(where);
                ValidationReport report =
                        validator.validate(media.get("example").toString(), schema, "example");
                report.getMessages().forEach(message -> problems.add(where + ": " + message.getMessage()));
            }
        });
        assertEquals(List.of(), problems);
    }

    /** What breaks the 3.0 Schema Object in one schema (not in those it holds). */
    static List<String> problemsOf(String where, JsonObject schema) {
        List<String> problems = new ArrayList<>();
        if (schema.containsKey("$ref")) {
            return problems; // 3.0 ignores whatever stands beside a reference
        }
        schema.forEach((keyword, value) -> {
            JsonValue.ValueType expected = SCHEMA_KEYWORDS.get(keyword);
            if (expected == null && !keyword.startsWith("x-")) {
                problems.add(where + ": '" + keyword + "' is not a keyword of a Schema Object");
            } else if (expected == JsonValue.ValueType.TRUE
                    && value.getValueType() != JsonValue.ValueType.TRUE
                    && value.getValueType() != JsonValue.ValueType.FALSE) {
                problems.add(where + ": '" + keyword + "' must be a boolean");
            } else if (expected != null
                    && expected != JsonValue.ValueType.TRUE
                    && expected != JsonValue.ValueType.NULL
                    && value.getValueType() != expected
                    && !(keyword.equals("additionalProperties") && isBoolean(value))) {
                problems.add(
                        where + ": '" + keyword + "' must be " + expected.name().toLowerCase());
            }
        });
        if (schema.containsKey("type") && !TYPES.contains(schema.getString("type", ""))) {
            problems.add(where + ": no such type " + schema.get("type"));
        }
        if (schema.getBoolean("nullable", false) && !schema.containsKey("type")) {
            problems.add(where + ": 'nullable' without 'type' (3.0.3: it adds null only to a type given beside it)");
        }
        if (schema.getBoolean("exclusiveMaximum", false) && !schema.containsKey("maximum")) {
            problems.add(where + ": 'exclusiveMaximum' without 'maximum'");
        }
        if (schema.getBoolean("exclusiveMinimum", false) && !schema.containsKey("minimum")) {
            problems.add(where + ": 'exclusiveMinimum' without 'minimum'");
        }
        for (String[] bounds : new String[][] {
            {"minimum", "maximum"},
            {"minLength", "maxLength"},
            {"minItems", "maxItems"},
            {"minProperties", "maxProperties"}
        }) {
            if (schema.get(bounds[0]) instanceof JsonNumber low
                    && schema.get(bounds[1]) instanceof JsonNumber high
                    && low.doubleValue() > high.doubleValue()) {
                problems.add(where + ": '" + bounds[0] + "' above '" + bounds[1] + "'");
            }
        }
        for (String bound :
                List.of("maxLength", "minLength", "maxItems", "minItems", "maxProperties", "minProperties")) {
            if (schema.get(bound) instanceof JsonNumber number && (!number.isIntegral() || number.intValue() < 0)) {
                problems.add(where + ": '" + bound + "' must be a whole number, 0 or more");
            }
        }
        if (schema.get("maxProperties") instanceof JsonNumber most
                && schema.containsKey("properties")
                && schema.getJsonObject("properties").size() > most.intValue()) {
            problems.add(where + ": 'maxProperties' " + most + " below its own properties");
        }
        if (schema.get("required") instanceof JsonArray required && required.isEmpty()) {
            problems.add(where + ": 'required' must list at least one name");
        }
        if (schema.get("enum") instanceof JsonArray values && values.isEmpty()) {
            problems.add(where + ": 'enum' must list at least one value");
        }
        if (schema.getBoolean("readOnly", false) && schema.getBoolean("writeOnly", false)) {
            problems.add(where + ": both 'readOnly' and 'writeOnly'");
        }
        return problems;
    }

    private static boolean isBoolean(JsonValue value) {
        return value.getValueType() == JsonValue.ValueType.TRUE || value.getValueType() == JsonValue.ValueType.FALSE;
    }

    /** Calls {@code visit} with every Schema Object of the document, and where it is, as a JSON pointer. */
    private static void schemas(java.util.function.BiConsumer<String, JsonObject> visit) {
        if (document.containsKey("components")
                && document.getJsonObject("components").containsKey("schemas")) {
            document.getJsonObject("components")
                    .getJsonObject("schemas")
                    .forEach((name, schema) -> schema("#/components/schemas/" + name, schema.asJsonObject(), visit));
        }
        mediaTypes((where, media) -> {
            if (media.containsKey("schema")) {
                schema(where + "/schema", media.getJsonObject("schema"), visit);
            }
        });
        operations((where, operation) -> {
            JsonArray parameters = operation.getJsonArray("parameters");
            for (int i = 0; parameters != null && i < parameters.size(); i++) {
                JsonObject parameter = parameters.getJsonObject(i);
                if (parameter.containsKey("schema")) {
                    schema(where + "/parameters/" + i + "/schema", parameter.getJsonObject("schema"), visit);
                }
            }
            JsonObject responses = operation.getJsonObject("responses");
            if (responses != null) {
                responses.forEach((status, response) -> {
                    JsonObject headers = response.asJsonObject().getJsonObject("headers");
                    if (headers != null) {
                        headers.forEach((name, header) -> {
                            if (header.asJsonObject().containsKey("schema")) {
                                schema(
                                        where + "/responses/" + status + "/headers/" + name + "/schema",
                                        header.asJsonObject().getJsonObject("schema"),
                                        visit);
                            }
                        });
                    }
                });
            }
        });
    }

    private static void schema(
            String where, JsonObject schema, java.util.function.BiConsumer<String, JsonObject> visit) {
        visit.accept(where, schema);
        for (String single : List.of("items", "not", "additionalProperties")) {
            if (schema.get(single) instanceof JsonObject held) {
                schema(where + "/" + single, held, visit);
            }
        }
        for (String list : List.of("allOf", "oneOf", "anyOf")) {
            if (schema.get(list) instanceof JsonArray held) {
                for (int i = 0; i < held.size(); i++) {
                    schema(where + "/" + list + "/" + i, held.getJsonObject(i), visit);
                }
            }
        }
        if (schema.get("properties") instanceof JsonObject properties) {
            properties.forEach(
                    (name, property) -> schema(where + "/properties/" + name, property.asJsonObject(), visit));
        }
    }

    /** Every request body's and response's media types, with where they are. */
    private static void mediaTypes(java.util.function.BiConsumer<String, JsonObject> visit) {
        operations((where, operation) -> {
            JsonObject body = operation.getJsonObject("requestBody");
            if (body != null && body.containsKey("content")) {
                body.getJsonObject("content")
                        .forEach((type, media) ->
                                visit.accept(where + "/requestBody/content/" + type, media.asJsonObject()));
            }
            JsonObject responses = operation.getJsonObject("responses");
            if (responses != null) {
                responses.forEach((status, response) -> {
                    JsonObject content = response.asJsonObject().getJsonObject("content");
                    if (content != null) {
                        content.forEach((type, media) -> visit.accept(
                                where + "/responses/" + status + "/content/" + type, media.asJsonObject()));
                    }
                });
            }
        });
    }

    private static void operations(java.util.function.BiConsumer<String, JsonObject> visit) {
        document.getJsonObject("paths")
                .forEach((path, item) -> item.asJsonObject().forEach((method, operation) -> {
                    if (Set.of("get", "put", "post", "delete", "options", "head", "patch", "trace")
                            .contains(method)) {
                        visit.accept(
                                "#/paths/" + path.replace("~", "~0").replace("/", "~1") + "/" + method,
                                operation.asJsonObject());
                    }
                }));
    }

    /** The parsed schema at a media type's pointer (#/paths/{path}/{method}/.../content/{type}). */
    private static Schema<?> schemaAt(String where) {
        String[] parts = where.split("/");
        String path = parts[2].replace("~1", "/").replace("~0", "~");
        io.swagger.v3.oas.models.Operation operation = parsed.getPaths()
                .get(path)
                .readOperationsMap()
                .get(io.swagger.v3.oas.models.PathItem.HttpMethod.valueOf(parts[3].toUpperCase()));
        String type = where.substring(where.indexOf("/content/") + "/content/".length());
        if (parts[4].equals("requestBody")) {
            return operation.getRequestBody().getContent().get(type).getSchema();
        }
        return operation.getResponses().get(parts[5]).getContent().get(type).getSchema();
    }
}
