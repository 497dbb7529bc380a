package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A row's reference range: a span over one, two or three words ("70-99", "70- 99", "70 - 99", "70 à
 * 110"), a bound ("&lt;200", "&gt; 59"), two numbers without a dash in the header's range column, or a
 * target's bound ("Souhaitable &lt; 2,00"); never a time ("1-2 days").
 */
final class RangeReader {

    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** A range in square brackets, its bounds apart by a semicolon: "[136;145]". */
    private static final Pattern BRACKETED_SEMICOLON_SPAN =
            Pattern.compile("\\[" + RowTokens.NUMBER + ";" + RowTokens.NUMBER + "]");
    /** A number with its sign, or without: "-2", "+3", "−2,5", "2". */
    private static final Pattern SIGNED = Pattern.compile("([-−+]?)(" + RowTokens.NUMBER + ")");

    private final ReportStyle style;
    private final TableHeader header;
    private final PrintedRow row;

    RangeReader(ReportStyle style, TableHeader header, PrintedRow row) {
        this.style = style;
        this.header = header;
        this.row = row;
    }

    /**
     * A range spelt over words from i, "70 - 99", "70- 99", "4.8 -5.6", "70-99": the words it took,
     * 0 for a range's shape that is none (a time, a second range), -1 where word i starts none. A
     * number under the result column before any value is the value, not a range's start.
     */
    int span(int i, RowFields fields, boolean valueUnderResult) {
        String word = row.clean(i);
        String next = row.clean(i + 1);
        String afterNext = row.clean(i + 2);
        boolean threeWords = RowTokens.isNumber(word)
                && (RowTokens.isDash(next) || semicolonInBrackets(i))
                && RowTokens.isNumber(afterNext);
        boolean dashAfter = word.endsWith("-")
                && RowTokens.isNumber(word.substring(0, word.length() - 1))
                && RowTokens.isNumber(next);
        boolean dashBefore = RowTokens.isNumber(word)
                && RowTokens.DASHED_NUMBER.matcher(next).matches();
        boolean oneWord = RowTokens.SPAN.matcher(word).matches()
                || BRACKETED_SEMICOLON_SPAN.matcher(row.word(i)).matches();
        int words = threeWords ? 3 : dashAfter || dashBefore ? 2 : oneWord ? 1 : 0;
        if (words > 0 && valueUnderResult) {
            if (!header.inResultColumn(row.middle(i + words - 1)) || isDuration(i + words)) {
                return -1; // the value, then the range: "13.7  a  20.0 47.0" with a stray letter between
            }
            // "Pus Cells  0 - 5  0 - 5 /hpf": the result is a span of counts, and neither end of it the result
            fields.rangeAsResult = true;
            return words;
        }
        if (threeWords
                && fields.rangeText != null
                && !fields.hasValue()
                && !fields.secondRange
                && RowTokens.isDash(row.clean(i + 3))) {
            // "g/dl  13,5 - 17,5  12,9 - 13,4 - 14,1": after the range, a run of results with their low
            // marks ("Uomini 0,70 - 1,20  Donne 0,50 - 0,90" is another range)
            return -1;
        }
        if (threeWords) {
            String joiner = semicolonInBrackets(i) ? ";" : next;
            return !isDuration(i + 3) && range(word + " " + joiner + " " + afterNext, fields) ? 3 : 0;
        }
        if (dashAfter || dashBefore) {
            return !isDuration(i + 2) && range(word + next, fields) ? 2 : 0;
        }
        if (oneWord) {
            return !isDuration(i + 1) && range(word, fields) ? 1 : 0;
        }
        return -1;
    }

    /**
     * A range after the value with a signed bound, for a test whose results may be below zero ("BE
     * -0,8  -2 - +3", "+1,2  -2 à +2", "-3,0 bis +3,0"): the three words it took, or 0. An unsigned
     * range is {@link #span}'s.
     */
    int signed(int i, List<Analyte> analytes, RowFields fields) {
        if (!fields.hasValue()
                || fields.rangeText != null
                || analytes.stream().noneMatch(Analyte::takesNegativeResults)
                || !RowTokens.isDash(row.clean(i + 1))) {
            return 0;
        }
        Matcher low = SIGNED.matcher(row.clean(i));
        Matcher high = SIGNED.matcher(row.clean(i + 2));
        if (!low.matches()
                || !high.matches()
                || low.group(1).isEmpty() && high.group(1).isEmpty()) {
            return 0;
        }
        double lowest = signedValue(low);
        double highest = signedValue(high);
        if (lowest > highest) {
            return 0;
        }
        fields.low = lowest;
        fields.high = highest;
        fields.rangeText = row.clean(i) + " " + row.clean(i + 1) + " " + row.clean(i + 2);
        return 3;
    }

    private double signedValue(Matcher signed) {
        double number = PrintedNumber.parse(signed.group(2), style);
        return signed.group(1).isEmpty() || signed.group(1).equals("+") ? number : -number;
    }

    /** A bound as the row's range ("&lt; 3.0", "&gt;=40"), where none was read yet. */
    boolean bound(String printed, RowFields fields) {
        Matcher compared = RowTokens.COMPARED.matcher(printed);
        if (fields.rangeText != null || !compared.matches()) {
            return false;
        }
        double bound = PrintedNumber.parse(compared.group(2), style);
        boolean upper = compared.group(1).contains("<") || compared.group(1).equals("≤");
        if (upper && bound <= 0) {
            return true; // "<0 1": no result lies below zero; a scan lost the decimal mark of "<0.1"
        }
        if (upper) {
            fields.high = bound;
        } else {
            fields.low = bound;
        }
        fields.rangeText = printed;
        return true;
    }

