package com.nutrilab.marker;

import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** GET /markers/{code}: one test's results, oldest first. */
@JsonbNillable
@JsonbPropertyOrder({"code", "name", "canonicalUnit", "results", "truncated"})
public record MarkerHistory(
        @Schema(description = "The test's LOINC code (the catalogue's)") String code,
        @Schema(description = "The catalogue's name of the test") String name,
        @Schema(
                        description = "The unit canonical values are in; null for a test outside the catalogue",
                        nullable = true)
                String canonicalUnit,
        @Schema(description = "Oldest first; a result printed twice for one date appears once")
                List<MarkerResult> results,
        @Schema(
                        description = "True when the window held more than 1,000 results: the newest 1,000 are given; "
                                + "narrow from and to for the rest")
                boolean truncated) {}
