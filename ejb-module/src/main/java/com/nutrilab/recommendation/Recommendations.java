package com.nutrilab.recommendation;

import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.lab.LabAnalyte;
import com.nutrilab.lab.LabResults;
import com.nutrilab.lab.extraction.Analyte;
import com.nutrilab.lab.extraction.AnalyteCatalogue;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** GET /recommendations for the caller: their profile, their latest markers, every food. */
@Stateless
@RolesAllowed(Roles.USER)
public class Recommendations {

    /** The results a recommendation reads, newest reports first: enough for every marker's latest value. */
    private static final int MAX_RESULTS = 5_000;

    @Inject
    private CurrentCaller caller;

    @Inject
    private Profiles profiles;

    @Inject
    private LabResults labResults;

    @Inject
    private AnalyteCatalogue catalogue;

    @Inject
    private FoodTable foodTable;

    @Inject
    private RecommendationData data;

    public RecommendationView recommend(int limit, String group) {
        String userId = caller.require(PrincipalKind.USER).subject();
        return data.recommender()
                .recommend(
                        foodTable.foods(),
                        latestMarkers(labResults.completedAnalytesOf(userId, MAX_RESULTS)),
                        profiles.get(),
                        limit,
                        group,
                        Instant.now());
    }

    /**
     * Each analyte's latest result: by collection date (the upload day when none is known), the
     * later upload on a tie. Results without a catalogue analyte or a number are not markers.
     */
    Map<String, Marker> latestMarkers(List<LabResults.ReportedAnalyte> results) {
        Map<String, Marker> latest = new HashMap<>();
        for (LabResults.ReportedAnalyte result : results) { // newest upload first: an equal date keeps the first seen
            LabAnalyte analyte = result.analyte();
            Optional<Analyte> known = analyte.code() == null ? Optional.empty() : catalogue.byCode(analyte.code());
            if (known.isEmpty() || analyte.value() == null) {
                continue;
            }
            LocalDate date = result.collectedAt() != null
                    ? result.collectedAt()
                    : LocalDate.ofInstant(result.uploadedAt(), ZoneOffset.UTC);
            Marker marker = new Marker(
                    known.get().key(),
                    analyte.code(),
                    analyte.name(),
                    analyte.value(),
                    analyte.valueText(),
                    analyte.unit(),
                    analyte.flag(),
                    analyte.low(),
                    analyte.high(),
                    date,
                    result.labResultId());
            latest.merge(
                    marker.key(),
                    marker,
                    (kept, other) -> other.collectedAt().isAfter(kept.collectedAt()) ? other : kept);
        }
        return latest;
    }
}
