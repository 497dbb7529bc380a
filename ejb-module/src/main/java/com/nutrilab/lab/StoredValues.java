package com.nutrilab.lab;

import com.nutrilab.lab.extraction.ExtractedAnalyte;
import com.nutrilab.lab.extraction.ExtractedReport;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * What a reading gives, fitted to what the database stores, so that a hostile file never fails
 * the transaction that records its outcome: texts are cut to their column, numbers that are not
 * finite or absurdly large (a 400-digit number, "Infinity") are dropped, and a printed date
 * outside 1900 to next year is not taken for the collection date.
 */
final class StoredValues {

    /** Larger than any count a lab reports per litre (platelets: about 4e11), far below overflow. */
    private static final double MAX_MAGNITUDE = 1e15;

    private static final LocalDate EARLIEST = LocalDate.of(1900, 1, 1);

    private StoredValues() {}

    static LabAnalyte analyte(ExtractedAnalyte a) {
        LabAnalyte stored = new LabAnalyte(
                text(a.code(), LabAnalyte.MAX_CODE),
                text(a.name(), LabAnalyte.MAX_NAME),
                text(a.printedName(), LabAnalyte.MAX_PRINTED_NAME),
                number(a.value()),
                text(a.text(), LabAnalyte.MAX_TEXT),
                text(a.valueText(), LabAnalyte.MAX_VALUE_TEXT),
                text(a.unit(), LabAnalyte.MAX_UNIT),
                text(a.unitText(), LabAnalyte.MAX_UNIT_TEXT),
                number(a.low()),
                number(a.high()),
                text(a.rangeText(), LabAnalyte.MAX_RANGE_TEXT),
                text(a.flag(), LabAnalyte.MAX_FLAG),
                a.page(),
                Math.max(0, Math.min(1, a.confidence())),
                text(a.doubt(), LabAnalyte.MAX_DOUBT));
        ExtractedAnalyte.OtherUnit other = a.otherUnit();
        // Only a second unit the catalogue knows is kept: the column holds UCUM, as unit does.
        if (other != null && other.unit() != null && number(other.value()) != null) {
            stored.alsoPrinted(
                    number(other.value()),
                    text(other.valueText(), LabAnalyte.MAX_VALUE_TEXT),
                    text(other.unit(), LabAnalyte.MAX_UNIT));
        }
        return stored;
    }

    /**
     * A cumulative report's older columns, newest first, each result under its column's date. A
     * column whose printed date is not taken (outside 1900 to next year) keeps its results, undated:
     * they are never put under another column's date.
     */
    static List<EarlierAnalyte> earlier(List<ExtractedReport.EarlierResults> columns) {
        List<EarlierAnalyte> stored = new ArrayList<>();
        for (ExtractedReport.EarlierResults column : columns) {
            LocalDate date = date(column.collectedAt());
            column.analytes().forEach(a -> stored.add(new EarlierAnalyte(date, analyte(a))));
        }
        return stored;
    }

    static String text(String text, int max) {
        return text == null || text.length() <= max ? text : text.substring(0, max);
    }

    static Double number(Double value) {
        return value == null || !Double.isFinite(value) || Math.abs(value) > MAX_MAGNITUDE ? null : value;
    }

    static LocalDate date(LocalDate date) {
        return date == null
                        || date.isBefore(EARLIEST)
                        || date.isAfter(LocalDate.now().plusYears(1))
                ? null
                : date;
    }
}
