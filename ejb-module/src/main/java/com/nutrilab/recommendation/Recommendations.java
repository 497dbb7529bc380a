package com.nutrilab.recommendation;

import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.lab.LabAnalyte;
import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.marker.MarkerReadings;
import com.nutrilab.marker.MarkerSeries;
import com.nutrilab.marker.Reading;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
    private MarkerReadings readings;

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
                        latestMarkers(readings.of(userId, null, MAX_RESULTS), catalogue),
                        profiles.get(),
                        limit,
                        group,
                        Instant.now());
    }

    /**
     * Each test's latest result with a number read without a doubt, from the reports and the
     * earlier columns of cumulative ones: by date, the later upload on a tie ({@link MarkerSeries}), with its value and
     * range in the test's canonical unit, which the marker is judged by. Results without a catalogue
     * analyte or a number are not markers.
     */
    static Map<String, Marker> latestMarkers(List<Reading> results, AnalyteCatalogue catalogue) {
        Map<String, Marker> latest = new HashMap<>();
        for (MarkerSeries series : MarkerSeries.of(results, catalogue).values()) {
            if (series.analyte() == null) {
                continue;
            }
            series.latestSureNumber().ifPresent(point -> {
                LabAnalyte analyte = point.reading().analyte();
                String code = catalogue.byCode(analyte.code()).orElseThrow().loinc();
                latest.put(
                        series.analyte().key(),
                        new Marker(
                                series.analyte().key(),
                                code,
                                analyte.name(),
                                analyte.value(),
                                analyte.valueText(),
                                analyte.unit(),
                                analyte.flag(),
                                analyte.low(),
                                analyte.high(),
                                point.reading().date(),
                                point.reading().labResultId(),
                                point.canonicalValue() == null
                                        ? null
                                        : new Marker.Canonical(
                                                point.canonicalValue(), point.canonicalLow(), point.canonicalHigh())));
            });
        }
        return latest;
    }
}
