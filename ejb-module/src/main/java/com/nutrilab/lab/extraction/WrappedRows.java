package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * A results row whose value a layout printed on a line of its own below the name (a taller cell
 * beside a two-line method note, "Triglycerides ... &lt; 150.00 mg/dL" then "100.00"): the value
 * is put back into its row, in its place from the left, so the row reads as printed; and a name
 * printed alone above the rest of its row (value, range and unit on the next line) joins it.
 */
final class WrappedRows {

    /** Lines below a row its value may be printed on (a method note may come between). */
    private static final int MAX_LINES_BELOW = 2;
    /** Words of a line that is nothing but a name. */
    private static final int MAX_NAME_WORDS = 6;

    private static final Pattern VALUE = Pattern.compile(PrintedNumber.PATTERN + "(?:H|L|\\*)?");
    /** Flags in every language read. */
    private static final Vocabulary WORDS = Vocabulary.shipped();

    private static final Pattern LETTERS = Pattern.compile("[\\p{L}().,/-]+");
    /**
     * A word of a name: letters, digits after them ("B12") or before them ("25-Hydroxy"), the marks
     * names carry ("(CYANOCOBALAMIN)").
     */
    private static final Pattern NAME_WORD = Pattern.compile("[(\\[]?(?:\\d[\\d,]*-)?\\p{L}[\\p{L}\\d().,/%#-]*");
    /** A performing lab's code after a name ("Hemoglobin A1c 01"), as a national lab prints it. */
    private static final Pattern LAB_CODE = Pattern.compile("0\\d");

    private WrappedRows() {}

    /** The line at {@code index} with the value from a line below it, and that line's index; or null. */
    static Joined valueBelow(List<TextLine> rows, int index, Predicate<TextLine> namesATest) {
        TextLine row = rows.get(index);
        boolean nameOnly = isNameOnly(row);
        for (int below = index + 1; below < rows.size() && below <= index + MAX_LINES_BELOW; below++) {
            TextLine next = rows.get(below);
            if (next.page() != row.page()) {
                return null;
            }
            if (nameOnly && below > index + 1 && nearerName(rows.get(below - 1), row, namesATest)) {
                return null; // "Urease UV", "Creatinine", "1.20 ...": the values are the nearer name's
            }
            if (nameOnly && startsWithValue(next)) {
                List<Word> words = new ArrayList<>(row.words());
                words.addAll(next.words());
                return new Joined(new TextLine(row.page(), List.copyOf(words), row.recognised()), below);
            }
            if (isLoneValue(next)) {
                List<Word> words = new ArrayList<>(row.words());
                words.addAll(next.words());
                words.sort(Comparator.comparingDouble(Word::left));
                return new Joined(new TextLine(row.page(), List.copyOf(words), row.recognised()), below);
            }
            if (!isNote(next)) {
                return null;
            }
        }
        return null;
    }

    /** A row joined with the value printed below it, and where that value's line is. */
    record Joined(TextLine row, int valueLine) {}

    /**
     * Whether a name-only line between a name and the values below is the values' own name: the
     * nearer name wins, unless only the farther one names a test ("Hemoglobin", its method note
     * "Immunoturbidimetry", then the values; or a name wrapped over two lines, "... HDL" and "Ratio").
     */
    private static boolean nearerName(TextLine between, TextLine row, Predicate<TextLine> namesATest) {
        return isNameOnly(between) && (namesATest.test(between) || !namesATest.test(row));
    }

    /** A line of a value alone, or of a value and its flag either side ("2.26 High", "H 24.5"). */
    private static boolean isLoneValue(TextLine line) {
        List<Word> words = line.words();
        if (words.size() == 1) {
            return VALUE.matcher(words.get(0).text()).matches();
        }
        return words.size() == 2
                && ((VALUE.matcher(words.get(0).text()).matches()
                                && WORDS.flag(words.get(1).text()) != null)
                        || (WORDS.flag(words.get(0).text()) != null
                                && VALUE.matcher(words.get(1).text()).matches()));
    }

    /** A line of nothing but a name: its value, unit and range were printed on a line below (centred in a taller cell). */
    static boolean isNameOnly(TextLine line) {
        List<Word> words = line.words();
        if (words.size() > 1
                && LAB_CODE.matcher(words.get(words.size() - 1).text()).matches()) {
            words = words.subList(0, words.size() - 1); // "Vitamin D, 25-Hydroxy 01", its values below
        }
        return !words.isEmpty()
                && words.size() <= MAX_NAME_WORDS
                && words.stream().allMatch(w -> NAME_WORD.matcher(w.text()).matches());
    }

    /** A line that starts with a value and so has no name of its own. */
    private static boolean startsWithValue(TextLine line) {
        return line.words().size() >= 2
                && VALUE.matcher(line.words().get(0).text()).matches();
    }

    /** A line of one or two words of letters: a method ("Spectrophotometry", "Calculated"). */
    private static boolean isNote(TextLine line) {
        return line.words().size() <= 2
                && line.words().stream().allMatch(w -> LETTERS.matcher(w.text()).matches());
    }
}
