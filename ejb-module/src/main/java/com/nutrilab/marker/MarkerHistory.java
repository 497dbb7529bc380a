package com.nutrilab.marker;

import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.util.List;

/** GET /markers/{code}: one test's results, oldest first. */
@JsonbNillable
@JsonbPropertyOrder({"code", "name", "canonicalUnit", "results", "truncated"})
public record MarkerHistory(
        String code, String name, String canonicalUnit, List<MarkerResult> results, boolean truncated) {}
