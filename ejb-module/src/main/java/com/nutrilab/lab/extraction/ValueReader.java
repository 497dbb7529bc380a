package com.nutrilab.lab.extraction;

import static com.nutrilab.lab.extraction.RowTokens.COMPARATOR;
import static com.nutrilab.lab.extraction.RowTokens.COMPARED;
import static com.nutrilab.lab.extraction.RowTokens.DASH;
import static com.nutrilab.lab.extraction.RowTokens.LAB_CODE;
import static com.nutrilab.lab.extraction.RowTokens.MARKED_PLAIN;
import static com.nutrilab.lab.extraction.RowTokens.PLAIN;
import static com.nutrilab.lab.extraction.RowTokens.PLAIN_WITH_FLAG;
import static com.nutrilab.lab.extraction.RowTokens.SPAN;
import static com.nutrilab.lab.extraction.RowTokens.WHOLE_THEN_DOT;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A row's value: a number ("81", "7.2H" with its flag, "*11.2" with an abnormal mark, "79." a scan's
 * whole number and a dot), a comparison ("&lt;0.5"), or a text result ("Negative"). Only the first one
 * in the row's own column is the value: a number of the name ("Glucose 2 Hours"), a lab's code, an
 * earlier result under another date or the previous result column, and a comparison the header puts
 * in the range column are not.
 */
final class ValueReader {

    /** A sign glued to a number: a plus, or a minus as a hyphen, the minus sign or an en dash. */
    private static final Pattern GLUED_SIGN = Pattern.compile("([-\u2212\u2013+])(" + RowTokens.NUMBER + ")");
    /** A sign printed apart from its number: a plus, a hyphen or the minus sign, not a dash between words. */
    private static final Pattern SIGN = Pattern.compile("[-\u2212+]");

    /** A number that ends a bracket ("2021):", "2021)"). */
    private static final Pattern NUMBER_CLOSING_A_BRACKET = Pattern.compile("\\d+(?:[.,]\\d+)?\\)[:.]?");

    private final AnalyteCatalogue catalogue;
    private final ReportStyle style;
    private final TableHeader header;
    private final DatedColumns dated;
    private final PrintedRow row;
    private final RangeReader ranges;
    private final RowColumns columns;

    ValueReader(
            AnalyteCatalogue catalogue,
            ReportStyle style,
            TableHeader header,
            DatedColumns dated,
            PrintedRow row,
            RangeReader ranges,
            RowColumns columns) {
        this.catalogue = catalogue;
        this.style = style;
        this.header = header;
        this.dated = dated;
        this.row = row;
        this.ranges = ranges;
        this.columns = columns;
    }

    /**
     * A comparison at word i, "&lt;0.5" or a comparator apart from its number ("&gt; 59"), as the value or
     * the range: the words it took, 0 for one that is neither, -1 where word i is no comparison.
     */
    int compared(int i, String word, String next, RowFields fields) {
        if (COMPARATOR.matcher(word).matches() && PLAIN.matcher(next).matches()) {
            if (columns.otherColumn(i)) {
                return 2; // "< 5" under another date: that column's result
            }
            return compared(word + " " + next, i, 2, fields) ? 2 : 0;
        }
        if (COMPARED.matcher(word).matches()) {
            if (columns.otherColumn(i)) {
                return 1;
            }
            return compared(word, i, 1, fields) ? 1 : 0;
        }
        return -1;
    }

    /**
     * A signed value at word i, its sign glued to the number or a word space before it ("-6,8", "- 6,8",
     * "+1,2"), for a test whose results may be below zero (base excess): the words it took, or 0. Such
     * a minus is no low flag nor a range's dash, and such a plus no grade; an en dash with spaces ("BE –
     * 2,1") separates a name from its value. Under a header only in the result column.
     */
    int negative(int i, String word, String next, List<Analyte> analytes, RowFields fields) {
        if (fields.hasValue() || analytes.stream().noneMatch(Analyte::takesNegativeResults)) {
            return 0;
        }
        Matcher glued = GLUED_SIGN.matcher(word);
        boolean apart = SIGN.matcher(word).matches() && PLAIN.matcher(next).matches();
        if (!glued.matches() && !apart) {
            return 0;
        }
        int at = apart ? i + 1 : i;
        if (header != TableHeader.NONE && !header.inResultColumn(row.middle(at))) {
            return 0;
        }
        String number = apart ? next : glued.group(2);
        value(number, at, 1, fields);
        if (!(apart ? word : glued.group(1)).equals("+")) {
            fields.value = -fields.value;
            fields.valueText = "-" + number;
        }
        return apart ? 2 : 1;
    }

