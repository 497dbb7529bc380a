package com.nutrilab.lab.extraction;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The header row of a results table: where its result, range and "out of range" columns are.
 * A header names a result column and a range column ("Result … Reference Interval").
 */
final class TableHeader {

    enum Column {
        RESULT,
        OUT_OF_RANGE,
        RANGE,
        UNITS,
        FLAG
    }

    static final TableHeader NONE = new TableHeader(new EnumMap<>(Column.class));

    /** Each column's horizontal middle. */
    private final Map<Column, Double> columns;

    private TableHeader(Map<Column, Double> columns) {
        this.columns = columns;
    }

    static Optional<TableHeader> of(TextLine line) {
        Map<Column, Double> columns = new EnumMap<>(Column.class);
        List<Word> words = line.words();
        for (int i = 0; i < words.size(); i++) {
            String word = AnalyteCatalogue.normalize(words.get(i).text());
            String next = i + 1 < words.size()
                    ? AnalyteCatalogue.normalize(words.get(i + 1).text())
                    : "";
            String afterNext = i + 2 < words.size()
                    ? AnalyteCatalogue.normalize(words.get(i + 2).text())
                    : "";
            double middle = (words.get(i).left() + words.get(i).right()) / 2;
            if (word.equals("out") && next.equals("of") && afterNext.startsWith("range")) {
                columns.putIfAbsent(Column.OUT_OF_RANGE, middle);
                i += 2;
            } else if (word.equals("in") && next.startsWith("range")) {
                columns.putIfAbsent(Column.RESULT, middle);
                i += 1;
            } else if (word.startsWith("result")
                    || word.equals("value")
                    || word.equals("ergebnis")
                    || word.equals("wert")
                    || word.equals("befund")) {
                columns.putIfAbsent(Column.RESULT, middle);
            } else if (word.startsWith("reference")
                    || word.equals("range")
                    || word.equals("interval")
                    || word.startsWith("normal")
                    || word.startsWith("referenz")
                    || word.equals("norm")) {
                columns.putIfAbsent(Column.RANGE, middle);
            } else if (word.startsWith("unit") || word.startsWith("einheit")) {
                columns.putIfAbsent(Column.UNITS, middle);
            } else if (word.equals("flag") || word.equals("flags")) {
                columns.putIfAbsent(Column.FLAG, middle);
            }
        }
        boolean isHeader = columns.containsKey(Column.RESULT)
                && columns.containsKey(Column.RANGE)
                && words.stream().noneMatch(w -> w.text().chars().anyMatch(Character::isDigit));
        return isHeader ? Optional.of(new TableHeader(columns)) : Optional.empty();
    }

    /** Whether the range column comes before the result column, so "&lt;200 &lt;150" is range then value. */
    boolean rangeBeforeResult() {
        return columns.containsKey(Column.RANGE) && columns.get(Column.RANGE) < columns.get(Column.RESULT);
    }

    /** Whether a value printed at this horizontal middle sits in the "out of range" column. */
    boolean inOutOfRangeColumn(double middle) {
        Double out = columns.get(Column.OUT_OF_RANGE);
        Double result = columns.get(Column.RESULT);
        return out != null && result != null && Math.abs(middle - out) < Math.abs(middle - result);
    }
}
