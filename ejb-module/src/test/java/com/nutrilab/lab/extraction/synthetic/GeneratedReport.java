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
 * @param earlier         a cumulative report's older dated columns, newest first, each with every value it prints
 * @param complete        whether {@code results} (with {@code earlier}) are every result the report prints, so
 *                        that any other result read is wrong (the layouts of issue 54); the older layouts' truth
 *                        lists the catalogue's tests of its time, and a row of another test is unscored
 * @param alsoPrinted     values printed a second time in another unit (under the result, for the record): the
 *                        result is the first; reading the second as a result of its own is wrong
 */
record GeneratedReport(
        String layout,
        String description,
        String labName,
        LocalDate collectedAt,
        List<SyntheticResult> results,
        List<String> nonCatalogue,
        List<SyntheticResult> absent,
        List<EarlierColumn> earlier,
        boolean complete,
        List<SyntheticResult> alsoPrinted,
        byte[] pdf) {

    /** One older dated column of a cumulative report and the values it prints. */
    record EarlierColumn(LocalDate collectedAt, List<SyntheticResult> results) {}

    GeneratedReport(
            String layout,
            String description,
            String labName,
            LocalDate collectedAt,
            List<SyntheticResult> results,
            List<String> nonCatalogue,
            List<SyntheticResult> absent,
            byte[] pdf) {
        this(
                layout,
                description,
                labName,
                collectedAt,
                results,
                nonCatalogue,
                absent,
                List.of(),
                false,
                List.of(),
                pdf);
    }

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