    /**
     * A number with its flag or mark at word i ("7.2H", "*11.2"), or any number of another column
     * before the value (a cumulative report's earlier result, or its range's number), which is passed
     * over: the words it took, or 0.
     */
    int flagged(int i, String word, RowFields fields) {
        Matcher withFlag = PLAIN_WITH_FLAG.matcher(word);
        boolean anotherColumns =
                columns.earlierResult(i) || columns.besideDates(i, fields) || columns.laterThanColumnRead(i, fields);
        if (!fields.hasValue() && (withFlag.matches() || PLAIN.matcher(word).matches()) && anotherColumns) {
            return 1; // a cumulative report's other result, or its range's number: not the one read
        }
        Matcher marked = MARKED_PLAIN.matcher(word);
        if (!fields.hasValue() && marked.matches() && !anotherColumns) {
            value(marked.group(1), i, 1, fields);
            fields.flag = Flag.MARKED;
            return 1;
        }
        if (!fields.hasValue() && withFlag.matches()) {
            value(withFlag.group(1), i, 1, fields);
            fields.flag = FlagReader.of(withFlag.group(2));
            return 1;
        }
        return 0;
    }

    /**
     * A plain number at word i, or in a scan a whole number and a dot ("79."): the value where none
     * was read; the words it took, or 0 for a word of no number's shape.
     */
    int plain(int i, String word, String next, RowFields fields) {
        if (!fields.hasValue() && closesABracketOfTheName(i)) {
            return 1; // "Taxa de filtração glomerular estimada (CKD-EPI 2021): > 60": the method's year
        }
        if (PLAIN.matcher(word).matches()) {
            return number(i, word, next, fields);
        }
        if (row.recognised()
                && !fields.hasValue()
                && !columns.besideDates(i, fields)
                && WHOLE_THEN_DOT.matcher(word).matches()) {
            int used = number(i, word.substring(0, word.length() - 1), next, fields);
            if (fields.hasValue() && fields.valueIndex == i) {
                fields.valueText = word; // kept with its dot: the check doubts it (ResultCheck)
            }
            return used;
        }
        return 0;
    }

    /** Whether the number at word i closes a bracket a word before it opened: it is inside the name's brackets. */
    private boolean closesABracketOfTheName(int i) {
        String printed = row.words().get(i);
        if (!NUMBER_CLOSING_A_BRACKET.matcher(printed).matches()) {
            return false;
        }
        for (int before = i - 1; before >= 0; before--) {
            String word = row.words().get(before);
            if (word.lastIndexOf(')') > word.lastIndexOf('(')) {
                return false;
            }
            if (word.contains("(")) {
                return true;
            }
        }
        return false;
    }

