package com.nutrilab.recommendation;

import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.lab.LabAnalyte;
import com.nutrilab.lab.LabReading;
import com.nutrilab.lab.LabResult;
import com.nutrilab.lab.LabResults;
import com.nutrilab.lab.extraction.Analyte;
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
public class Recommendations {

    /** The reports a recommendation reads, newest first: enough for every marker's latest value. */
    private static final int MAX_REPORTS = 50;

    @Inject
    private CurrentCaller caller;

    @Inject
    private Profiles profiles;

    @Inject
    private LabResults labResults;

    @Inject
    private LabReading labReading;

    @Inject
    private FoodTable foodTable;

    @Inject
    private RecommendationData data;

    public RecommendationView recommend(int limit, String group) {
        String userId = caller.require(PrincipalKind.USER).subject();
        return data.recommender().recommend(foodTable.foods(), latestMarkers(labResults.completedOf(userId, MAX_REPORTS)),
                profiles.get(), limit, group, Instant.now());
    }

    /**
     * Each analyte's latest result: by collection date (the upload day when none is known), the
     * later upload on a tie. Results without a catalogue analyte or a number are not markers.
     */
    Map<String, Marker> latestMarkers(List<LabResult> reports) {
        Map<String, Marker> latest = new HashMap<>();
        for (LabResult report : reports) { // newest upload first: an equal date keeps the first seen
            LocalDate date = report.collectedAt() != null ? report.collectedAt()
                    : LocalDate.ofInstant(report.uploadedAt(), ZoneOffset.UTC);
            for (LabAnalyte analyte : report.analytes()) {
                Optional<Analyte> known = analyte.code() == null ? Optional.empty()
                        : labReading.catalogue().byCode(analyte.code());
                if (known.isEmpty() || analyte.value() == null) {
                    continue;
                }
                Marker marker = new Marker(known.get().key(), analyte.code(), analyte.name(), analyte.value(),
                        analyte.valueText(), analyte.unit(), analyte.flag(), analyte.low(), analyte.high(), date,
                        report.id());
                latest.merge(marker.key(), marker, (kept, other) -> other.collectedAt().isAfter(kept.collectedAt())
                        ? other : kept);
            }
        }
        return latest;
    }
}
