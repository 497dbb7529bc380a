package com.nutrilab.marker;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.NoStore;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The caller's markers: each test's results over time, from every report and earlier column, in one unit. */
@ApplicationScoped
@NoStore
@Path("markers")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.USER)
public class MarkerResource {

    /** A LOINC code: digits, a hyphen, a check digit. */
    static final String LOINC = "\\d{1,7}-\\d";

    @Inject
    private Markers markers;

    /**
     * The caller's markers: one entry per test they have results for (by LOINC code, the
     * catalogue's whatever code or unit a lab used), with the latest result (by collection date,
     * then upload), how many results the series holds and the trend from the previous result: up,
     * down, or same within 3 % of the previous value, judged in the test's canonical unit; null
     * with one result or when either is not in the canonical unit. Built from the newest 50,000
     * results (docs/markers.md).
     */
    @GET
    public MarkerList list() {
        return markers.list();
    }

    /**
     * One test's results, oldest first, from every report and every earlier column of cumulative
     * reports, each as printed and in the test's canonical unit (or why not: notConverted), with
     * its report and where its date comes from (collected, column, uploaded). A value printed twice
     * for one date (two reports of one sample) appears once. from and to (YYYY-MM-DD, inclusive)
     * bound the collection date; at most 1,000 results, the newest (truncated says so). Any code of
     * a catalogue test names its series (urea's joins BUN's); 400 for a code that is no LOINC code,
     * 404 for one outside the catalogue the caller has no results under.
     */
    @GET
    @Path("{code}")
    public MarkerHistory history(
            @PathParam("code") @Pattern(regexp = LOINC, message = "must be a LOINC code such as 2345-7") String code,
            @Valid @BeanParam MarkerHistoryParams window) {
        return markers.history(code, window.from(), window.to());
    }
}