    /** A plain number: the value, where none was read and it is not a code or a number of the name. */
    private int number(int i, String word, String next, RowFields fields) {
        boolean valueColumn =
                header == TableHeader.NONE ? catalogue.ucum(next) != null : header.inResultColumn(row.middle(i));
        if (!fields.hasValue() && !valueColumn && valueLaterInResultColumn(i)) {
            return 1; // "Glucose 2 Hours  140": a number of the name (or a code), the value is under Result
        }
        boolean afterRange = fields.rangeText != null && inRangeColumnAfterResult(i);
        if (!fields.hasValue()
                && (afterRange || fields.resultUnread || fields.unitAfterGarble && catalogue.ucum(next) == null)) {
            // "NT-proBNP  28407T  ng/L  < 450 (> 75 ans : < 1 800)": the result unread, a bound's number
            // is not it (one with a unit of its own is the result again in another unit: "2:35 g/L 6,08 mmol/L")
            return 1;
        }
        if (!fields.hasValue() && LAB_CODE.matcher(word).matches() && !valueColumn) {
            // "Glucose 01 95": the lab that ran it, then the value (or the value on the next line);
            // "Eosinophils 07 %" is a value printed with a leading zero, its unit right after it
            return 1;
        }
        if (!fields.hasValue()) {
            value(word, i, 1, fields);
        } else if (header == TableHeader.NONE
                && !dated.cumulative()
                && fields.unit == null
                && fields.unitText == null
                && valueColumn) {
            fields.numberBeforeUnit = true; // "98 142 mg/dL": which one is the result, no header tells
        } else if (fields.unit == null && fields.unitText == null && secondNumberUnexplained(i, fields)) {
            // "< 4,5  3,45": a bound's column, then the result; "2,1  165  < 500": a percentage and its
            // count under no unit; no header tells which is the result
            fields.numberBeforeUnit = true;
        }
        return 1; // a second plain number is another column (a lab's site code, a previous result), not ours
    }

    /** Whether word i sits under the header's range column, which comes after its result column. */
    private boolean inRangeColumnAfterResult(int i) {
        return header != TableHeader.NONE && !header.rangeBeforeResult() && header.inRangeColumn(row.middle(i));
    }

    /**
     * Whether a second plain number at word i, before any unit, leaves the value in doubt: after a
     * comparison no header puts in the result column; under a header, in no column of a range or an
     * earlier result; under none, last on the row or before a bound (a two-number range goes on).
     */
    private boolean secondNumberUnexplained(int i, RowFields fields) {
        if (dated.cumulative()) {
            return false;
        }
        if (header == TableHeader.NONE && !compared(fields)) {
            String next = i + 1 < row.size() ? row.clean(i + 1) : "";
            // "2,1  165  < 500", "2,1  165": a percentage and a count, or a result and an earlier one
            return next.isEmpty()
                    || COMPARATOR.matcher(next).matches()
                    || COMPARED.matcher(next).matches();
        }
        double middle = row.middle(i);
        return compared(fields) && !header.inResultColumn(fields.valueMiddle)
                || header != TableHeader.NONE && !header.inRangeColumn(middle) && !header.inPreviousColumn(middle);
    }

    private static boolean compared(RowFields fields) {
        return fields.valueText != null && COMPARED.matcher(fields.valueText).matches();
    }

