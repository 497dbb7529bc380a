package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The header row of a results table: where its result, range and "out of range" columns are.
 * A header names a result column and a range column ("Result … Reference Interval").
 */
final class TableHeader {

    enum Column {
        /** The test's name: the header's first word ("TESTS", "Investigation"). */
        NAME,
        RESULT,
        OUT_OF_RANGE,
        RANGE,
        UNITS,
        FLAG,
        /** The method a lab names beside each test ("Photometry", "Calculated"): no part of its name. */
        METHOD,
        /** An earlier result of the same test ("Previous Result", "Vorwert"): never the current one. */
        PREVIOUS,
        /** The range's low bound printed in a column of its own ("Min", "von", "Valor mín."). */
        RANGE_LOW,
        /** The range's high bound printed in a column of its own ("Max", "bis", "Valor máx."). */
        RANGE_HIGH
    }

    static final TableHeader NONE = new TableHeader(new EnumMap<>(Column.class));

    /** The words that head each column, in every language read ({@link Language.Columns}). */
    private static final Vocabulary WORDS = Vocabulary.shipped();

    /** A lower-case letter then a capital: where a text layer ran two bold header words together. */
    private static final Pattern RUN_TOGETHER = Pattern.compile("(?<=\\p{Ll})(?=\\p{Lu})");

    /** A date heading the result column of a one-sample table. */
    private static final Pattern DATE = Pattern.compile("\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}");

    /** Each column's horizontal middle. */
    private final Map<Column, Double> columns;

    private TableHeader(Map<Column, Double> columns) {
        this.columns = columns;
    }

    /**
     * The header's words, each a text layer ran into the one before ("Valores de referenciaResultado")
     * put apart where a column's word begins with a capital, each part given its share of the width.
     */
    private static List<Word> apart(List<Word> words) {
        List<Word> apart = new ArrayList<>(words.size());
        for (Word word : words) {
            String text = word.text();
            String[] parts = RUN_TOGETHER.split(text, 2);
            if (parts.length < 2 || !headsAColumn(parts[1])) {
                apart.add(word);
                continue;
            }
            double cut = word.left() + (word.right() - word.left()) * parts[0].length() / text.length();
            apart.add(new Word(parts[0], word.left(), word.top(), cut, word.bottom(), word.confidence()));
            apart.add(new Word(parts[1], cut, word.top(), word.right(), word.bottom(), word.confidence()));
        }
        return apart;
    }

    private static boolean headsAColumn(String word) {
        return WORDS.resultColumn.contains(word)
                || WORDS.rangeColumn.contains(word)
                || WORDS.unitColumn.contains(word)
                || WORDS.flagColumn.contains(word);
    }

