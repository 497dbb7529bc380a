package com.nutrilab.marker;

import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;

/** One test the user has results for: its latest result, how many, and the direction of the last change. */
@JsonbNillable
@JsonbPropertyOrder({"code", "name", "canonicalUnit", "latest", "count", "trend"})
public record MarkerSummary(
        String code, String name, String canonicalUnit, MarkerResult latest, int count, String trend) {

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
