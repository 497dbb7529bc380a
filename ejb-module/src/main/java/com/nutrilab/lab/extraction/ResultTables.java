package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A row counts as a result only inside something that looks like a results table: rows close
 * together of which at least two print a unit or a range with their value (or one prints both).
 * A name and a number alone, far from such rows (a dose in a letter, "Vitamin D supplements of
 * 1000 IU a day"), is no result; inside a table it is one whose unit or range was not printed or read.
 * A row of a test that prints no unit (INR, pH, a ratio) is a result with its range alone, and so is
 * a result labelled under its test's heading with its unit ("FERRITINA" over "Resultado: 45 ng/mL").
 */
final class ResultTables {

    /** Lines between two rows of one table: a section heading, a comment, a row outside the catalogue. */
    private static final int MAX_GAP = 4;
    /** Words around its value a row without unit and range may have and still be a table row. */
    private static final int MAX_STRAY_WORDS = 1;
    /**
     * Rows read as urine tests that make a table by themselves: a dipstick's list prints neither units
     * nor ranges ("pH 6,5", "Protein negativ", "Dichte 1,015"), and its rows are read as urine tests
     * only under a urinalysis heading or by names no blood test has.
     */
    private static final int MIN_URINALYSIS_ROWS = 2;
    /** Rows with unit and range that make a table of tests the catalogue does not know. */
    private static final int MIN_ROWS_OF_UNKNOWN_TESTS = 3;

    private ResultTables() {}

    /**
     * The readings that are results.
     *
     * @param labelledLines the lines of results labelled under their test's heading ("Resultado: 45
     *                      ng/mL" under "FERRITINA"): with its unit, such a result needs no table
     *                      around it (a Brazilian block's ranges by sex or age on lines of their own
     *                      put its neighbours far away)
     * @param rangeLines    the lines of a label and a range alone ("Follicular phase 3.5 - 12.5"): a
     *                      row's ranges for groups of people, part of its table however many
     */
    static List<RowReading> keep(List<RowReading> readings, Set<Integer> labelledLines, Set<Integer> rangeLines) {
        List<RowReading> kept = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= readings.size(); i++) {
            boolean blockEnds = i == readings.size()
                    || readings.get(i).page() != readings.get(i - 1).page()
                    || gap(readings.get(i - 1).line(), readings.get(i).line(), rangeLines) > MAX_GAP;
            if (blockEnds) {
                List<RowReading> block = readings.subList(from, i);
                if (isTable(block)) {
                    boolean knownTests = block.stream().anyMatch(RowReading::known);
                    block.stream()
                            .filter(r -> r.tabular() || r.strayWords() <= MAX_STRAY_WORDS)
                            .filter(r -> r.known() || knownTests || unknownTable(block))
                            .forEach(kept::add);
                } else {
                    // a test with no unit to print (INR, pH) is as complete as it can be with its range;
                    // it is a result, but makes no table of the names and numbers around it
                    block.stream()
                            .filter(r -> r.rangedWithoutUnit()
                                    || labelledLines.contains(r.line()) && r.known() && r.unit() != null)
                            .forEach(kept::add);
                }
                from = i;
            }
        }
        return kept;
    }

    /** The lines between two rows that are no row's ranges. */
    private static int gap(int from, int to, Set<Integer> rangeLines) {
        int gap = to - from;
        for (int line = from + 1; line < to; line++) {
            gap -= rangeLines.contains(line) ? 1 : 0;
        }
        return gap;
    }

    /**
     * Tests the catalogue does not know count in a block of rows with a catalogue test among them, in
     * one of at least this many rows that each print a unit and a range, or under a results table's
     * header (a report of one test: "HBsAg, quantitative  22.00  IU/mL  &lt;0.05").
     */
    private static boolean unknownTable(List<RowReading> block) {
        return block.stream().filter(RowReading::complete).count() >= MIN_ROWS_OF_UNKNOWN_TESTS
                || block.stream().anyMatch(r -> r.complete() && r.underHeader());
    }

    private static boolean isTable(List<RowReading> block) {
        List<RowReading> tabular = block.stream().filter(RowReading::tabular).toList();
        return tabular.size() >= 2
                || (tabular.size() == 1 && tabular.get(0).complete())
                || block.stream().filter(RowReading::urinalysis).count() >= MIN_URINALYSIS_ROWS;
    }
}
