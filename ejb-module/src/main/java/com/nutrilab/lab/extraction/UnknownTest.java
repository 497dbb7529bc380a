package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A results row whose test the catalogue does not know: reported with its printed name, so that a
 * user sees the whole report. Such a row must look like a result, not like a line of prose, an
 * address or an interpretation table: a name of letters, then a plain number, with a unit or a
 * range beside it and little else.
 */
final class UnknownTest {

    /** Longest name, in words, taken for a test the catalogue does not know. */
    private static final int MAX_NAME_WORDS = 7;
    /** Fewest letters in such a name. */
    private static final int MIN_LETTERS = 3;
    /** Words around its value such a row may have (a method such as "Photometry", a footnote mark). */
    private static final int MAX_STRAY_WORDS = 2;
    /** How far outside its printed range an OCR value of an unknown test may lie, as a factor. */
    private static final double FAR_OUTSIDE = 5;

    /**
     * Two names around a slash or a colon, or the word ratio: "TG / HDL", "A:G", "SGOT/SGPT Ratio";
     * not a label's colon ("Instruments: Fully automated ...").
     */
    private static final Pattern RATIO_NAME = Pattern.compile("(?i)\\p{L}(?:\\s*/\\s*|\\s+:\\s+|:)\\p{L}|\\bratio\\b");
    /** Most words in such a ratio's name ("Total Cholesterol / HDL Cholesterol"). */
    private static final int MAX_RATIO_NAME_WORDS = 5;

    /** A digit that numbers a name: "Beta 1", "Alpha 2". */
    private static final Pattern NAME_NUMBER = Pattern.compile("[1-9]");

    private static final Pattern STARTS_WITH_LETTER = Pattern.compile("^\\p{L}");
    private static final Pattern LETTER = Pattern.compile("\\p{L}");
    private static final Pattern NUMBER = Pattern.compile("[<>≤≥=]*[-+]?\\d[\\d.,]*(?:[-–—]\\d[\\d.,]*)?[HL*]?");
    private static final Pattern PLAIN_NUMBER = Pattern.compile(PrintedNumber.PATTERN);
    private static final Pattern COMPARED_NUMBER = Pattern.compile("[<>]=?" + PrintedNumber.PATTERN);
    /** A value printed with a leading zero ("01"): a lab's code or a footnote, not a result. */
    private static final Pattern CODE_LIKE = Pattern.compile("0\\d+");
    /** What a name never starts with: a unit (letters around a slash), a percent sign. */
    private static final Pattern UNIT_START =
            Pattern.compile("(?i)[\\p{L}µμ]{0,8}/(?:d?l|m?l|[uµμ]l|mm3|c?umm|h|hr|min|s|kg|g|mg|\\d\\S*)\\.?|%");

    /**
     * The words of every language read ({@link Language}): flags, text results, and what is no test
     * (a report's header and footer, interpretation tables' "Desirable &lt;200", "Borderline high
     * 130-159", notes such as "Gewijzigde referentiewaarde sinds ...").
     */
    private static final Vocabulary WORDS = Vocabulary.shipped();

    private UnknownTest() {}

    /**
     * The name of a test outside the catalogue that a row starts with, after at most two marks or codes:
     * the words up to its value (or a flag just before it), or empty where the row does not start so.
     */
    static Optional<AnalyteCatalogue.NameMatch> nameAt(List<String> words) {
        if (words.stream().filter(word -> word.endsWith(":")).count() > 1) {
            return Optional.empty(); // "Medicare: 2123 45670 1  Lab Ref: 24-7731905": a header's fields, no result
        }
        int start = 0;
        while (start < Math.min(2, words.size())
                && !STARTS_WITH_LETTER.matcher(words.get(start)).find()) {
            start++;
        }
        if (start >= words.size()
                || !STARTS_WITH_LETTER.matcher(words.get(start)).find()
                || notANameStart(words, start)) {
            return Optional.empty(); // a unit or a flag left over from a cut row ("mg/dL 3.8-8.4 01") is no name
        }
        int end = start;
        while (end < words.size() && (!valueStarts(words, end) || numbersTheName(words, end))) {
            if (end - start >= MAX_NAME_WORDS || isNotATest(words.get(end))) {
                return Optional.empty();
            }
            end++;
        }
        if (end == start || end >= words.size() || letters(words.subList(start, end)) < MIN_LETTERS) {
            return Optional.empty();
        }
        return Optional.of(new AnalyteCatalogue.NameMatch(List.of(), start, end, false));
    }

    /**
     * A row of an unknown test is a result only with a plain number, a unit or a range, and few words
     * beside. Read by OCR it also needs its range, and a value not far outside it: without a usual
     * range to check against, a lost decimal mark ("844" for 84.4) could not be caught.
     */
    static boolean shapedAsResult(RowReading reading) {
        boolean plain = reading.value() != null
                && reading.qualitative() == null
                && reading.valueText() != null
                && (PLAIN_NUMBER.matcher(reading.valueText()).matches() || comparedUnderHeader(reading))
                && !CODE_LIKE.matcher(reading.valueText()).matches();
        boolean shaped = plain && tabular(reading) && reading.strayWords() <= MAX_STRAY_WORDS;
        if (plain && !shaped && unitlessRatio(reading)) {
            return true;
        }
        return shaped && (!reading.recognised() || plausibleByRange(reading.value(), reading.low(), reading.high()));
    }

