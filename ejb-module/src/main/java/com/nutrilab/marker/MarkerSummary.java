package com.nutrilab.marker;

import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One test the user has results for: its latest result, how many, and the direction of the last change. */
@JsonbNillable
@JsonbPropertyOrder({"code", "name", "canonicalUnit", "latest", "count", "trend"})
public record MarkerSummary(
        @Schema(description = "LOINC code of the test (the catalogue's, whatever code or unit a lab used)") String code,
        @Schema(description = "The catalogue's name of the test") String name,
        @Schema(
                        description =
                                "The unit the test's results are compared in; null for a test outside the catalogue",
                        nullable = true)
                String canonicalUnit,
        @Schema(description = "The newest result (by collection date, then upload)") MarkerResult latest,
        @Schema(description = "How many results the series holds (a result printed twice for one date counts once)")
                int count,
        @Schema(
                        description =
                                "From the previous result to the latest, in the canonical unit: same within 3 % of "
                                        + "the previous value; null with one result, or when either is not in the canonical unit",
                        enumeration = {"up", "down", "same"},
                        nullable = true)
                String trend) {

    static MarkerSummary of(MarkerSeries series) {
        return new MarkerSummary(
                series.code(),
                series.name(),
                series.canonicalUnit(),
                MarkerResult.of(series.latest()),
                series.points().size(),
                series.trend());
    }
}
