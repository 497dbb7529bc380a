package com.nutrilab.lab.extraction;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shapes of a result row's words, whatever their place: a number, a number with its flag
 * ("7.2H") or its mark ("*11.2"), a comparison ("&lt;0.5"), a comparator alone, a span ("70-99"), a
 * dash or a word between a range's numbers, dot leaders, a unit-shaped word; and the words around a
 * name that a row's names turn on (a mark or code before it, a label's closing word, a ratio word).
 * The readers of a row's value, unit, range and flag ({@link ValueReader}, {@link UnitReader}, {@link
 * RangeReader}, {@link FlagReader}) decide by these shapes and by where a word stands.
 */
final class RowTokens {

    /** The shape of one printed word. */
    enum Shape {
        NUMBER,
        NUMBER_WITH_FLAG,
        MARKED_NUMBER,
        COMPARED,
        COMPARATOR,
        SPAN,
        DASH,
        LEADER,
        OTHER
    }

    static final String NUMBER = PrintedNumber.PATTERN;
    static final Pattern PLAIN = Pattern.compile(NUMBER);
    /** A footnote's mark glued to a number: one raised digit or marks such as † and # ("10³" is a power of ten). */
    private static final Pattern FOOTNOTE_AFTER_NUMBER =
            Pattern.compile("([<>]?\\d+(?:[.,]\\d+)?)(?:[¹²³⁴⁵⁶⁷⁸⁹]|[†‡§#]+)");

    /** A value with its flag glued after it ("7.2H", "452!", "48↑"). */
    static final Pattern PLAIN_WITH_FLAG = Pattern.compile("(" + NUMBER + ")(H|L|HH|LL|\\*|!|↑|↓)");
    /** A value with the mark of an abnormal result before it ("*11.2"). */
    static final Pattern MARKED_PLAIN = Pattern.compile("\\*{1,2}(" + NUMBER + ")");

    static final Pattern COMPARED = Pattern.compile("(<=|>=|=<|=>|≤|≥|<|>)\\s*(" + NUMBER + ")");
    /**
     * A range; OCR may read its dash twice ("2.0—-4.4"); two dots ("[62..106]"); in words, "to", "bis",
     * and each language's words between a range's numbers ({@link Language#rangeJoiners}: "70 a 110",
     * "70 à 110", "70 tot 110", "od 70 do 110").
     */
    static final Pattern SPAN =
            Pattern.compile("(" + NUMBER + ")\\s*(?:[-–—]+|\\.\\.|" + Joiners.ALTERNATIVES + ")\\s*(" + NUMBER + ")");

    static final Pattern COMPARATOR = Pattern.compile("<=|>=|=<|=>|≤|≥|<|>");
    static final Pattern DASH = Pattern.compile("[-–—]+|" + Joiners.ALTERNATIVES);
    static final Pattern LETTER = Pattern.compile("\\p{L}");
    /**
     * Dots (or a rule) leading the eye from a name to its value ("Glicose de jejum ....... 98"), or
     * OCR's reading of them: part of the layout, not a word of the row.
     */
    static final Pattern LEADER = Pattern.compile("[.·…_]+|[-–—.·_]{3,}");
    /** A word of a test's name: letters, with the marks names carry ("VALUE,", "(MCV)", "Hb-A1c"). */
    static final Pattern NAME_WORD = Pattern.compile("[(\\[]?\\p{L}[\\p{L}\\d.\\-/]*[)\\],]?");

    static final Pattern RATIO_MARK = Pattern.compile("[/:]");
    static final Pattern DASHED_NUMBER = Pattern.compile("[-–—]+" + NUMBER);
    /** A decimal number and a dot: in OCR text the dot is a speck ("5.7."), the number already has its mark. */
    static final Pattern DECIMAL_THEN_SPECK = Pattern.compile("\\d+[.,]\\d+\\.");
    /** A whole number and a dot ("79."): in OCR text a speck, or the mark of decimals the scan lost. */
    static final Pattern WHOLE_THEN_DOT = Pattern.compile("\\d{1,4}\\.");
    /** A row number or a lab's test code before the name ("12", "005009", "CH12"). */
    static final Pattern CODE = Pattern.compile("[A-Z]{0,3}\\d+[.)]?");
    /** A time of day, as a column of when each sample was taken prints it before the name ("07:52"). */
    static final Pattern TIME_OF_DAY = Pattern.compile("(?:[01]?\\d|2[0-3]):[0-5]\\d");
    /** A performing-lab code or footnote number printed after a name ("Glucose 01 95 mg/dL"): not a value. */
    static final Pattern LAB_CODE = Pattern.compile("0\\d");
    /** A printed unit the catalogue does not know: letters around a slash ("cells/hpf", "Bin/µL"). */
    static final Pattern UNIT_SHAPED =
            Pattern.compile("[%µμ]?\\p{L}{0,8}(?:[*^]?\\d{1,2})?/[\\p{L}µμ][\\p{L}µμ\\d.^*]{0,12}");