    /**
     * A value below a limit of detection ("Sm* &lt;0,6 U/mL &lt;10,0") is a result in a text layer's
     * results table, printed with its unit and range under the table's header.
     */
    private static boolean comparedUnderHeader(RowReading reading) {
        return !reading.recognised()
                && reading.underHeader()
                && reading.complete()
                && COMPARED_NUMBER.matcher(reading.valueText()).matches();
    }

    /**
     * A unit or a range beside the value. A unit the service does not know counts only under a
     * results table's header: elsewhere, letters around a slash are as often an address's
     * ("Rua das Flores, 120 - Goiania/GO") or a reference's as a unit.
     */
    private static boolean tabular(RowReading reading) {
        return reading.unit() != null
                || reading.rangeText() != null
                || (reading.unitText() != null && reading.underHeader());
    }

    /**
     * A ratio ("TG / HDL 3.13") has no unit and labs often print no range for it: in a text layer,
     * under a results table's header and with nothing else beside its value, its row is a result.
     */
    private static boolean unitlessRatio(RowReading reading) {
        return RATIO_NAME.matcher(reading.printedName()).find()
                && reading.printedName().split("\\s+").length <= MAX_RATIO_NAME_WORDS
                && !reading.recognised()
                && reading.underHeader()
                && reading.strayWords() == 0;
    }

    private static boolean plausibleByRange(double value, Double low, Double high) {
        if (low == null && high == null) {
            return false;
        }
        boolean aboveLow = low == null || low <= 0 || value >= low / FAR_OUTSIDE;
        boolean belowHigh = high == null || value <= high * FAR_OUTSIDE;
        return aboveLow && belowHigh && (high == null || low == null || low < high);
    }

    /**
     * A single digit after a name and before the value is the name's ("Beta 1 6.0 %", "Beta 2 4.1
     * %": fractions of a protein electrophoresis), not its value; so is a sample's time ("Glucose 2 h").
     */
    private static boolean numbersTheName(List<String> words, int i) {
        if (i > 0 && (twoWordTime(words, i) || twoWordTime(words, i - 1))) {
            return true; // "Glucose 2 h  152": the sample's time, the name runs over it
        }
        return i > 0
                && NAME_NUMBER.matcher(words.get(i)).matches()
                && STARTS_WITH_LETTER.matcher(words.get(i - 1)).find()
                && i + 1 < words.size()
                && PLAIN_NUMBER
                        .matcher(words.get(i + 1).replaceAll("^[(\\[:|]+", ""))
                        .matches();
    }

    private static boolean twoWordTime(List<String> words, int i) {
        return SampleTime.at(words, i).filter(time -> time.end() == i + 2).isPresent();
    }

    private static boolean valueStarts(List<String> words, int i) {
        String word = words.get(i).replaceAll("^[(\\[:|]+", "");
        if (NUMBER.matcher(word).matches() || RowTokens.COMPARED.matcher(word).matches()) {
            return true;
        }
        if (RowTokens.COMPARATOR.matcher(word).matches()
                && i + 1 < words.size()
                && NUMBER.matcher(words.get(i + 1)).matches()) {
            return true; // "Rheumafaktor < 10 IU/ml": the comparison is the value's, not the name's
        }
        Flag flag = WORDS.flag(word);
        return flag != null
                && (flag.direction() || flag == Flag.MARKED)
                && i + 1 < words.size()
                && NUMBER.matcher(words.get(i + 1)).matches();
    }

    private static boolean isNotATest(String word) {
        return WORDS.notATest.contains(word)
                || WORDS.labWords.contains(word) // "Laboratorium … ul. Testowa 1, 00-001 Warszawa": an address
                || WORDS.targets.contains(word)
                || WORDS.limits.contains(word)
                || WORDS.notes.contains(word)
                || WORDS.conversions.contains(word);
    }

    /**
     * A unit or a flag left over from a cut row ("mg/dL 3.8-8.4 01", "H 7.2"), a text result, or a result's
     * label ("Resultado......: 92 mg/dL", the test named by a heading above): no name.
     */
    private static boolean notANameStart(List<String> words, int start) {
        String word = words.get(start);
        return UNIT_START.matcher(word).matches()
                || WORDS.flag(word) != null
                || AnalyteCatalogue.normalize(word).equals("normal")
                || WORDS.resultColumn.contains(word.replaceAll("[.:…·_]+$", "")) // "Resultado......:", a label
                || QualitativeValue.at(words, start).isPresent();
    }

    private static int letters(List<String> words) {
        return words.stream()
                .mapToInt(word -> (int) LETTER.matcher(word).results().count())
                .sum();
    }
}
