package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A count per microlitre printed with its thousands grouped by a dot ("Leucócitos: 6.400 /mm3  4.000 a
 * 10.000", a Brazilian leucogram), on a page whose numbers do not tell its decimal mark (no decimal
 * comma beside them: a page of counts alone). Read with a decimal point it is no person's count (6.4
 * white cells per microlitre, given with a doubt); read as thousands it is. The value is then the
 * thousands, and so are its range's bounds printed the same way. Only where the physiological bounds
 * rule the decimal reading out and allow the grouped one: a count that fits either stays as read.
 */
final class DotGroupedCounts {

    private static final Pattern GROUPED = Pattern.compile("\\d{1,3}(?:\\.\\d{3})+");
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[.,]\\d+)*");

    private DotGroupedCounts() {}

    static void regroup(Analyte analyte, RowFields fields, ReportStyle style) {
        if (analyte == null
                || style.decimalComma()
                || !"/uL".equals(fields.unit)
                || fields.value == null
                || fields.valueText == null
                || !GROUPED.matcher(fields.valueText).matches()) {
            return;
        }
        Optional<Analyte.UsualRange> bounds = analyte.physiologicalRange("/uL");
        double grouped = thousands(fields.valueText);
        if (bounds.isEmpty() || within(fields.value, bounds.get()) || !within(grouped, bounds.get())) {
            return;
        }
        fields.value = grouped;
        regroupRange(fields);
    }

    /** The range's bounds printed as grouped thousands ("1.800 a 7.500"), read so; plain ones ("0 a 600") stay. */
    private static void regroupRange(RowFields fields) {
        if (fields.rangeText == null) {
            return;
        }
        List<String> numbers =
                NUMBER.matcher(fields.rangeText).results().map(m -> m.group()).toList();
        boolean printedSo = numbers.stream().allMatch(n -> GROUPED.matcher(n).matches() || n.matches("\\d+"));
        if (!printedSo) {
            return;
        }
        if (fields.low != null && fields.high != null && numbers.size() == 2) {
            fields.low = thousands(numbers.get(0));
            fields.high = thousands(numbers.get(1));
        } else if (numbers.size() == 1 && (fields.low == null) != (fields.high == null)) {
            if (fields.low != null) {
                fields.low = thousands(numbers.get(0));
            } else {
                fields.high = thousands(numbers.get(0));
            }
        }
    }

    private static double thousands(String printed) {
        return Double.parseDouble(printed.replace(".", ""));
    }

    private static boolean within(double value, Analyte.UsualRange bounds) {
        return value >= bounds.low() && value <= bounds.high();
    }
}
