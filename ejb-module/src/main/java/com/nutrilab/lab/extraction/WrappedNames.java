package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.IntStream;

/**
 * A row's name printed over two lines: its start alone on the line above ("Gamma Glutamyl" over
 * "Transferase (GGT) 28 U/L"), or its end alone on a line below, as narrow columns wrap it
 * ("Colesterolo  67 mg/dL" over "LDL calcolato"). The row is read again with the other line's words
 * ({@code read}, the parser's reading of a line) and kept so only where together they make a
 * catalogue name.
 */
final class WrappedNames {

    /** Lines below a row the rest of its name may be printed on (a row of a table beside it between). */
    private static final int MAX_LINES_TO_NAME_END = 2;
    /** The most a line's pitch is of its words' height. */
    private static final double LINE_PITCH = 2;

    private final AnalyteCatalogue catalogue;
    /** Whether a line starts with a test's name the catalogue knows. */
    private final Predicate<TextLine> namesATest;

    WrappedNames(AnalyteCatalogue catalogue, Predicate<TextLine> namesATest) {
        this.catalogue = catalogue;
        this.namesATest = namesATest;
    }

    /**
     * A row whose test the catalogue does not know, below a line of nothing but words of a name,
     * may be the end of a name wrapped over two lines ("Gamma Glutamyl" above "Transferase (GGT) 28
     * U/L"): read with that line, if the two make a catalogue test's name; as it is otherwise. So is
     * a row whose name was read only approximately (its abbreviation in brackets, a scan's letters).
     */
    List<RowReading> above(
            List<TextLine> rows, int index, List<RowReading> row, Function<TextLine, List<RowReading>> read) {
        if (row.isEmpty() || row.stream().anyMatch(r -> r.known() && !r.nameApproximate()) || index == 0) {
            return row;
        }
        TextLine above = rows.get(index - 1);
        TextLine line = rows.get(index);
        if (above.page() != line.page() || !WrappedRows.isNameOnly(above)) {
            return row;
        }
        TextLine both = line.after(above.words());
        List<String> words = both.words().stream().map(Word::text).toList();
        if (catalogue
                .nameAt(words, 0, both.recognised())
                .filter(name -> name.end() > above.words().size())
                .isEmpty()) {
            return row; // "Total Protein" above "Albumin 35": a name of its own, not the start of this one
        }
        List<RowReading> joined = read.apply(both);
        boolean joinedNamed = !joined.isEmpty()
                && joined.get(0).known()
                && (!joined.get(0).nameApproximate() || !row.get(0).known());
        return joinedNamed ? joined : row;
    }

    /**
     * A row whose name goes on in the line below, a name alone, as narrow columns wrap it
     * ("Colesterolo  67 mg/dL  < 130" over "LDL calcolato", "Fosfatasi  59 U/L" over "alcalina"): the
     * test of the longer name, where the row's name and all that line's words make one of the
     * catalogue other than the row's test, that line makes none with the row below it ("LDL" over
     * "Cholesterol 120" starts that row's name) and no value is printed under it ("HDL" over "55
     * mg/dL"). The line below is then read.
     */
    List<RowReading> below(
            List<TextLine> rows,
            int index,
            List<RowReading> row,
            Function<TextLine, List<RowReading>> read,
            Set<Integer> consumed) {
        TextLine line = rows.get(index);
        if (line.words().isEmpty()) {
            return row;
        }
        for (int next = index + 1; next < rows.size() && next <= index + MAX_LINES_TO_NAME_END; next++) {
            TextLine below = rows.get(next);
            if (below.words().isEmpty()) {
                continue;
            }
            if (below.page() != line.page()
                    || below.words().get(0).top() - line.words().get(0).top()
                            > MAX_LINES_TO_NAME_END
                                    * LINE_PITCH
                                    * below.words().get(0).height()) {
                return row;
            }
            Optional<List<RowReading>> joined =
                    consumed.contains(next) ? Optional.empty() : continuedBelow(rows, index, next, row, read);
            if (joined.isPresent()) {
                consumed.add(next);
                return joined.get();
            }
        }
        return row;
    }

    /**
     * The row at {@code index} read with its name going on in the name alone at {@code next}, under
     * the first word of which one of the row's names starts.
     */
    private Optional<List<RowReading>> continuedBelow(
            List<TextLine> rows, int index, int next, List<RowReading> row, Function<TextLine, List<RowReading>> read) {
        TextLine line = rows.get(index);
        TextLine below = rows.get(next);
        if (!WrappedRows.isNameOnly(below)) {
            return Optional.empty(); // the cheap checks first: this runs for every row
        }
        Word under = below.words().get(0);
        // the name the line below goes on is the one above its first word (of two side by side)
        List<Integer> starts = IntStream.range(0, line.words().size())
                .filter(start -> Math.abs(line.words().get(start).left() - under.left()) <= under.height())
                .boxed()
                .toList();
        if (starts.isEmpty() || startsNameBelow(rows, next) || WrappedRows.valueBelow(rows, next, namesATest) != null) {
            return Optional.empty();
        }
        List<String> continued = below.words().stream().map(Word::text).toList();
        return starts.stream()
                .map(start -> continuedName(line, start, continued, row, read))
                .flatMap(Optional::stream)
                .findFirst();
    }

    /**
     * The row read with the name at word {@code start} going on in the given words, where together
     * they make a catalogue name of another test than that name's and the row reads so.
     */
    private Optional<List<RowReading>> continuedName(
            TextLine line,
            int start,
            List<String> continued,
            List<RowReading> row,
            Function<TextLine, List<RowReading>> read) {
        List<String> words = line.words().stream().map(Word::text).toList();
        Optional<AnalyteCatalogue.NameMatch> own = catalogue.nameAt(words, start, line.recognised());
        int end = own.map(AnalyteCatalogue.NameMatch::end).orElseGet(() -> firstNumber(line, start));
        if (end <= start) {
            return Optional.empty();
        }
        List<String> longer = new ArrayList<>(words.subList(start, end));
        longer.addAll(continued);
        List<Analyte> owns = own.map(AnalyteCatalogue.NameMatch::analytes).orElse(List.of());
        Optional<AnalyteCatalogue.NameMatch> other = catalogue
                .nameAt(longer, 0, line.recognised())
                .filter(match -> match.end() == longer.size()
                        && match.analytes().stream().noneMatch(owns::contains));
        if (other.isEmpty()) {
            return Optional.empty();
        }
        List<RowReading> joined = read.apply(line.inserted(end, continued));
        boolean readAsIt = joined.size() >= row.size()
                && joined.stream().anyMatch(reading -> other.get().analytes().contains(reading.analyte()));
        return readAsIt ? Optional.of(joined) : Optional.empty();
    }

    /** The index of the first number from {@code start}, or {@code start} where none is printed. */
    private static int firstNumber(TextLine line, int start) {
        for (int i = start; i < line.words().size(); i++) {
            if (RowTokens.isNumber(RowTokens.clean(line.words().get(i).text()))) {
                return i;
            }
        }
        return start;
    }

    /** Whether the name-only line at {@code index} starts the name of the row below it. */
    private boolean startsNameBelow(List<TextLine> rows, int index) {
        if (index + 1 >= rows.size()
                || rows.get(index + 1).page() != rows.get(index).page()) {
            return false;
        }
        TextLine name = rows.get(index);
        TextLine both = rows.get(index + 1).after(name.words());
        List<String> words = both.words().stream().map(Word::text).toList();
        return catalogue
                .nameAt(words, 0, both.recognised())
                .filter(match -> match.end() > name.words().size())
                .isPresent();
    }
}
