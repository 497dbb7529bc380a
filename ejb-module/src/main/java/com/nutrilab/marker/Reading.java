package com.nutrilab.marker;

import com.nutrilab.lab.LabAnalyte;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;

/**
 * One stored result of a user's completed report, dated: the report's own results under its
 * collection date (or its upload day where it has none), a cumulative report's earlier columns
 * under each column's date.
 *
 * @param date   null only for an earlier column whose date was not taken: it is never put under another date
 * @param column 0 for the report's own results, 1 for its earlier columns
 */
public record Reading(
        String labResultId, LocalDate date, DateSource dateSource, Instant uploadedAt, int column, LabAnalyte analyte) {

    /** Where a result's date comes from (the API's {@code dateSource}). */
    public enum DateSource {
        /** The report's collection date: given at upload or printed. */
        COLLECTED,
        /** The date of an earlier column of a cumulative report. */
        COLUMN,
        /** The upload day (UTC): the report gives no date. */
        UPLOADED;

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
