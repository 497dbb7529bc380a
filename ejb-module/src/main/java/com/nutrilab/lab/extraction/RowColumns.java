package com.nutrilab.lab.extraction;

/**
 * Where a row's word stands among the table's columns, for the readers that must not take another
 * column's number for the row's own: under a cumulative table's dated column other than the one
 * read, left of its dated columns (in the unit or the range), or under the header's previous result.
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

    /** Whether the word at i lies left of a cumulative table's dated columns: in its range or unit. */
    boolean beforeDates(int i) {
        return dated.cumulative() && dated.beforeDates(row.middle(i));
    }
}
