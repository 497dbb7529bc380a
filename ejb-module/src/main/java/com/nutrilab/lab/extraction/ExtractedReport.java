package com.nutrilab.lab.extraction;

import java.time.LocalDate;
import java.util.List;

/**
 * What a report says: who made it, when the sample was taken, and its results.
 *
 * @param analytes the results of the newest sample (the report's own, or a cumulative report's
 *                 newest dated column)
 * @param earlier  a cumulative report's older dated columns, newest first; empty for other reports
 */
public record ExtractedReport(
        String labName, LocalDate collectedAt, List<ExtractedAnalyte> analytes, List<EarlierResults> earlier) {

    /** A report that prints one sample's results. */
    public ExtractedReport(String labName, LocalDate collectedAt, List<ExtractedAnalyte> analytes) {
        this(labName, collectedAt, analytes, List.of());
    }

    /** The results of one older dated column of a cumulative report, under that column's date. */
    public record EarlierResults(LocalDate collectedAt, List<ExtractedAnalyte> analytes) {}
}
