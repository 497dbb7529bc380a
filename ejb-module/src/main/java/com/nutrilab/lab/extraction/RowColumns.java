package com.nutrilab.lab.extraction;

/**
 * Where a row's word stands among the table's columns, for the readers that must not take another
 * column's number for the row's own: under a cumulative table's dated column other than the one
 * read, beside its dated columns (in the unit or the range), right of the dates found while an older
 * column is read, or under the header's previous result.
 */
final class RowColumns {

    private final TableHeader header;
    private final DatedColumns dated;
    /** The dated column read, of a cumulative table's row; -1 for other rows. */
    private final int column;

    private final PrintedRow row;

    RowColumns(TableHeader header, DatedColumns dated, int column, PrintedRow row) {
        this.header = header;
        this.dated = dated;
        this.column = column;
        this.row = row;
    }

    /** Whether the word at i is printed under another dated column than the one read, or the header's previous result. */
    boolean earlierResult(int i) {
        return otherColumn(i) || header.inPreviousColumn(row.middle(i));
    }

    /** Whether the word at i lies under another dated column than the one read (not beside them, in the unit or range). */
    boolean otherColumn(int i) {
        double middle = row.middle(i);
        return dated.cumulative()
                && !dated.beyondDates(middle)
                && !dated.beforeDates(middle)
                && dated.columnAt(middle) != column;
    }

    /**
     * Whether the word at i lies beside a cumulative table's dated columns, in its range or unit: left
     * of them, or right of them after a unit read right of them. A row whose newest column is empty
     * gave its range's first number as the result ("Trombocyten 123 151 153 186 10^9/L 150 450", the
     * 123 under an older date). Right of the dates alone is not enough: where OCR lost a date, the
     * dates found end before the last column's values (a Swiss scan's "HCO3 21.0-26.0 mmol/l 20,7").
     */
    boolean besideDates(int i, RowFields fields) {
        double middle = row.middle(i);
        return dated.cumulative()
                && (dated.beforeDates(middle) || (unitRightOfDates(fields) && dated.beyondDates(middle)));
    }

    /**
     * Whether the word at i stands right of the dates found, under no unit printed there, while an
     * older column is read: a later column's value, whose date OCR lost or the header printed on a
     * line of its own, never the older column's (a Swiss scan's "HCO3 ... 20,7" was read under each
     * older date).
     */
    boolean laterThanColumnRead(int i, RowFields fields) {
        return dated.cumulative()
                && column != dated.newest()
                && !unitRightOfDates(fields)
                && dated.beyondDates(row.middle(i));
    }

    /** Whether the row's unit was read right of the dates, in a unit column there. */
    private boolean unitRightOfDates(RowFields fields) {
        return !Double.isNaN(fields.unitMiddle) && dated.beyondDates(fields.unitMiddle);
    }
}