    /**
     * A range printed as two numbers without a dash ("2,19 2,55" under a bar graph, or a dash the
     * scan lost): taken only after the value, in the header's range column, low before high.
     */
    boolean dashless(int i, RowFields fields) {
        String word = row.clean(i);
        String next = row.clean(i + 1);
        if (!fields.hasValue()
                || fields.rangeText != null
                || !RowTokens.isNumber(word)
                || !RowTokens.isNumber(next)
                || !header.inRangeColumn(row.middle(i))
                || RowTokens.isNumber(row.clean(i + 2))) {
            return false;
        }
        double low = PrintedNumber.parse(word, style);
        double high = PrintedNumber.parse(next, style);
        if (!(low < high)) {
            return false;
        }
        fields.low = low;
        fields.high = high;
        fields.rangeText = word + " " + next;
        return true;
    }

    /**
     * A bound printed in the header's low or high column ("Wynik  Jedn.  Min  Max", "von  bis"): never
     * the value. Both bounds make the range; one alone, where its column is unambiguous, a one-sided
     * limit (a low bound's "&gt;= 60", a high bound's "&lt;= 190"). The words used, or 0.
     */
    int columns(int i, RowFields fields) {
        String word = row.clean(i);
        if (!header.hasBoundColumns() || !RowTokens.isNumber(word)) {
            return 0;
        }
        Optional<TableHeader.Column> column = header.boundColumnAt(row.middle(i));
        if (column.isEmpty()) {
            return header.inRangeColumn(row.middle(i)) && fields.hasValue() ? 1 : 0; // between the two: neither
        }
        String next = row.clean(i + 1);
        boolean pair = column.get() == TableHeader.Column.RANGE_LOW
                && RowTokens.isNumber(next)
                && header.boundColumnAt(row.middle(i + 1)).equals(Optional.of(TableHeader.Column.RANGE_HIGH));
        if (fields.rangeText != null) {
            return pair ? 2 : 1;
        }
        double bound = PrintedNumber.parse(word, style);
        if (pair) {
            double high = PrintedNumber.parse(next, style);
            if (bound < high) {
                fields.low = bound;
                fields.high = high;
                fields.rangeText = word + " - " + next;
            }
            return 2; // a low bound above the high one is no range, and neither is the value
        }
        if (column.get() == TableHeader.Column.RANGE_LOW) {
            fields.low = bound;
            fields.rangeText = ">= " + word;
        } else {
            fields.high = bound;
            fields.rangeText = "<= " + word;
        }
        return 1;
    }

    /**
     * A target or limit word and the bound printed after it ("Souhaitable &lt; 2,00", "desirable 200",
     * "Therapeutisch: 0.8 - 2.0", "Toxisch: &gt; 2.0"): never the value; a target's bound is the row's
     * range where none was read, a limit's (toxic, critical) is none. The words used, or 0.
     */
    int limit(int i, RowFields fields) {
        String word = row.clean(i);
        String next = row.clean(i + 1);
        String afterNext = row.clean(i + 2);
        if (WORDS.targets.contains(word) || WORDS.limits.contains(word)) {
            fields.limitWord = i;
            fields.target = !WORDS.limits.contains(word);
            return 1;
        }
        if (fields.limitWord < 0 || i > fields.limitWord + 2) {
            return 0;
        }
        int used;
        String bound;
        if (RowTokens.COMPARATOR.matcher(word).matches() && RowTokens.isNumber(next)) {
            used = 2;
            bound = word + next;
        } else if (RowTokens.isNumber(word) && RowTokens.isDash(next) && RowTokens.isNumber(afterNext)) {
            used = 3;
            bound = word + " " + next + " " + afterNext;
        } else if (RowTokens.COMPARED.matcher(word).matches()
                || RowTokens.SPAN.matcher(word).matches()
                || RowTokens.isNumber(word)) {
            used = 1;
            bound = word;
        } else {
            return 0;
        }
        fields.limitWord = -1;
        if (fields.target && fields.rangeText == null && !range(bound, fields)) {
            bound(bound, fields);
        }
        return used;
    }

    /** Whether word i + 1 is a semicolon between two numbers in square brackets: "[45 ; 90]", as French labs print a range. */
    private boolean semicolonInBrackets(int i) {
        return i + 2 < row.size()
                && row.word(i + 1).equals(";")
                && row.word(i).startsWith("[")
                && row.word(i + 2).endsWith("]");
    }

    private boolean range(String printed, RowFields fields) {
        Matcher span = RowTokens.SPAN.matcher(printed.replace(" ", "").replace(';', '-'));
        if (!span.matches()) {
            return false;
        }
        double low = PrintedNumber.parse(span.group(1), style);
        double high = PrintedNumber.parse(span.group(2), style);
        if (low > high && !row.recognised()) {
            // "CYFRA 21-1  1,8": a name's numbers, "135 - 145  2403120457-01": a sample's number, taken
            // so, but no printed range runs downwards (a scan's may, where a decimal mark was lost, and
            // is mended by the check)
            return true;
        }
        if (fields.rangeText != null) {
            fields.secondRange = true; // taken, so that its words are read as no flag or value
            return true;
        }
        fields.low = low;
        fields.high = high;
        fields.rangeText = printed;
        return true;
    }

    private boolean isDuration(int i) {
        return i < row.size() && WORDS.durations.contains(row.word(i));
    }
}
