package com.nutrilab.lab;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.DatabaseRetries;
import com.nutrilab.platform.InvalidInputException;
import com.nutrilab.platform.NoStore;
import com.nutrilab.platform.PageQuery;
import com.nutrilab.platform.PageResponse;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.EntityPart;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** The caller's lab reports: upload, list, read, download, delete. */
@ApplicationScoped
@NoStore
@Path("labs")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.USER)
public class LabResource {

    private static final int MAX_FILE_NAME = 255;
    static final int MAX_NOTES = 2000;
    private static final int MAX_FIELD_BYTES = 4 * 1024;
    private static final LocalDate EARLIEST_COLLECTION = LocalDate.of(1900, 1, 1);

    @Inject
    private LabUploads uploads;

    @Inject
    private LabResults results;

    @Inject
    private LabSettings settings;

    @Inject
    private DatabaseRetries retries;

    /** The answer to DELETE. */
    public record Deleted(String id, boolean deleted) {}

    @POST
    @Path("upload")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @BoundedUpload
    @APIResponse(responseCode = "409", description = "The same file is being uploaded by another request of this user")
    @APIResponse(responseCode = "413", description = "The file is above nutrilab.labs.max-upload-bytes")
    @APIResponse(responseCode = "415", description = "Not a PDF, PNG, JPEG or TIFF (judged by the bytes)")
    public LabResultView uploadForm(List<EntityPart> parts) throws IOException {
        EntityPart file = part(parts, "file")
                .orElseThrow(() -> new InvalidInputException("file", "a part named file is required"));
        String collectedAt = text(parts, "collectedAt");
        String notes = text(parts, "notes");
        if (notes != null && notes.length() > MAX_NOTES) {
            throw new InvalidInputException("notes", "must be at most " + MAX_NOTES + " characters");
        }
        LabUploads.Upload upload = new LabUploads.Upload(
                readBounded(file.getContent()),
                fileName(file.getFileName().orElse(null)),
                collectionDate(collectedAt),
                notes);
        return retries.brief(() -> uploads.upload(upload));
    }

    @POST
    @Path("upload")
    @Consumes(MediaType.WILDCARD)
    @BoundedUpload
    @APIResponse(responseCode = "409", description = "The same file is being uploaded by another request of this user")
    @APIResponse(responseCode = "413", description = "The file is above nutrilab.labs.max-upload-bytes")
    @APIResponse(responseCode = "415", description = "Not a PDF, PNG, JPEG or TIFF (judged by the bytes)")
    public LabResultView uploadRaw(InputStream body, @QueryParam("filename") String fileName) throws IOException {
        if (fileName != null && fileName.length() > MAX_FILE_NAME) {
            throw new InvalidInputException("filename", "must be at most " + MAX_FILE_NAME + " characters");
        }
        byte[] content = readBounded(body);
        if (content.length == 0) {
            throw new InvalidInputException("file", "the request body (the file) is empty");
        }
        LabUploads.Upload upload = new LabUploads.Upload(content, fileName(fileName), null, null);
        return retries.brief(() -> uploads.upload(upload));
    }

    @GET
    public PageResponse<LabResultView> list(
            @Valid @BeanParam LabListParams filter, @Valid @BeanParam PageQuery paging) {
        return PageResponse.of(results.list(filter.toFilter(), paging.page(), paging.pageSize()));
    }

    @GET
    @Path("{id}")
    public LabResultView get(@PathParam("id") @Size(max = 36) String id) {
        return results.get(id);
    }

    /**
     * The lab result as FHIR R4 (application/fhir+json): a Bundle of type collection with a
     * DiagnosticReport (status final, category LAB, LOINC 11502-2, effective, issued, results) and
     * one Observation per result, the earlier columns of a cumulative report too, each with its own
     * effectiveDateTime: category laboratory, LOINC code with the printed name as text (text only
     * for a test outside the catalogue), valueQuantity in UCUM (with its comparator for {@code <0.5}) or
     * valueString for a result in words, referenceRange, interpretation H/L/N/A, the doubt as a
     * note. The subject is Patient/{the user's id}: no name or other identifier of the user. 404
     * for an unknown id or another user's; 409 while PROCESSING, or when FAILED.
     */
    @GET
    @Path("{id}/fhir")
    @Produces(LabFhir.MEDIA_TYPE)
    @APIResponse(
            responseCode = "409",
            description = "The report is still PROCESSING, or FAILED: it has no results to give yet")
    public Response fhir(@PathParam("id") @Size(max = 36) String id) {
        return Response.ok(results.fhir(id).toString(), LabFhir.MEDIA_TYPE).build();
    }

    @GET
    @Path("{id}/file")
    @Produces(MediaType.WILDCARD)
    public Response file(@PathParam("id") @Size(max = 36) String id) {
        LabResults.OriginalFile file = results.file(id);
        return Response.ok(file.content(), file.contentType())
                .header(HttpHeaders.CONTENT_DISPOSITION, attachment(file.fileName()))
                .header("X-Content-Type-Options", "nosniff")
                .build();
    }

    @DELETE
    @Path("{id}")
    public Deleted delete(@PathParam("id") @Size(max = 36) String id) {
        return retries.brief(() -> {
            results.delete(id);
            return new Deleted(id, true);
        });
    }

    /** The day the sample was taken, which cannot be before 1900 or after tomorrow (any time zone's today). */
    private static LocalDate collectionDate(String printed) {
        LocalDate date = LabListParams.date("collectedAt", printed);
        if (date != null
                && (date.isBefore(EARLIEST_COLLECTION)
                        || date.isAfter(LocalDate.now().plusDays(1)))) {
            throw new InvalidInputException("collectedAt", "must be a date from 1900-01-01 to tomorrow");
        }
        return date;
    }

    /** An attachment header with the name as ASCII and as UTF-8 (RFC 6266), quotes and line breaks defused. */
    private static String attachment(String fileName) {
        String name = fileName == null ? "lab-report" : fileName;
        String ascii = name.replaceAll("[^\\x20-\\x7E]|[\"\\\\]", "_");
        return "attachment; filename=\"" + ascii + "\"; filename*=UTF-8''"
                + URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** Reads at most the cap: one byte more means the file is too large (413). */
    private byte[] readBounded(InputStream in) throws IOException {
        long max = settings.maxUploadBytes();
        byte[] content = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, max + 1));
        if (content.length > max) {
            throw new FileTooLargeException(max);
        }
        return content;
    }

    private static Optional<EntityPart> part(List<EntityPart> parts, String name) {
        return parts.stream().filter(part -> name.equals(part.getName())).findFirst();
    }

    private static String text(List<EntityPart> parts, String name) throws IOException {
        Optional<EntityPart> part = part(parts, name);
        if (part.isEmpty()) {
            return null;
        }
        byte[] bytes = part.get().getContent().readNBytes(MAX_FIELD_BYTES + 1);
        if (bytes.length > MAX_FIELD_BYTES) {
            throw new InvalidInputException(name, "is too long");
        }
        String text = new String(bytes, StandardCharsets.UTF_8).strip();
        return text.isEmpty() ? null : text;
    }

    /** The name without any path a browser or client put before it, at most 255 characters. */
    private static String fileName(String given) {
        if (given == null || given.isBlank()) {
            return null;
        }
        String name = given.substring(Math.max(given.lastIndexOf('/'), given.lastIndexOf('\\')) + 1)
                .strip();
        name = name.replaceAll("\\p{Cntrl}", "");
        return name.isEmpty() ? null : name.substring(0, Math.min(name.length(), MAX_FILE_NAME));
    }
}
