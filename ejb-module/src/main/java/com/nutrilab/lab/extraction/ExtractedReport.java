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

    /**
     * How many of the report's values, its earlier columns' too, were given without a doubt and how
     * many with one: what a user can take as read and what they should check.
     */
    public Certainty certainty() {
        List<ExtractedAnalyte> all = new java.util.ArrayList<>(analytes);
        earlier.forEach(column -> all.addAll(column.analytes()));
        int doubtful = (int) all.stream().filter(a -> a.doubt() != null).count();
        return new Certainty(all.size() - doubtful, doubtful);
    }

    /** Values given without a doubt and with one. */
    public record Certainty(int sure, int doubtful) {}

    /** The results of one older dated column of a cumulative report, under that column's date. */
    public record EarlierResults(LocalDate collectedAt, List<ExtractedAnalyte> analytes) {}
}
