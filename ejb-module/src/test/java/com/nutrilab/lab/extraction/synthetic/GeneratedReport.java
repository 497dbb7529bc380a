package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.List;

/**
 * A generated report as a text PDF and what the extraction must read from it.
 *
 * @param results         the catalogue results printed, in order; empty for a document that is not a lab report
 * @param nonCatalogue    rows printed that are not catalogue results (qualitative serology, ratios), for the record
 * @param absent          catalogue rows printed without a current result (a cumulative report's row whose
 *                        newest column is empty), from which nothing may be read; their values are older ones
 */
record GeneratedReport(
        String layout,
        String description,
        String labName,
        LocalDate collectedAt,
        List<SyntheticResult> results,
        List<String> nonCatalogue,
        List<SyntheticResult> absent,
        byte[] pdf) {

    GeneratedReport(
            String layout,
            String description,
            String labName,
            LocalDate collectedAt,
            List<SyntheticResult> results,
            List<String> nonCatalogue,
            byte[] pdf) {
        this(layout, description, labName, collectedAt, results, nonCatalogue, List.of(), pdf);
    }
}