    static Optional<TableHeader> of(TextLine line) {
        Map<Column, Double> columns = new EnumMap<>(Column.class);
        List<Word> words = apart(line.words());
        for (int i = 0; i < words.size(); i++) {
            String word = AnalyteCatalogue.normalize(words.get(i).text());
            String next = i + 1 < words.size()
                    ? AnalyteCatalogue.normalize(words.get(i + 1).text())
                    : "";
            String afterNext = i + 2 < words.size()
                    ? AnalyteCatalogue.normalize(words.get(i + 2).text())
                    : "";
            double middle = (words.get(i).left() + words.get(i).right()) / 2;
            if (WORDS.rangeLowColumn.contains(word)) {
                columns.putIfAbsent(Column.RANGE_LOW, middle);
            } else if (WORDS.rangeHighColumn.contains(word)) {
                columns.putIfAbsent(Column.RANGE_HIGH, middle);
            } else if (boundInSameCell(words, i)) {
                continue; // "Valor mín.", "Norm min": the bound's column, headed in two words
            } else if (WORDS.previousResultColumn.contains(word)) {
                columns.putIfAbsent(Column.PREVIOUS, middle);
            } else if (((WORDS.previousColumn.contains(word) && WORDS.resultColumn.contains(next))
                            || (WORDS.resultColumn.contains(word) && WORDS.previousColumn.contains(next)))
                    && sameCell(words.get(i), words.get(i + 1))
                    && resultWords(words) > 1) {
                // "Previous Result", "Resultado anterior": the pair's middle; "Result | Previous Result"
                // is the result's column, then the earlier one's
                columns.putIfAbsent(
                        Column.PREVIOUS, (words.get(i).left() + words.get(i + 1).right()) / 2);
                i += 1;
            } else if (WORDS.previousColumn.contains(word)) {
                columns.putIfAbsent(Column.PREVIOUS, middle); // "Precedente | Risultato": a column of its own
            } else if (word.equals("out") && next.equals("of") && afterNext.startsWith("range")) {
                columns.putIfAbsent(Column.OUT_OF_RANGE, middle);
                i += 2;
            } else if (word.equals("in") && next.startsWith("range")) {
                columns.putIfAbsent(Column.RESULT, middle);
                i += 1;
            } else if (WORDS.resultColumn.contains(word)) {
                columns.putIfAbsent(Column.RESULT, middle);
            } else if (WORDS.rangeColumn.contains(word)) {
                columns.putIfAbsent(Column.RANGE, middle);
            } else if (WORDS.unitColumn.contains(word)) {
                columns.putIfAbsent(Column.UNITS, middle);
            } else if (WORDS.flagColumn.contains(word)) {
                columns.putIfAbsent(Column.FLAG, middle);
            } else if (i > 0 && WORDS.methodColumn.contains(word)) {
                columns.putIfAbsent(Column.METHOD, middle);
            }
        }
        if (!words.isEmpty()) {
            columns.putIfAbsent(Column.NAME, (words.get(0).left() + words.get(0).right()) / 2);
        }
        boundColumns(columns, words);
        List<Word> dates =
                words.stream().filter(w -> DATE.matcher(w.text()).matches()).toList();
        if (dates.size() == 1 && !columns.containsKey(Column.RESULT) && columns.containsKey(Column.UNITS)) {
            // "Analyse  01/12/21  Eenheid  Referentie": the result column headed by its sample's date
            columns.put(Column.RESULT, (dates.get(0).left() + dates.get(0).right()) / 2);
        }
        Optional<Word> newestStamp = columns.containsKey(Column.RANGE) ? SampleStamps.newest(words) : Optional.empty();
        if (newestStamp.isPresent()) {
            // "Cumul des résultats  Réf.  12/04 07:30  05/04 07:45": a cumulative table's columns headed by
            // day and time, the newest the result's (the words before title the table)
            columns.put(
                    Column.RESULT, (newestStamp.get().left() + newestStamp.get().right()) / 2);
        }
        boolean isHeader = columns.containsKey(Column.RESULT)
                && columns.containsKey(Column.RANGE)
                && words.stream()
                        .filter(w -> !dates.contains(w) || dates.size() > 1)
                        .filter(w -> newestStamp.isEmpty()
                                || !SampleStamps.isStamp(w.text()) && !SampleStamps.isTime(w.text()))
                        .noneMatch(w -> w.text().chars().anyMatch(Character::isDigit));
        return isHeader ? Optional.of(new TableHeader(columns)) : Optional.empty();
    }

    /**
     * How many words of the line head a result column: with one only, "Precedente  Risultato" printed
     * close together are two columns (the earlier result's, then the result's), not one "previous result".
     */
    private static long resultWords(List<Word> words) {
        return words.stream()
                .filter(w -> WORDS.resultColumn.contains(AnalyteCatalogue.normalize(w.text())))
                .count();
    }

    /**
     * Whether a line of dates below this header heads earlier results' columns: the header has a result
     * column and a range column before them, and every word of the line stands right of the range's.
     */
    boolean headsEarlierColumnsAt(TextLine dates) {
        Double result = columns.get(Column.RESULT);
        Double range = columns.get(Column.RANGE);
        return result != null
                && range != null
                && result < range
                && dates.words().stream().allMatch(w -> w.left() > range);
    }

    /** Whether word i is a column's first word and the next, in the same cell, heads a bound's column ("Valor mín."). */
    private static boolean boundInSameCell(List<Word> words, int i) {
        if (i + 1 >= words.size()) {
            return false;
        }
        String next = AnalyteCatalogue.normalize(words.get(i + 1).text());
        return (WORDS.rangeLowColumn.contains(next) || WORDS.rangeHighColumn.contains(next))
                && sameCell(words.get(i), words.get(i + 1));
    }

    /** Two words a word space apart, not a column's gap. */
    private static boolean sameCell(Word left, Word right) {
        return right.left() - left.right() < 2 * (left.bottom() - left.top());
    }

    /**
     * A range printed in two columns ("Min  Max", "von  bis"): both heads, low before high, in cells of
     * their own, make the header's range column. Heads in one cell ("Referenzbereich von bis") head one
     * range column, its bounds printed in it as a span; a lone head (one of the two) heads nothing.
     */
    private static void boundColumns(Map<Column, Double> columns, List<Word> words) {
        Double low = columns.get(Column.RANGE_LOW);
        Double high = columns.get(Column.RANGE_HIGH);
        boolean apart = low != null
                && high != null
                && low < high
                && words.stream()
                        .filter(w -> Math.abs((w.left() + w.right()) / 2 - low) < 1e-6)
                        .findFirst()
                        .flatMap(lowHead -> words.stream()
                                .filter(w -> Math.abs((w.left() + w.right()) / 2 - high) < 1e-6)
                                .findFirst()
                                .map(highHead -> !sameCell(lowHead, highHead)))
                        .orElse(false);
        if (low != null && high != null && !apart && low < high) {
            columns.putIfAbsent(Column.RANGE, (low + high) / 2);
        }
        if (!apart) {
            columns.remove(Column.RANGE_LOW);
            columns.remove(Column.RANGE_HIGH);
            return;
        }
        columns.putIfAbsent(Column.RANGE, (low + high) / 2);
    }