    /** Whether a plain number after word i, and before any range, sits in the header's result column. */
    private boolean valueLaterInResultColumn(int i) {
        if (header == TableHeader.NONE) {
            return false;
        }
        for (int later = i + 1; later < row.size(); later++) {
            String word = row.clean(later);
            if (SPAN.matcher(word).matches()
                    || COMPARED.matcher(word).matches()
                    || DASH.matcher(word).matches()) {
                return false;
            }
            boolean rangeStarts =
                    later + 1 < row.size() && DASH.matcher(row.clean(later + 1)).matches();
            if (rangeStarts) {
                return false;
            }
            if (PLAIN.matcher(word).matches() && header.inResultColumn(row.middle(later))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether word i, before any value, sits under the header's result column: it is the value, not
     * the start of a range ("Lenfosit L 13.7 a 20.0 47.0", the range's "a" or a dash read between the
     * value and a range printed above its bar).
     */
    boolean underResult(int i, RowFields fields) {
        return !fields.hasValue() && header.inResultColumn(row.middle(i));
    }

    /** A text result ("Negative") in place of a number, or after one a text reference ("Negative"). */
    int qualitative(int i, RowFields fields) {
        Optional<QualitativeValue> found = QualitativeValue.at(row.words(), i);
        if (found.isEmpty() && !fields.hasValue()) {
            found = QualitativeValue.gradeBeforeReference(row.words(), i); // "Eiweiß  +  negativ"
        }
        if (found.isEmpty()) {
            return 0;
        }
        if (columns.otherColumn(i) || (columns.besideDates(i, fields) && !fields.hasValue())) {
            return found.get()
                    .words(); // "negativ" under another date: that column's result; beside them, the reference
        }
        // "Glucosio  ++ (250)  mg/dL  assente": under a header, a word in the range column is the reference
        boolean inRangeColumn = header != TableHeader.NONE && header.inRangeColumn(row.middle(i));
        int last = i + found.get().words() - 1;
        if (header != TableHeader.NONE && !inRangeColumn && header.inRangeColumn(row.middle(last))) {
            return 0; // "Eiweiß im Urin  +  …  negativ": a result's sign and the reference, no one text
        }
        if (!fields.hasValue() && !inRangeColumn) {
            fields.valueIndex = i;
            fields.qualitative = found.get();
            fields.valueText = found.get().printed();
            fields.valueMiddle = row.middle(i);
            fields.valueConfidence = row.confidence(i, found.get().words());
            return found.get().words();
        }
        if ((fields.qualitative != null || inRangeColumn) && fields.rangeText == null) {
            fields.rangeText = found.get().printed();
            return found.get().words();
        }
        return 0;
    }

    /** "&lt;0.5" is a value or a range: the first one in a row is the value, unless the header says otherwise. */
    private boolean compared(String printed, int i, int used, RowFields fields) {
        Matcher compared = COMPARED.matcher(printed);
        if (!compared.matches()) {
            return false;
        }
        double middle = row.middle(i);
        boolean asValue = !fields.hasValue()
                && !dated.beyondDates(middle)
                && !dated.beforeDates(middle)
                && !header.inRangeColumn(middle)
                && (fields.rangeText != null || !header.rangeBeforeResult());
        if (asValue && boundBeforeValues(i + used, fields)) {
            // "CRP  mg/L  < 5  12  38  96": the range, then the results; which is the newest, only a header tells
            fields.numberBeforeUnit = header == TableHeader.NONE
                    && i + used + 1 < row.words().size()
                    && RowTokens.isNumber(row.clean(i + used + 1));
            return ranges.bound(printed, fields);
        }
        if (asValue && unitAfterUnreadWord(fields)) {
            fields.resultUnread =
                    true; // "Ferritin  Material fehlt  ng/ml  < 400 (Frauen > 60: < 200)": no number after is it
        } else if (asValue) {
            fields.valueIndex = i;
            fields.value = PrintedNumber.parse(compared.group(2), style);
            fields.valueText = printed.replace(" ", "");
            fields.valueMiddle = middle;
            fields.valueConfidence = row.confidence(i, used);
            return true;
        }
        return ranges.bound(printed, fields);
    }

    /**
     * Whether a comparison after the unit, before any value, has a plain number after it ("CRP  mg/L  &lt; 5
     * 12  38  96", a cumulative table's range before its results): it is the range's bound, not a result
     * below a limit ("CRP  mg/L  &lt;0.5  &lt; 5").
     */
    private boolean boundBeforeValues(int after, RowFields fields) {
        return !fields.hasValue()
                && (fields.unit != null || fields.unitText != null)
                && after < row.words().size()
                && RowTokens.isNumber(row.clean(after));
    }

    /**
     * Whether a unit was read after a word that is none of the result's parts, before any value
     * ("Ferritin  Material fehlt  ng/ml  &lt; 400", a scan's "NT-proBNP  28407T  ng/L  &lt; 450"): the result is
     * pending or unread, and a comparison after the unit is its bound.
     */
    private static boolean unitAfterUnreadWord(RowFields fields) {
        return !fields.hasValue() && fields.strayBefore > 0 && (fields.unit != null || fields.unitText != null);
    }

    private void value(String printed, int i, int used, RowFields fields) {
        fields.valueIndex = i;
        fields.value = PrintedNumber.parse(printed, style);
        fields.valueText = printed;
        fields.valueMiddle = row.middle(i);
        fields.valueConfidence = row.confidence(i, used);
    }
}
