package com.nutrilab.lab.extraction;

import static com.nutrilab.lab.extraction.RowTokens.PLAIN;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A second result of the same name on one row: a differential prints a test's percentage and its
 * count side by side under one name ("NEUT 45.7 % 1.97 10^9/L", "Neutrófilos 4,1 (62,0 %)"), with or
 * without units, with one range, a range for each, or none. Where the second value starts, and which
 * range is the first value's, is decided here; the second value is then read as a row of its own
 * ({@link ResultRow}). A previous result printed beside the value must never pass for the second one,
 * so each rule asks for the units or the ranges to tell the two tests apart.
 */
final class SecondResults {

    /**
     * The white cell counts (10*3/uL) a percentage and a count printed side by side may make: wider than
     * any reference range, narrower than every count a disease can give, so that a previous result
     * beside the value is seldom taken for a count.
     */
    private static final double MIN_WHITE_CELLS = 1;

    private static final double MAX_WHITE_CELLS = 30;

    private final AnalyteCatalogue catalogue;
    private final ReportStyle style;
    private final PrintedRow row;
    private final List<String> words;
    private final RangeReader ranges;
    private final RowColumns columns;

    SecondResults(
            AnalyteCatalogue catalogue, ReportStyle style, PrintedRow row, RangeReader ranges, RowColumns columns) {
        this.catalogue = catalogue;
        this.style = style;
        this.row = row;
        this.words = row.words();
        this.ranges = ranges;
        this.columns = columns;
    }

    /**
     * Where a second result starts: its first word, and the first value's range words [start, end)
     * among the row's, or null where the first value has no range of its own.
     */
    record Second(int start, int[] firstRange) {}

    /**
     * A second result of the name starting at word i, after the row's value: in a unit of another
     * kind, or unitless with a range for each value or with the count's range alone. Where a range
     * for each follows, the first one is set as the row's.
     */
    Optional<Second> at(int i, AnalyteCatalogue.NameMatch name, RowFields fields) {
        if (!fields.hasValue()) {
            return Optional.empty();
        }
        if (otherUnitsResult(i, name, fields) || (fields.rangeText == null && unitlessCount(i, name, fields))) {
            return Optional.of(new Second(i, rangeOfEach(i, fields)));
        }
        if (fields.rangeText == null && countWithTheOnlyRange(i, name, fields)
                || countAfterTheRangedValue(i, name, fields)
                || amountOverADay(i, name, fields)) {
            return Optional.of(new Second(i, null));
        }
        return Optional.empty();
    }

    /**
     * Whether word i, after the row's value in a concentration and before any range, is the amount
     * excreted in 24 hours, in a unit of the name's 24-hour urine test: "Protéinurie  0,42 g/L  soit
     * 0,70 g/24 h  < 0,15 g/24 h", "Créatininurie  7,8 mmol/L  soit 12,9 mmol/24 h  8,8 - 17,7": a
     * result of that test, with the range printed after it (the concentration has none).
     */
    private boolean amountOverADay(int i, AnalyteCatalogue.NameMatch name, RowFields fields) {
        if (fields.unit == null
                || fields.rangeText != null
                || i + 1 >= words.size()
                || !PLAIN.matcher(row.clean(i)).matches()) {
            return false;
        }
        String unit = catalogue.ucum(row.clean(i + 1));
        return unit != null
                && !unit.equals(fields.unit)
                && name.analytes().stream()
                        .anyMatch(a -> catalogue.collectedOverADay(a, unit).isPresent());
    }

    /**
     * Whether word i, after the row's unitless value and its range, is a value with its own unit that
     * another test of the name is reported in, while the range is usual for a test of the name not
     * reported in that unit: a differential's percentage and count in columns "relativ | Ref. (%) |
     * absolut | Einheit | Ref." ("Neutrophile  58,2  40 - 75  3,95  /nl  1,8 - 7,7").
     */
    private boolean countAfterTheRangedValue(int i, AnalyteCatalogue.NameMatch name, RowFields fields) {
        if (fields.unit != null
                || fields.unitText != null
                || fields.rangeText == null
                || i + 1 >= words.size()
                || !PLAIN.matcher(row.clean(i)).matches()) {
            return false;
        }
        String unit = catalogue.ucum(row.clean(i + 1));
        return unit != null
                && name.analytes().stream().anyMatch(a -> a.reportedIn(unit))
                && name.analytes().stream().filter(a -> !a.reportedIn(unit)).anyMatch(a -> UsualRanges.unitOf(
                                a, fields.low, fields.high)
                        .isPresent());
    }

