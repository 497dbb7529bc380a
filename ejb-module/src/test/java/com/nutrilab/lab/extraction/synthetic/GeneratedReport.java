package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.List;

/**
 * A generated report as a text PDF and what the extraction must read from it.
 *
 * @param results         the catalogue results printed, in order; empty for a document that is not a lab report
 * @param nonCatalogue    rows printed that are not catalogue results (qualitative serology, ratios), for the record
 */
record GeneratedReport(
        String layout,
        String description,
        String labName,
        LocalDate collectedAt,
        List<SyntheticResult> results,
        List<String> nonCatalogue,
        byte[] pdf) {}
