package com.nutrilab.lab;

import com.nutrilab.lab.extraction.FileType;
import com.nutrilab.platform.OpenApiContributor;
import com.nutrilab.platform.OpenApiExamples;
import com.nutrilab.platform.OpenApiSchemas;
import jakarta.json.JsonObject;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * The lab list's filters and paging as query parameters, and the upload's two bodies: Payara's
 * generator keeps one of the two methods on the same path (the raw one) and calls its body an
 * object of any type, which a generated client would send as JSON; and the original file's
 * answer, in the content types a report may have.
 */
public class LabOpenApi implements OpenApiContributor {

    private static final String UPLOAD_FORM = "LabUploadForm";
    private static final String FHIR_EXAMPLE = "getLabsByIdFhir";
    private static final String FHIR_BUNDLE = "FhirBundle";

    @Override
    public List<Class<?>> resources() {
        return List.of(LabResource.class);
    }

    @Override
    public void contribute(OpenAPI openApi) {
        OpenApiSchemas.operation(openApi, "/api/v1/labs/upload", PathItem.HttpMethod.POST)
                .ifPresent(upload -> upload.summary(
                                "Upload a lab report (PDF, PNG, JPEG or TIFF, judged by its bytes; at "
                                        + "most nutrilab.labs.max-upload-bytes, 10 MiB by default): the raw file as the body, with "
                                        + "an optional filename query parameter, or multipart/form-data with a part file and "
                                        + "optional parts collectedAt (YYYY-MM-DD; wins over the date printed on the report) and "
                                        + "notes. Answers the result, PROCESSING (or the user's earlier result for the same "
                                        + "file). 413 above the cap, 415 for other files, 400 without a file part.")
                        .requestBody(OASFactory.createRequestBody()
                                .required(true)
                                .content(OASFactory.createContent()
                                        .addMediaType(
                                                MediaType.APPLICATION_OCTET_STREAM,
                                                OASFactory.createMediaType().schema(binary()))
                                        .addMediaType(
                                                MediaType.MULTIPART_FORM_DATA,
                                                OASFactory.createMediaType()
                                                        .schema(OASFactory.createSchema()
                                                                .ref(UPLOAD_FORM))))));
        openApi.getComponents().addSchema(UPLOAD_FORM, form());
        OpenApiSchemas.operation(openApi, "/api/v1/labs/{id}/file", PathItem.HttpMethod.GET)
                .map(file -> file.getResponses().getAPIResponse("200"))
                .ifPresent(ok -> ok.description("The uploaded bytes, with the content type judged from them")
                        .content(originals()));
        openApi.getComponents().addSchema(FHIR_BUNDLE, fhirBundle());
        // The method answers a Response (a FHIR string), so the scanner gives it no 200 of its own.
        OpenApiSchemas.operation(openApi, "/api/v1/labs/{id}/fhir", PathItem.HttpMethod.GET)
                .map(fhir -> {
                    if (fhir.getResponses().getAPIResponse("200") == null) {
                        fhir.getResponses().addAPIResponse("200", OASFactory.createAPIResponse());
                    }
                    return fhir.getResponses().getAPIResponse("200");
                })
                .ifPresent(
                        ok -> ok.description("A FHIR R4 Bundle of type collection (http://hl7.org/fhir/R4/bundle.html)")
                                .content(OASFactory.createContent()
                                        .addMediaType(
                                                LabFhir.MEDIA_TYPE,
                                                OASFactory.createMediaType()
                                                        .schema(OASFactory.createSchema()
                                                                .ref(FHIR_BUNDLE))
                                                        .example(fhirExample()))));
    }

    /**
     * The FHIR answer's example, kept with the others in openapi-examples.json, as maps and lists (what
     * the document's writer takes): {@link OpenApiExamples} puts examples on JSON answers only.
     */
    private static Object fhirExample() {
        JsonObject example = OpenApiExamples.of(LabOpenApi.class).getJsonObject(FHIR_EXAMPLE);
        if (example == null) {
            return null;
        }
        try (Jsonb jsonb = JsonbBuilder.create()) {
            return jsonb.fromJson(example.get("response").toString(), Object.class);
        } catch (Exception e) {
            throw new IllegalStateException("The example of " + FHIR_EXAMPLE + " cannot be read", e);
        }
    }

    /** The outline of a FHIR Bundle: FHIR's own definitions describe the rest. */
    private static Schema fhirBundle() {
        return OASFactory.createSchema()
                .type(Schema.SchemaType.OBJECT)
                .required(List.of("resourceType", "type", "entry"))
                .properties(Map.of(
                        "resourceType",
                                OASFactory.createSchema()
                                        .type(Schema.SchemaType.STRING)
                                        .enumeration(List.of("Bundle")),
                        "type",
                                OASFactory.createSchema()
                                        .type(Schema.SchemaType.STRING)
                                        .enumeration(List.of("collection")),
                        "entry",
                                OASFactory.createSchema()
                                        .type(Schema.SchemaType.ARRAY)
                                        .description("The DiagnosticReport, then one Observation per result")
                                        .items(OASFactory.createSchema()
                                                .type(Schema.SchemaType.OBJECT)
                                                .properties(Map.of(
                                                        "fullUrl",
                                                                OASFactory.createSchema()
                                                                        .type(Schema.SchemaType.STRING),
                                                        "resource",
                                                                OASFactory.createSchema()
                                                                        .type(Schema.SchemaType.OBJECT))))));
    }

    private static Content originals() {
        Content content = OASFactory.createContent();
        for (FileType type : FileType.values()) {
            content.addMediaType(type.mediaType(), OASFactory.createMediaType().schema(binary()));
        }
        return content;
    }

    private static Schema form() {
        return OASFactory.createSchema()
                .type(Schema.SchemaType.OBJECT)
                .required(List.of("file"))
                .properties(Map.of(
                        "file", binary(),
                        "collectedAt",
                                OASFactory.createSchema()
                                        .type(Schema.SchemaType.STRING)
                                        .format("date"),
                        "notes",
                                OASFactory.createSchema()
                                        .type(Schema.SchemaType.STRING)
                                        .maxLength(LabResource.MAX_NOTES)));
    }

    private static Schema binary() {
        return OASFactory.createSchema().type(Schema.SchemaType.STRING).format("binary");
    }
}
