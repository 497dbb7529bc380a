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
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** The signed-in user's own data: exported and erased on their request (docs/privacy.md). */
@ApplicationScoped
@NoStore
@Path("me")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.USER)
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
    @APIResponse(
            responseCode = "200",
            description = "The export: exportedAt, account, profile, refreshTokens, labReports[{report, file, "
                    + "webhookEvents}] (docs/privacy.md)")
    public Response export() {
        PersonalDataExport.Head head = personalDataExport.head();
        StreamingOutput body = out -> document.write(head, out);
        return Response.ok(body, MediaType.APPLICATION_JSON)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"nutrilab-export.json\"")
                .build();
    }

    @DELETE
    public Erasure erase() {
        return new Erasure(retries.brief(personalData::eraseMe));
    }
}
