package com.nutrilab.privacy;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.DatabaseRetries;
import com.nutrilab.platform.NoStore;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;

/** The signed-in user's own data: exported and erased on their request (docs/privacy.md). */
@ApplicationScoped
@NoStore
@Path("me")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.USER)
@SecurityRequirement(name = "userToken")
public class MeResource {

    @Inject
    private PersonalData personalData;

    @Inject
    private PersonalDataExport personalDataExport;

    @Inject
    private ExportDocument document;

    @Inject
    private DatabaseRetries retries;

    @GET
    @Path("export")
    @Operation(
            summary = "Everything stored about the caller, as one JSON document, written while it is read: the account "
                    + "(never its password), the profile (null if never set), the refresh tokens (never the tokens "
                    + "themselves), and every lab report with its results, the path of its original file and the "
                    + "webhook events about it (each attempt's outcome, never the receiver's error text)")
    @APIResponse(
            responseCode = "200",
            description = "The export: exportedAt, account, profile, refreshTokens, labReports[{report, file, "
                    + "webhookEvents}] (docs/privacy.md)",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = PersonalDataExport.UserExport.class)))
    public Response export() {
        PersonalDataExport.Head head = personalDataExport.head();
        StreamingOutput body = out -> document.write(head, out);
        return Response.ok(body, MediaType.APPLICATION_JSON)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"nutrilab-export.json\"")
                .build();
    }

    @DELETE
    @Operation(
            summary = "Erase the caller at once, as DELETE /users/{id} does: the token used for this call is refused "
                    + "from now on, like every other of the user's. Answers what was deleted; there is no undo.")
    public Erasure erase() {
        return new Erasure(retries.brief(personalData::eraseMe));
    }
}
