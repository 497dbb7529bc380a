package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Results tables printed side by side (compact reports put two results in a row): the columns
 * where analyte names start again further right, found from the word boxes of the page, and each
 * line cut there into cells read as rows of their own, so that one half's layout or an unknown name
 * in it does not lose the other half. The left table's rows come first, then the next table's.
 */
final class TableColumns {

    /** Rows that must start a name at the same place before it counts as a table's first column. */
    private static final int MIN_ROWS = 3;

    private static final Pattern VALUE = Pattern.compile("[<>]?" + PrintedNumber.PATTERN + "[HL*]?");

    private TableColumns() {}

    static List<TextLine> split(List<TextLine> lines, AnalyteCatalogue catalogue) {
        Map<Integer, List<TextLine>> pages =
                lines.stream().collect(Collectors.groupingBy(TextLine::page, TreeMap::new, Collectors.toList()));
        List<TextLine> split = new ArrayList<>();
        pages.forEach((page, pageLines) -> split.addAll(splitPage(pageLines, catalogue)));
        return split;
    }

    private static List<TextLine> splitPage(List<TextLine> lines, AnalyteCatalogue catalogue) {
        List<Double> starts = columnStarts(lines, catalogue);
        if (starts.isEmpty()) {
            return lines;
        }
        List<List<TextLine>> columns = new ArrayList<>();
        for (int c = 0; c <= starts.size(); c++) {
            columns.add(new ArrayList<>());
        }
        for (TextLine line : lines) {
            cut(line, starts, columns);
        }
        return columns.stream().flatMap(List::stream).toList();
    }

    /** Puts each cell of the line into its column; a line with a word across a column start stays whole. */
    private static void cut(TextLine line, List<Double> starts, List<List<TextLine>> columns) {
        double tolerance = tolerance(line);
        for (double start : starts) {
            boolean across =
                    line.words().stream().anyMatch(w -> w.left() < start - tolerance && w.right() > start + tolerance);
            if (across) {
                columns.get(0).add(line);
                return;
            }
        }
        List<List<Word>> cells = new ArrayList<>();
        for (int c = 0; c <= starts.size(); c++) {
            cells.add(new ArrayList<>());
        }
        for (Word word : line.words()) {
            int column = 0;
            while (column < starts.size() && word.left() >= starts.get(column) - tolerance) {
                column++;
            }
            cells.get(column).add(word);
        }
        for (int c = 0; c < cells.size(); c++) {
            if (!cells.get(c).isEmpty()) {
                columns.get(c).add(new TextLine(line.page(), List.copyOf(cells.get(c)), line.recognised()));
            }
        }
    }

    /**
     * Where names start after a value further along a row, in at least {@link #MIN_ROWS} rows at the
     * same place: the starts of tables beside the first, left to right. A flag word is no name, though
     * a scan's letter-off reading matches one ("alto" as ALT, "bajo" as BASO in a flag column).
     */
    private static List<Double> columnStarts(List<TextLine> lines, AnalyteCatalogue catalogue) {
        List<double[]> candidates = new ArrayList<>(); // left edge, tolerance
        for (TextLine line : lines) {
            List<String> words = line.words().stream().map(Word::text).toList();
            boolean valueSeen = false;
            for (int i = 0; i < words.size(); i++) {
                if (valueSeen
                        && catalogue.nameAt(words, i, line.recognised()).isPresent()
                        && AnalyteCatalogue.normalize(words.get(i)).length() > 1
                        && FlagReader.of(words.get(i)) == null) {
                    candidates.add(new double[] {line.words().get(i).left(), tolerance(line)});
                    break;
                }
                valueSeen |= VALUE.matcher(words.get(i)).matches();
            }
        }
        candidates.sort(Comparator.comparingDouble(c -> c[0]));
        List<Double> starts = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= candidates.size(); i++) {
            boolean gap = i == candidates.size()
                    || candidates.get(i)[0] - candidates.get(i - 1)[0]
                            > candidates.get(i)[1];
            if (gap) {
                if (i - from >= MIN_ROWS) {
                    starts.add(candidates.get(from)[0]);
                }
                from = i;
            }
        }
        return starts;
    }

    /** How far apart two words may start and still be in the same column: about a letter and a half. */
    private static double tolerance(TextLine line) {
        return 1.5 * line.words().stream().mapToDouble(Word::height).average().orElse(10);
    }
}