    /** A word of letters (a label's last word, its colon taken off). */
    private static final Pattern LETTERS = Pattern.compile("\\p{L}[\\p{L}.\\-]*");
    /** An analyser scattergram's axis after a name: "Neut X", "Neut Y" (a lower-case letter is as often an OCR speck). */
    private static final Pattern AXIS = Pattern.compile("[XY]");

    private RowTokens() {}

    /** The shape of a word, cleaned of the brackets and punctuation around it. */
    static Shape of(String word) {
        if (PLAIN.matcher(word).matches()) {
            return Shape.NUMBER;
        }
        if (PLAIN_WITH_FLAG.matcher(word).matches()) {
            return Shape.NUMBER_WITH_FLAG;
        }
        if (MARKED_PLAIN.matcher(word).matches()) {
            return Shape.MARKED_NUMBER;
        }
        if (SPAN.matcher(word).matches()) {
            return Shape.SPAN;
        }
        if (COMPARED.matcher(word).matches()) {
            return Shape.COMPARED;
        }
        if (COMPARATOR.matcher(word).matches()) {
            return Shape.COMPARATOR;
        }
        if (DASH.matcher(word).matches()) {
            return Shape.DASH;
        }
        return LEADER.matcher(word).matches() ? Shape.LEADER : Shape.OTHER;
    }

    static boolean isNumber(String word) {
        return PLAIN.matcher(word).matches();
    }

    static boolean isDash(String word) {
        return DASH.matcher(word).matches();
    }

    /** A mark or a code a row may print before its name: a bullet, an OCR speck, a row number, a test code. */
    static boolean isLeadingMark(String word) {
        return AnalyteCatalogue.normalize(word).length() <= 1
                || CODE.matcher(word).matches()
                || TIME_OF_DAY.matcher(word).matches();
    }

    /**
     * A word right after a catalogue name that makes the label a longer one, another test's: a word
     * that closes the label with a colon ("ERY Fragmente:", "Neut X:"; fillers and units are read
     * before this), or an axis letter of an analyser's scattergram ("Neut X 62.0"). An analyser prints
     * such parameters beside its clinical results; they are no test of the catalogue.
     */
    static boolean closesLongerLabel(String word) {
        String letters = word.replaceAll("[*.:]+$", "");
        return (word.endsWith(":") && LETTERS.matcher(letters).matches())
                || AXIS.matcher(letters).matches();
    }

    /**
     * "Ratio", "Quotient", "Rapport" (each language's {@code ratios}) after a name: the row is a ratio of
     * two tests, not the name's test.
     */
    static boolean isRatioWord(String word) {
        String normal = AnalyteCatalogue.normalize(word);
        return !normal.isEmpty() && Vocabulary.shipped().ratios.stream().anyMatch(normal::startsWith);
    }

    /**
     * Without the brackets and punctuation around it: "(ref" is "ref", "0.00-3.00)" is "0.00-3.00"; a
     * number without a footnote's mark glued to it: "11,3¹" is "11,3", "98#" is "98".
     */
    static String clean(String word) {
        String cleaned = word.replaceAll("^[(\\[{:;,|]+", "").replaceAll("[)\\]}:;,|_]+$", "");
        Matcher footnote = FOOTNOTE_AFTER_NUMBER.matcher(cleaned);
        return footnote.matches() && !footnote.group(1).equals("10") ? footnote.group(1) : cleaned;
    }

    /** The words between a range's two numbers in every language read, as a regular expression's alternatives. */
    private static final class Joiners {
        static final String ALTERNATIVES = Vocabulary.shipped().rangeJoinerAlternatives();
    }
}
