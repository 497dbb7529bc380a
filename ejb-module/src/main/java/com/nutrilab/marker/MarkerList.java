package com.nutrilab.marker;

import java.util.List;

/** GET /markers: one entry per test the user has results for, by name. */
public record MarkerList(List<MarkerSummary> items) {}