    /**
     * Whether word i, after the row's value and unit, is a second value in a unit of another kind that
     * another test of the same name is reported in: a differential printed as a percentage and a count
     * under one name ("NEUT 45.7 % 1.97 10^9/L", "Neutrophile 55,2 % 3,41 G/l").
     */
    private boolean otherUnitsResult(int i, AnalyteCatalogue.NameMatch name, RowFields fields) {
        if (fields.unit == null || fields.qualitative != null || name.analytes().size() < 2 || i + 1 >= words.size()) {
            return false;
        }
        String first = fields.unit;
        List<Analyte> others =
                name.analytes().stream().filter(a -> !a.reportedIn(first)).toList();
        String unit = catalogue.ucum(row.clean(i + 1));
        if (unit == null && row.recognised() && !others.isEmpty()) {
            // OCR garbles a power of ten ("1.59 10A9/L", "3,10 1049/L"): the other tests' unit it is nearest to
            unit = catalogue.nearestUnit(row.clean(i + 1), others);
        }
        String second = unit;
        return PLAIN.matcher(row.clean(i)).matches()
                && !columns.otherColumn(i)
                && second != null
                && others.stream().anyMatch(a -> a.reportedIn(second));
    }

    /**
     * Whether word i is a plain number right after the row's value, which was printed without a unit,
     * in the row's own column, of a name that stands for more than one test: a second value, whose
     * test the ranges after it may tell.
     */
    private boolean secondPlainValue(int i, AnalyteCatalogue.NameMatch name, RowFields fields) {
        return fields.unit == null
                && fields.unitText == null
                && fields.value != null
                && fields.valueIndex == i - 1
                && name.analytes().size() >= 2
                && PLAIN.matcher(row.clean(i)).matches()
                && !columns.otherColumn(i);
    }

    /**
     * Whether word i, right after a value printed without a unit, is a second value of a name that
     * stands for a percentage and a count, with a range for each after it ("Neutrófilos Segmentados:
     * 62,3  5233  40 - 78  1.800 - 7.000", a Brazilian leucogram without units): where exactly two
     * ranges follow, each value within ten times of its own, and each range is the usual range of
     * another of the name's tests, the second value is the other test's.
     */
    private boolean unitlessCount(int i, AnalyteCatalogue.NameMatch name, RowFields fields) {
        if (!secondPlainValue(i, name, fields)) {
            return false;
        }
        RowFields first = new RowFields();
        first.value = fields.value;
        int[] range = rangeOfEach(i, first);
        if (range == null) {
            return false;
        }
        RowFields second = new RowFields();
        int[] secondRange = null;
        for (int j = range[1]; j < words.size() && secondRange == null; j++) {
            if (ranges.span(j, second, false) > 0 && second.rangeText != null) {
                secondRange = new int[] {j};
            }
        }
        Analyte percentage = UsualRanges.choose(name.analytes(), null, first.low, first.high, null);
        Analyte count =
                secondRange == null ? null : UsualRanges.choose(name.analytes(), null, second.low, second.high, null);
        // each range chose its test by its own usual range, not by default
        return percentage != null
                && count != null
                && percentage != count
                && UsualRanges.unitOf(percentage, first.low, first.high).isPresent()
                && UsualRanges.unitOf(count, second.low, second.high).isPresent();
    }

    /**
     * Whether word i, right after a value printed without a unit, is the count of a name that stands for
     * a percentage and a count, and the one range after it the count's ("Neutrofilos  61.0  3.843  2.1 a
     * 7.6", a Spanish hemogram): exactly one range follows, usual for the name's count test; the count lies
     * within ten times of it and the first value outside it, in the percentage test's bounds; and the two
     * make a white cell count a person may have (the count over the percentage, 1 to 30 10*3/uL), so a
     * previous result printed beside the value is never taken for the count.
     */
    private boolean countWithTheOnlyRange(int i, AnalyteCatalogue.NameMatch name, RowFields fields) {
        if (!secondPlainValue(i, name, fields)) {
            return false;
        }
        RowFields range = new RowFields();
        for (int j = i + 1; j < words.size(); j++) {
            RowFields read = new RowFields();
            int used = ranges.span(j, read, false);
            if (used > 0 && read.rangeText != null) {
                if (range.rangeText != null) {
                    return false; // two ranges: each value's, or two groups of people
                }
                range = read;
                j += used - 1;
            } else if (PLAIN.matcher(row.clean(j)).matches()) {
                return false;
            }
        }
        Double count = PrintedNumber.parse(row.clean(i), style);
        if (range.rangeText == null || !withinTenTimes(count, range)) {
            return false;
        }
        Analyte countTest = UsualRanges.choose(name.analytes(), null, range.low, range.high, null);
        Optional<String> countUnit = countTest == null
                ? Optional.empty()
                : UsualRanges.unitOf(countTest, range.low, range.high, candidates -> candidates.get(0));
        double percentage = fields.value;
        boolean percentageOutside = percentage < range.low || percentage > range.high;
        boolean percentageTest = name.analytes().stream()
                .anyMatch(a -> a != countTest
                        && a.units().contains("%")
                        && a.physiologicalRange("%")
                                .map(b -> percentage >= b.low() && percentage <= b.high())
                                .orElse(false));
        if (countUnit.isEmpty() || !percentageOutside || !percentageTest || percentage <= 0) {
            return false;
        }
        Optional<Double> whiteCells = UcumUnits.convert(count / (percentage / 100), countUnit.get(), "10*3/uL");
        return whiteCells.isPresent() && whiteCells.get() >= MIN_WHITE_CELLS && whiteCells.get() <= MAX_WHITE_CELLS;
    }

