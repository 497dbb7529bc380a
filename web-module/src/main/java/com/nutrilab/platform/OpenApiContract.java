package com.nutrilab.platform;

import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * What the generated OpenAPI document must say for a client generator and that the annotations
 * cannot say once for all operations (mp.openapi.filter): an operation id unique and stable per
 * path and method (Payara names operations after their Java methods, so two resources' "list"
 * collide), a tag per feature (the path's first segment), and every error as the
 * {@link Problem} it is, status by status ({@link ErrorResponses}), with the headers every answer carries; then each feature's
 * resources ({@link OpenApiContributor}) get their query parameters and answers described from
 * their Java types, the feature adds the values its validation accepts, and each operation gets
 * the example its feature keeps ({@link OpenApiExamples}).
 */
public class OpenApiContract implements OASFilter {

    static final String PROBLEM = "Problem";
    static final String API = "/api/v1";

    @Override
    public void filterOpenAPI(OpenAPI openApi) {
        Components components =
                openApi.getComponents() != null ? openApi.getComponents() : OASFactory.createComponents();
        components.addSchema(PROBLEM, problemSchema());
        ErrorResponses.register(components);
        openApi.setComponents(components);
        if (openApi.getPaths() == null) {
            return;
        }
        openApi.getPaths().getPathItems().forEach((path, item) -> item.getOperations()
                .forEach((method, operation) -> describe(path, method, operation)));
        List<OpenApiContributor> contributors = new ArrayList<>();
        ServiceLoader.load(OpenApiContributor.class, OpenApiContract.class.getClassLoader())
                .forEach(contributors::add);
        ResponseSchemas answers = new ResponseSchemas(components);
        OpenApiSchemas.describe(openApi, answers, List.of(ApiIndexResource.class));
        contributors.forEach(contributor -> OpenApiSchemas.describe(openApi, answers, contributor.resources()));
        contributors.forEach(contributor -> contributor.contribute(openApi));
        List<JsonObject> examples = new ArrayList<>(List.of(OpenApiExamples.of(OpenApiContract.class)));
        contributors.forEach(contributor -> examples.add(OpenApiExamples.of(contributor.getClass())));
        OpenApiExamples.apply(openApi, examples);
        openApi.getPaths().getPathItems().forEach((path, item) -> item.getOperations()
                .values()
                .forEach(operation -> ErrorResponses.declare(path, operation)));
    }

    private static void describe(String path, PathItem.HttpMethod method, Operation operation) {
        operation.setOperationId(operationId(method, path));
        operation.setTags(List.of(feature(path)));
        APIResponses responses =
                operation.getResponses() != null ? operation.getResponses() : OASFactory.createAPIResponses();
        // Payara declares an undeclared answer as "default": it is the success, 200 in this API.
        APIResponse success = responses.getDefaultValue();
        if (success != null && !responses.hasAPIResponse("200")) {
            responses.addAPIResponse("200", success.description("OK"));
        }
        responses.addAPIResponse(
                APIResponses.DEFAULT,
                OASFactory.createAPIResponse()
                        .description("Any other error, as application/problem+json (docs/errors.md): 405, 406, 414 URL "
                                + "or 431 headers too large, 500 (with an incident id to quote)")
                        .content(OASFactory.createContent()
                                .addMediaType(
                                        Problems.MEDIA_TYPE,
                                        OASFactory.createMediaType()
                                                .schema(OASFactory.createSchema()
                                                        .ref(PROBLEM)))));
        operation.setResponses(responses);
    }

    /** The tag: the first segment under /api/v1 (labs, foods, auth, admin, ...), or index for /api/v1 itself. */
    static String feature(String path) {
        String first = relative(path).replaceFirst("^/", "").split("/")[0];
        return first.isEmpty() ? "index" : first;
    }

    /** get /api/v1/labs/{id}/file: getLabsByIdFile; the same for every build, unique per path and method. */
    static String operationId(PathItem.HttpMethod method, String path) {
        StringBuilder id = new StringBuilder(method.name().toLowerCase(Locale.ROOT));
        for (String segment : relative(path).split("[/-]")) {
            if (segment.isEmpty()) {
                continue;
            }
            boolean parameter = segment.startsWith("{");
            String word = parameter ? segment.substring(1, segment.length() - 1) : segment;
            id.append(parameter ? "By" : "")
                    .append(Character.toUpperCase(word.charAt(0)))
                    .append(word.substring(1));
        }
        return id.length() == method.name().length() ? id.append("ApiIndex").toString() : id.toString();
    }

    private static String relative(String path) {
        return path.startsWith(API) ? path.substring(API.length()) : path;
    }

    private static Schema problemSchema() {
        return OASFactory.createSchema()
                .type(Schema.SchemaType.OBJECT)
                .description("RFC 9457 problem details")
                .required(List.of("type", "title", "status"))
                .properties(Map.of(
                        "type", text("urn:nutrilab:problem:<kind> (docs/errors.md)", "urn:nutrilab:problem:not-found"),
                        "title", text("The status's reason phrase", "Not Found"),
                        "status",
                                OASFactory.createSchema()
                                        .type(Schema.SchemaType.INTEGER)
                                        .example(404),
                        "detail", text("What went wrong, for a person", "There is nothing at this address."),
                        "instance", text("The path of the request", "/api/v1/nope"),
                        "requestId", text("The request's X-Request-Id, to quote to the operator", "0b6f2a4e-7f1c-4f0e"),
                        "errors",
                                OASFactory.createSchema()
                                        .type(Schema.SchemaType.ARRAY)
                                        .description("The invalid fields (validation problems only)")
                                        .items(OASFactory.createSchema()
                                                .type(Schema.SchemaType.OBJECT)
                                                .properties(Map.of(
                                                        "field", text("The field as the client sent it", "pageSize"),
                                                        "message",
                                                                text(
                                                                        "What is wrong with it",
                                                                        "must be at most 100"))))));
    }

    private static Schema text(String description, String example) {
        return OASFactory.createSchema()
                .type(Schema.SchemaType.STRING)
                .description(description)
                .example(example);
    }
}
