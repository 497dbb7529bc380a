package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Units printed once over their columns instead of beside each value, as French blood counts print
 * a percentage and a count per row under "% &nbsp; /mm3 &nbsp; Valeurs de référence". Each value of
 * the rows below is given the unit over its column, written in after it as if printed there, so the
 * row reader tells the percentage from the count by its unit, not by guessing from its size.
 *
 * <p>A line heads such columns when it prints no number and at least two heads, one a unit: two
 * units, or a unit beside a column word the vocabulary knows ("Valeurs de référence"); a unit in
 * brackets after a column's word is that column's ("Ergebnis (mg/dl)"). A lone unit
 * on a line is a wrapped piece of a row, never a header. The columns hold until the page ends, a
 * table header, a heading (a line without a number) or a row that prints a unit of its own: a value
 * is never given a unit from a table it may not belong to.
 */
final class ColumnUnits {

    /** The words that head each column, in every language read ({@link Language.Columns}). */
    private static final Vocabulary WORDS = Vocabulary.shipped();

    /** A unit in brackets after a column's word: "Ergebnis (mg/dl)", "Resultado (mg/dL)". */
    private static final Pattern BRACKETED = Pattern.compile("\\((.+)\\)");

    /** A column's head: where it is printed, and the unit it prints, or null for another column's head. */
    private record Head(double left, double right, String unit) {

        /** How far a middle is from the head: none under it, else to its nearer edge. */
        double distance(double middle) {
            return middle < left ? left - middle : Math.max(0, middle - right);
        }
    }

    private ColumnUnits() {}

    /** The lines with each value under a unit column followed by that unit, where such columns head a table. */
    static List<TextLine> written(List<TextLine> lines, AnalyteCatalogue catalogue) {
        List<TextLine> written = new ArrayList<>(lines.size());
        List<Head> heads = List.of();
        int page = -1;
        for (TextLine line : lines) {
            if (line.page() != page) {
                page = line.page();
                heads = List.of();
            }
            Optional<List<Head>> found = heads(line, catalogue);
            if (found.isPresent()) {
                heads = found.get();
                written.add(line);
                continue;
            }
            if (!heads.isEmpty() && endsTheTable(line, catalogue)) {
                heads = List.of();
            }
            written.add(heads.isEmpty() ? line : withUnits(line, heads));
        }
        return written;
    }

    /** The heads of a line that prints units over their columns; empty for any other line. */
    private static Optional<List<Head>> heads(TextLine line, AnalyteCatalogue catalogue) {
        List<Head> heads = new ArrayList<>();
        String previous = "";
        for (Word word : line.words()) {
            String text = word.text();
            Matcher bracketed = BRACKETED.matcher(text);
            if (bracketed.matches()) {
                String unit = unit(bracketed.group(1), line.recognised(), catalogue);
                if (unit != null && WORDS.resultColumn.contains(AnalyteCatalogue.normalize(previous))) {
                    // "Ergebnis (mg/dl)": the result column's unit, over its whole width
                    heads.add(new Head(heads.remove(heads.size() - 1).left(), word.right(), unit));
                } else {
                    heads.add(new Head(word.left(), word.right(), null)); // a range's unit is left be
                }
            } else {
                String unit = unit(text, line.recognised(), catalogue);
                if (RowTokens.isNumber(text) || unit == null && text.chars().anyMatch(Character::isDigit)) {
                    return Optional.empty();
                }
                heads.add(new Head(word.left(), word.right(), unit));
            }
            previous = text;
        }
        long units = heads.stream().filter(head -> head.unit() != null).count();
        long columnWords =
                line.words().stream().filter(word -> headsAColumn(word.text())).count();
        return units >= 2 || units == 1 && columnWords >= 1 ? Optional.of(heads) : Optional.empty();
    }

    /** The unit a head prints, or null; on a scan a slash read as I, l, 1 or | ("Imm3") is a slash again. */
    private static String unit(String text, boolean recognised, AnalyteCatalogue catalogue) {
        if (catalogue.ucum(text) != null) {
            return text;
        }
        if (recognised && text.length() > 1 && "Il1|".indexOf(text.charAt(0)) >= 0) {
            String slashed = "/" + text.substring(1);
            return catalogue.ucum(slashed) != null ? slashed : null;
        }
        return null;
    }

    private static boolean headsAColumn(String word) {
        String normalized = AnalyteCatalogue.normalize(word);
        return WORDS.resultColumn.contains(normalized)
                || WORDS.rangeColumn.contains(normalized)
                || WORDS.unitColumn.contains(normalized);
    }

    /** A table header of words, a heading without a number, or a row printing its own unit: another table. */
    private static boolean endsTheTable(TextLine line, AnalyteCatalogue catalogue) {
        List<Word> words = line.words();
        return TableHeader.of(line).isPresent()
                || words.stream().noneMatch(w -> RowTokens.isNumber(w.text()))
                || words.stream().anyMatch(w -> !RowTokens.isNumber(w.text()) && catalogue.ucum(w.text()) != null);
    }

    /**
     * The line with the unit of the column each number stands nearest written in after it. Nearness is
     * to a head's whole width, so a range under "Valeurs de référence" stays the range's.
     */
    private static TextLine withUnits(TextLine line, List<Head> heads) {
        List<Word> words = new ArrayList<>(line.words().size() + heads.size());
        boolean changed = false;
        for (Word word : line.words()) {
            words.add(word);
            if (RowTokens.isNumber(word.text())) {
                String unit = nearest(heads, (word.left() + word.right()) / 2).unit();
                if (unit != null) {
                    words.add(new Word(unit, word.right(), word.top(), word.right(), word.bottom(), word.confidence()));
                    changed = true;
                }
            }
        }
        return changed ? new TextLine(line.page(), List.copyOf(words), line.recognised()) : line;
    }

    private static Head nearest(List<Head> heads, double middle) {
        Head nearest = heads.get(0);
        for (Head head : heads) {
            if (head.distance(middle) < nearest.distance(middle)) {
                nearest = head;
            }
        }
        return nearest;
    }
}