    /**
     * A header of a table that sells or bills ("Item  Description  Qty  Unit price  Amount", "Test
     * CPT  Turnaround  Price"): the rows under it are no results, whatever names they print.
     */
    static boolean commercial(TextLine line) {
        if (line.text().chars().anyMatch(Character::isDigit)) {
            return false;
        }
        for (Word word : line.words()) {
            for (String token : AnalyteCatalogue.normalize(word.text()).split(" ")) {
                if (WORDS.commercial.contains(token)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the header prints the range in two columns, its low bound's and its high bound's. */
    boolean hasBoundColumns() {
        return columns.containsKey(Column.RANGE_LOW);
    }

    /**
     * The bound column a word printed at this horizontal middle stands in, unambiguously: nearer that
     * column than any other, and nearer it than the other bound's by a quarter of the two columns' gap
     * (so a number printed between them, as a scan may shift it, is neither); empty otherwise.
     */
    Optional<Column> boundColumnAt(double middle) {
        Double low = columns.get(Column.RANGE_LOW);
        Double high = columns.get(Column.RANGE_HIGH);
        if (low == null || high == null) {
            return Optional.empty();
        }
        double margin = (high - low) / 4;
        double toLow = Math.abs(middle - low);
        double toHigh = Math.abs(middle - high);
        Column bound = toLow < toHigh ? Column.RANGE_LOW : Column.RANGE_HIGH;
        boolean nearest = columns.entrySet().stream()
                .filter(c -> c.getKey() != Column.RANGE)
                .noneMatch(c -> Math.abs(middle - c.getValue()) < Math.min(toLow, toHigh));
        return nearest && Math.abs(toLow - toHigh) >= margin ? Optional.of(bound) : Optional.empty();
    }

    /** Whether the range column comes before the result column, so "&lt;200 &lt;150" is range then value. */
    boolean rangeBeforeResult() {
        return columns.containsKey(Column.RANGE) && columns.get(Column.RANGE) < columns.get(Column.RESULT);
    }

    /** Whether the table prints a flag column, so that a row without a flag is in range. */
    boolean hasFlagColumn() {
        return columns.containsKey(Column.FLAG);
    }

    /**
     * Whether a flag may be printed here: anywhere without a flag column, else in the flag or result
     * column (an "L" read at the unit's place is a piece of "mg/L", not a flag).
     */
    boolean allowsFlagAt(double middle) {
        if (!columns.containsKey(Column.FLAG)) {
            return true;
        }
        Column nearest = null;
        for (Map.Entry<Column, Double> column : columns.entrySet()) {
            if (nearest == null || Math.abs(middle - column.getValue()) < Math.abs(middle - columns.get(nearest))) {
                nearest = column.getKey();
            }
        }
        return nearest == Column.FLAG || nearest == Column.RESULT;
    }

    /**
     * Whether a word printed at this horizontal middle sits in the reference range column, nearer it
     * than the result column ("&lt; 150.00" under "Reference Value" is the range, whatever comes first).
     */
    boolean inRangeColumn(double middle) {
        return nearerThanResult(Column.RANGE, middle)
                || nearerThanResult(Column.RANGE_LOW, middle)
                || nearerThanResult(Column.RANGE_HIGH, middle);
    }

    /**
     * Whether a word printed at this horizontal middle sits in the result column, nearer it than any
     * other ("07" under "Result" is a value; "01" just after the name is the performing lab's code).
     */
    boolean inResultColumn(double middle) {
        return nearest(Column.RESULT, middle);
    }

    /** Whether a number printed at this horizontal middle sits in an earlier result's column, nearer it than any other. */
    boolean inPreviousColumn(double middle) {
        return nearest(Column.PREVIOUS, middle);
    }

    /** Whether a word printed at this horizontal middle sits in a method column, nearer it than any other. */
    boolean inMethodColumn(double middle) {
        return nearest(Column.METHOD, middle);
    }

    /** Whether a value printed at this horizontal middle sits in the "out of range" column. */
    boolean inOutOfRangeColumn(double middle) {
        return nearerThanResult(Column.OUT_OF_RANGE, middle);
    }

    /** Whether the header has this column and a word printed at this horizontal middle is nearer it than any other. */
    private boolean nearest(Column column, double middle) {
        Double x = columns.get(column);
        return x != null
                && columns.values().stream().noneMatch(other -> Math.abs(middle - other) < Math.abs(middle - x));
    }

    /** Whether the header has this column and the result column, and the middle is nearer this one. */
    private boolean nearerThanResult(Column column, double middle) {
        Double x = columns.get(column);
        Double result = columns.get(Column.RESULT);
        return x != null && result != null && Math.abs(middle - x) < Math.abs(middle - result);
    }
}