    /**
     * Whether words i and i + 1 are a second value and its own unit after the row's value and before
     * its unit: in brackets ("Neutrófilos 4,1 (62,0 %) x10^3/µL"), or bare where the row's unit of
     * another kind follows them ("NEU  4,12  59,5 %  tys/µl": the count, its percentage, the count's
     * unit), each unit one that a test of the name is reported in.
     */
    boolean valueInItsOwnUnit(int i, AnalyteCatalogue.NameMatch name, RowFields fields) {
        if (!fields.hasValue()
                || fields.unit != null
                || fields.unitText != null
                || i + 1 >= words.size()
                || !PLAIN.matcher(row.clean(i)).matches()) {
            return false;
        }
        String own = catalogue.ucum(row.clean(i + 1));
        if (own == null) {
            return false;
        }
        if (words.get(i).startsWith("(") && words.get(i + 1).endsWith(")")) {
            return true;
        }
        String rows = i + 2 < words.size() ? catalogue.ucum(row.clean(i + 2)) : null;
        return rows != null
                && !UcumUnits.sameKind(own, rows)
                && name.analytes().stream().anyMatch(a -> a.reportedIn(own))
                && name.analytes().stream().anyMatch(a -> a.reportedIn(rows) && !a.reportedIn(own));
    }

    /**
     * A row with a percentage and a count that prints a range for each after both values ("59 % 4785
     * /mm3  40 a 70 %  1600 a 7700/mm3"): the first range is the first value's, where exactly two ranges
     * follow and each value lies within ten times of its own (a range swapped or a third number leaves
     * both without one, as two ranges on a row otherwise do). Sets the first value's range; the range's
     * words [start, end), with a unit printed right after it, else null.
     */
    private int[] rangeOfEach(int second, RowFields first) {
        List<int[]> spans = new ArrayList<>();
        List<RowFields> read = new ArrayList<>();
        for (int j = second + 1; j < words.size(); j++) {
            RowFields range = new RowFields();
            int used = ranges.span(j, range, false);
            if (used > 0 && range.rangeText != null) {
                spans.add(new int[] {j, j + used});
                read.add(range);
                j += used - 1;
            } else if (PLAIN.matcher(row.clean(j)).matches()) {
                return null; // a number outside any range: not the two ranges of the two values
            }
        }
        Double secondValue = PrintedNumber.parse(row.clean(second), style);
        if (spans.size() != 2
                || !withinTenTimes(first.value, read.get(0))
                || !withinTenTimes(secondValue, read.get(1))) {
            return null;
        }
        first.low = read.get(0).low;
        first.high = read.get(0).high;
        first.rangeText = read.get(0).rangeText;
        int end = spans.get(0)[1];
        if (end < spans.get(1)[0] && catalogue.ucum(row.clean(end)) != null) {
            end++; // "40 a 70 %": the first range's unit
        }
        return new int[] {spans.get(0)[0], end};
    }

    private static boolean withinTenTimes(Double value, RowFields range) {
        return value != null
                && range.low != null
                && range.high != null
                && value >= range.low / 10
                && value <= range.high * 10;
    }

    /** The words of a row's second result: from its value to the end, without the first value's range. */
    List<Word> rest(Second second) {
        List<Word> line = row.line().words();
        List<Word> rest = new ArrayList<>(line.subList(second.start(), line.size()));
        if (second.firstRange() != null) {
            rest.subList(second.firstRange()[0] - second.start(), second.firstRange()[1] - second.start())
                    .clear();
        }
        return rest;
    }

    /** The words of a second value and its own unit at i ("(62,0 %)", "59,5 %"), without brackets. */
    List<Word> valueAndUnit(int i) {
        return row.line().words().subList(i, i + 2).stream()
                .map(word -> new Word(
                        RowTokens.clean(word.text()),
                        word.left(),
                        word.top(),
                        word.right(),
                        word.bottom(),
                        word.confidence()))
                .toList();
    }
}
