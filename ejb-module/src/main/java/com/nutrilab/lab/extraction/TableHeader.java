package com.nutrilab.lab.extraction;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
        PREVIOUS
    }

    static final TableHeader NONE = new TableHeader(new EnumMap<>(Column.class));
    private static final Set<String> COMMERCIAL = Set.of(
            "price",
            "preis",
            "einzelpreis",
            "amount",
            "betrag",
            "qty",
            "quantity",
            "menge",
            "cost",
            "costs",
            "kosten",
            "fee",
            "fees",
            "gebuhr",
            "gebuhren",
            "subtotal",
            "zwischensumme");

    /**
     * The words that head each column, in the languages read (normalized: no case, no accents):
     * result, Ergebnis, résultat, resultado, risultato, uitslag, wynik, sonuç (OCR: "sonug").
     */
    private static final Pattern RESULT_WORD =
            Pattern.compile("result.*|value|ergebnis|wert|befund|resultado.*|risultat.*|uitslag.*|wynik.*|sonu[cg]");
    /** Reference range, Referenzbereich, valeurs de référence, referencia, riferimento, zakres, referans. */
    private static final Pattern RANGE_WORD = Pattern.compile(
            "referen.*|range|interval|intervalle|normal.*|norm|valeurs|riferiment.*|zakres|referans|normy");
    /** Units, Einheit, unité, unidad, unidade, unità, eenheid, jednostka, birim. */
    private static final Pattern UNIT_WORD =
            Pattern.compile("unit.*|einheit.*|unite.*|unidad.*|unidade.*|unita|eenhe.*|jednost.*|birim.*");

    /**
     * What makes a result word an earlier result's, before or after it: previous, prior, last,
     * vorheriger, früherer, précédent, antérieur, anterior, precedente, vorige, poprzedni, önceki
     * (normalized).
     */
    private static final Pattern PREVIOUS_WORD = Pattern.compile(
            "previous|prior|last|earlier|vorherig.*|fruher.*|letzt.*|precedent.*|anterieur.*|anterior.*|vorig.*"
                    + "|poprzedn.*|onceki");
    /** One word for an earlier result: Vorwert, Vorbefund. */
    private static final Pattern PREVIOUS_RESULT_WORD = Pattern.compile("vorwert.*|vorbefund.*");

    /** Method, Methode, méthode, método, metodo, metoda, yöntem (normalized). */
    private static final Pattern METHOD_WORD = Pattern.compile("method.*|methode|metodo|metoda|yontem|technique");

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
            if (PREVIOUS_RESULT_WORD.matcher(word).matches()) {
                columns.putIfAbsent(Column.PREVIOUS, middle);
            } else if ((PREVIOUS_WORD.matcher(word).matches()
                            && RESULT_WORD.matcher(next).matches())
                    || (RESULT_WORD.matcher(word).matches()
                            && PREVIOUS_WORD.matcher(next).matches())) {
                // "Previous Result", "Resultado anterior": the pair's middle
                columns.putIfAbsent(
                        Column.PREVIOUS, (words.get(i).left() + words.get(i + 1).right()) / 2);
                i += 1;
            } else if (word.equals("out") && next.equals("of") && afterNext.startsWith("range")) {
                columns.putIfAbsent(Column.OUT_OF_RANGE, middle);
                i += 2;
            } else if (word.equals("in") && next.startsWith("range")) {
                columns.putIfAbsent(Column.RESULT, middle);
                i += 1;
            } else if (RESULT_WORD.matcher(word).matches()) {
                columns.putIfAbsent(Column.RESULT, middle);
            } else if (RANGE_WORD.matcher(word).matches()) {
                columns.putIfAbsent(Column.RANGE, middle);
            } else if (UNIT_WORD.matcher(word).matches()) {
                columns.putIfAbsent(Column.UNITS, middle);
            } else if (word.equals("flag") || word.equals("flags") || word.equals("bewertung")) {
                columns.putIfAbsent(Column.FLAG, middle);
            } else if (i > 0 && METHOD_WORD.matcher(word).matches()) {
                columns.putIfAbsent(Column.METHOD, middle);
            }
        }
        if (!words.isEmpty()) {
            columns.putIfAbsent(Column.NAME, (words.get(0).left() + words.get(0).right()) / 2);
        }
        boolean isHeader = columns.containsKey(Column.RESULT)
                && columns.containsKey(Column.RANGE)
                && words.stream().noneMatch(w -> w.text().chars().anyMatch(Character::isDigit));
        return isHeader ? Optional.of(new TableHeader(columns)) : Optional.empty();
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
                if (COMMERCIAL.contains(token)) {
                    return true;
                }
            }
        }
        return false;
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
        return nearerThanResult(Column.RANGE, middle);
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
