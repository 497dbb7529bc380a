package com.nutrilab.lab.extraction;

import static com.nutrilab.lab.extraction.RowTokens.DECIMAL_THEN_SPECK;
import static com.nutrilab.lab.extraction.RowTokens.LEADER;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One printed line read as results: the walk over its words from each name to the next. Each word is
 * offered to the readers by its shape ({@link RowTokens}) and place ({@link RowColumns}): a range
 * ({@link RangeReader}), the value ({@link ValueReader}), a flag ({@link FlagReader}), a unit ({@link
 * UnitReader}); the names and what ends them are {@link RowNames}', the test a reading is {@link
 * AnalyteChoice}'s, and a second result of the same name {@link SecondResults}'. This class keeps only
 * the order in which they are asked, which decides what a word is where it could be more than one,
 * and makes one reading of what they found. A unit that does not fit the name's analyte rejects the
 * reading ("IRON 10 %" is no iron result); a line that sells something is no result.
 */
final class ResultRow {

    /** Every language's words ({@link Language}): fillers. */
    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** Words a prose line brings: a name followed by more of these is not a result. */
    private static final int MAX_FILLER_WORDS = 2;

    private final AnalyteCatalogue catalogue;
    private final ReportStyle style;
    private final TableHeader header;
    private final DatedColumns dated;
    /** The dated column read, of a cumulative table's row; -1 for other rows. */
    private final int column;

    private final TextLine line;
    private final List<String> words;
    private final PrintedRow row;
    private final UnitReader units;
    private final RangeReader ranges;
    private final FlagReader flags;
    private final RowColumns columns;
    private final SecondResults seconds;
    private final ValueReader values;
    private final RowNames names;
    private final AnalyteChoice tests;

    ResultRow(AnalyteCatalogue catalogue, ReportStyle style, TableHeader header, TextLine line) {
        this(catalogue, style, header, DatedColumns.NONE, line);
    }

    ResultRow(AnalyteCatalogue catalogue, ReportStyle style, TableHeader header, DatedColumns dated, TextLine line) {
        this(catalogue, style, header, dated, dated.newest(), line);
    }

    /** The row read in one dated column of a cumulative table: its value, and its flag, are that column's. */
    ResultRow(
            AnalyteCatalogue catalogue,
            ReportStyle style,
            TableHeader header,
            DatedColumns dated,
            int column,
            TextLine line) {
        this.catalogue = catalogue;
        this.style = style;
        this.header = header;
        this.dated = dated;
        this.column = column;
        this.line = line;
        this.row = new PrintedRow(line);
        this.words = row.words();
        this.units = new UnitReader(catalogue, style.language(), header, row);
        this.ranges = new RangeReader(style, header, row);
        this.flags = new FlagReader(header, dated, column, row);
        this.columns = new RowColumns(header, dated, column, row);
        this.seconds = new SecondResults(catalogue, style, row, ranges, columns);
        this.values = new ValueReader(catalogue, style, header, dated, row, ranges, columns);
        this.names = new RowNames(catalogue, header, row);
        this.tests = new AnalyteChoice(catalogue, row);
    }

    List<RowReading> readings() {
        List<RowReading> readings = new ArrayList<>();
        if (ProductLine.is(words)) {
            return readings;
        }
        Optional<AnalyteCatalogue.NameMatch> known = names.first();
        Optional<AnalyteCatalogue.NameMatch> name = known.or(() -> UnknownTest.nameAt(words));
        while (name.isPresent()) {
            Reading reading = read(name.get());
            if (reading.otherTest && readings.isEmpty() && name == known) {
                // "BUN/CREAT RATIO", "Insulin Resistance HOMA-IR": not BUN nor insulin, but a test of
                // its own, under its printed name
                reading = UnknownTest.nameAt(words).map(this::read).orElse(reading);
            }
            if (reading.result != null
                    && (reading.result.analyte() != null || UnknownTest.shapedAsResult(reading.result))) {
                readings.add(reading.result);
                if (reading.second != null) {
                    secondResult(name.get(), reading, seconds.rest(reading.second))
                            .ifPresent(readings::add);
                } else if (reading.inItsOwnUnit >= 0) {
                    // "Neutrófilos 4,1 (62,0 %) x10^3/µL 1,5 - 7,5": the value in brackets, in its own unit
                    secondResult(name.get(), reading, seconds.valueAndUnit(reading.inItsOwnUnit))
                            .ifPresent(readings::add);
                }
            }
            name = reading.next;
        }
        return readings;
    }

    /** What follows a name, up to the next name in the same row (two results side by side). */
    private Reading read(AnalyteCatalogue.NameMatch name) {
        Reading reading = new Reading();
        RowFields fields = new RowFields();
        int i = name.end();
        while (i < words.size()) {
            Optional<SecondResults.Second> second = seconds.at(i, name, fields);
            if (second.isPresent()) {
                reading.second = second.get(); // "NEUT 45.7 % 1.97 10^9/L": the count is a result of its own
                break;
            }
            if (seconds.valueInItsOwnUnit(i, name, fields)) {
                // a second value with its own unit: not the row's value's unit
                reading.inItsOwnUnit = reading.inItsOwnUnit < 0 ? i : reading.inItsOwnUnit;
                i += 2;
                continue;
            }
            if (fields.hasValue()) {
                Optional<AnalyteCatalogue.NameMatch> next = names.nextAt(i, fields);
                if (next.isPresent() && !flags.notAName(i, fields)) {
                    reading.next = next;
                    break;
                }
            }
            int translated = fields.hasValue() ? 0 : names.sameTestAfterSlash(i, name);
            if (translated > 0) {
                i += translated; // "Foliumzuur / Acide folique": the name again, in the other language
                continue;
            }
            int explained = fields.hasValue() ? 0 : names.explanation(i);
            if (explained > 0) {
                if (explained == 1
                        && !ScaleWords.powers(words.get(i), style.language()).isEmpty()) {
                    fields.scaleWord = words.get(i); // "Hemácias (milhões)....: 4,62 /mm3"
                }
                if (explained == 1 && WORDS.urineSections.contains(row.clean(i))) {
                    fields.urineWord = row.clean(i); // "Albumine (urine)  54 mg/L": not serum albumin
                }
                i += explained; // "T3 [ Tri - iodothyronine ]": the name's explanation, part of it
                continue;
            }
            if (otherUnitAt(i, name.analytes(), fields)) {
                i += 2; // "Triglycérides  0,95 g/L  1,08 mmol/L": the result again, in another unit
                continue;
            }
            if (fields.hasValue() && groupLabel(i)) {
                // "Bambini 4-6 anni: < 90", "Çocuk (6-12 yaş): …", "Gebelik 1. trimester: …": a range for
                // an age or a stage the patient may not be in, so no range of the row is the patient's
                fields.secondRange = true;
                i += 2;
                continue;
            }
            if (fields.hasValue() && WORDS.sexes.contains(words.get(i))) {
                // "Uomini: 30 - 400", "Donne: 13 - 150" on the line below: one sex's range, and the
                // patient's sex is not known, so no range of the row is the patient's
                fields.secondRange = true;
                i += 1;
                continue;
            }
            if (!fields.hasValue() && WORDS.pending.at(words, i) > 0) {
                return reading; // "Ferritin  folgt  ng/ml  < 400", "LDL  n.b.  < 116": no result yet
            }
            if (!fields.hasValue() && names.sampleTimeAt(i, name)) {
                reading.otherTest = true; // "Glucose 2 h  152": a sample at a time, not the plain test
                return reading;
            }
            int used = take(i, name.analytes(), fields);
            fields.lastStray = used == 0 ? i : fields.lastStray;
            if (used == 0) {
                boolean otherTest = names.makesOtherTest(i, name);
                if (!fields.hasValue() && (++fields.strayBefore > MAX_FILLER_WORDS || otherTest)) {
                    // prose that happens to start with an analyte's name, or a ratio of two analytes:
                    // "Cholesterol/HDL Ratio" is not HDL, "BUN/CREAT RATIO" (its slash lost in a scan) not BUN,
                    // "TG / HDL" not triglycerides; or a word that makes it another test ("Copper Urine")
                    reading.otherTest = otherTest;
                    return reading;
                }
                fields.strayAfter += fields.hasValue() ? 1 : 0;
                used = 1;
            }
            i += used;
        }
        if (fields.hasValue() && !fields.rangeAsResult) {
            units.scaleByName(name.analytes(), fields);
            reading.result = reading(name, fields);
            // "Hemoglobin Glycated 5.6 %": a unit that does not fit the name's analyte, after words
            // the catalogue's name lacks, is another test's
            reading.otherTest = reading.result == null && fields.strayBefore > 0 && !line.recognised();
        }
        return reading;
    }

    /**
     * Whether words i and i + 1 end a label of an age or a stage: a word with a digit, then a word in
     * lower case that the label's colon ends ("4-6 anni:", "(6-12 yaş):", "1. trimester:").
     */
    private boolean groupLabel(int i) {
        if (i + 1 >= words.size()) {
            return false;
        }
        String number = words.get(i);
        String label = words.get(i + 1);
        return number.chars().anyMatch(Character::isDigit)
                && label.endsWith(":")
                && Character.isLowerCase(label.codePointAt(0))
                && catalogue.ucum(row.clean(i + 1)) == null;
    }

    /** Whether the row's one range fits the other unit's results and not the first unit's. */
    private static boolean rangeIsTheOtherUnits(Analyte analyte, RowFields fields) {
        return fields.otherUnit != null
                && fields.rangeText != null
                && !UsualRanges.fits(analyte, fields.unit, fields.low, fields.high)
                && UsualRanges.fits(analyte, fields.otherUnit, fields.low, fields.high);
    }

    /** Whether the row's one range fits both units' results, printed with the value in each. */
    private static boolean rangeFitsBothUnits(Analyte analyte, RowFields fields) {
        return fields.otherUnit != null
                && fields.rangeText != null
                && UsualRanges.fits(analyte, fields.unit, fields.low, fields.high)
                && UsualRanges.fits(analyte, fields.otherUnit, fields.low, fields.high);
    }

    private void swapUnits(RowFields fields) {
        String valueText = fields.valueText;
        String unit = fields.unit;
        fields.valueText = fields.otherValueText;
        fields.value = PrintedNumber.parse(fields.otherValueText, style);
        fields.unit = fields.otherUnit;
        fields.otherValueText = valueText;
        fields.otherUnit = unit;
    }

    /**
     * Whether word i and the next print the row's value again in another unit the test is reported in,
     * right after the value and its unit: kept beside the result ({@link RowFields#otherValueText}).
     */
    private boolean otherUnitAt(int i, List<Analyte> analytes, RowFields fields) {
        if (fields.value == null || fields.unit == null || fields.otherValueText != null || i + 1 >= words.size()) {
            return false;
        }
        String unit = catalogue.ucum(row.clean(i + 1));
        if (!RowTokens.PLAIN.matcher(row.clean(i)).matches() || unit == null || unit.equals(fields.unit)) {
            return false;
        }
        boolean sameTest = analytes.stream().anyMatch(a -> a.reportedIn(fields.unit) && a.reportedIn(unit));
        if (sameTest) {
            fields.otherValueText = row.clean(i);
            fields.otherUnit = unit;
        }
        return sameTest;
    }

    /**
     * Reads the piece of a result starting at word i, by its shape ({@link RowTokens}) and place: a
     * target's or limit's bound, a range, a comparison, a flag, the value, a text result, the unit, a
     * filler; the words used, or 0 for a word that is none.
     */
    private int take(int i, List<Analyte> analytes, RowFields fields) {
        String word = row.clean(i);
        if (line.recognised() && DECIMAL_THEN_SPECK.matcher(word).matches()) {
            word = word.substring(0, word.length() - 1); // "5.7.": a speck after the value
        }
        String next = row.clean(i + 1);
        if (word.isEmpty()) {
            return 1;
        }
        int negative = values.negative(i, word, next, analytes, fields);
        if (negative > 0) {
            return negative;
        }
        int limit = ranges.limit(i, fields);
        if (limit > 0) {
            return limit;
        }
        int signedRange = ranges.signed(i, analytes, fields);
        if (signedRange > 0) {
            return signedRange;
        }
        // A range printed over three words ("70 - 99") or a comparator apart from its number ("> 59").
        int span = ranges.span(i, fields, values.underResult(i, fields));
        if (span >= 0) {
            return span;
        }
        int compared = values.compared(i, word, next, fields);
        if (compared >= 0) {
            return compared;
        }
        int flag = flags.read(i, fields);
        if (flag > 0) {
            return flag;
        }
        int bounds = ranges.columns(i, fields);
        if (bounds > 0) {
            return bounds;
        }
        int flagged = values.flagged(i, word, fields);
        if (flagged > 0) {
            return flagged;
        }
        if (ranges.dashless(i, fields)) {
            return 2;
        }
        int number = values.plain(i, word, next, fields);
        if (number > 0) {
            return number;
        }
        int qualitative = values.qualitative(i, fields);
        if (qualitative > 0) {
            return qualitative;
        }
        int unit = units.read(i, analytes, fields);
        if (unit > 0) {
            return unit;
        }
        return WORDS.fillers.contains(word) || LEADER.matcher(word).matches() ? 1 : 0;
    }

    /**
     * The reading, or null when the unit read fits none of the analytes the name may stand for; a
     * name outside the catalogue gives a reading without an analyte.
     */
    private RowReading reading(AnalyteCatalogue.NameMatch name, RowFields fields) {
        Analyte analyte = name.analytes().isEmpty() ? null : tests.of(name, fields);
        if (analyte == null && !name.analytes().isEmpty()) {
            return null;
        }
        if (analyte != null && fields.value == null && fields.qualitative != null && catalogue.measuredOnly(analyte)) {
            return null; // "Leukozyten (Urin)  ++", "Glucose (bandelette)  ++": a strip's, never the blood count's
        }
        DotGroupedCounts.regroup(analyte, fields, style); // "6.400 /mm3" on a page without decimal commas
        String printedName = names.printed(name, fields);
        String specimen = dated.specimen(column);
        if (specimen != null) {
            printedName = printedName + " (" + specimen + ")";
            if (analyte != null) {
                analyte = tests.inSpecimen(name, analyte, specimen, fields);
            }
        } else if (fields.urineWord != null && analyte != null && !"urinalysis".equals(analyte.panel())) {
            analyte = tests.inSpecimen(name, analyte, fields.urineWord, fields);
        }
        // two ranges on a row are for two groups of people (men and women, adults and children)
        boolean ranged = dated.rangeApplies(column) && !fields.secondRange;
        if (ranged && analyte != null && rangeIsTheOtherUnits(analyte, fields)) {
            swapUnits(fields); // "0,92 g/L  5,11 mmol/L  (3,89-6,11)": the range's unit is the result's
        } else if (ranged && analyte != null && rangeFitsBothUnits(analyte, fields)) {
            ranged = false; // "0,95 g/L  1,08 mmol/L  (0,40-1,70)": either unit's, the row does not say
        }
        return new RowReading(
                analyte,
                name.fuzzy(),
                printedName,
                fields.value,
                fields.valueText,
                fields.qualitative,
                fields.unit,
                fields.unitText,
                fields.unitApproximate,
                ranged ? fields.low : null,
                ranged ? fields.high : null,
                ranged ? fields.rangeText : null,
                fields.flag,
                fields.flag == null && fields.letterBeforeIndex == fields.valueIndex - 1 ? fields.letterBefore : null,
                header.inOutOfRangeColumn(fields.valueMiddle),
                fields.valueConfidence,
                fields.unitConfidence,
                fields.strayBefore + fields.strayAfter,
                line.page(),
                line.recognised(),
                header != TableHeader.NONE,
                0,
                dated.dated() && column >= 0 ? dated.dates().get(column) : null,
                fields.otherValueText == null
                        ? null
                        : new ExtractedAnalyte.OtherUnit(
                                PrintedNumber.parse(fields.otherValueText, style),
                                fields.otherValueText,
                                fields.otherUnit,
                                null),
                specimen,
                analyte != null && AnalyteChoice.guessed(name, fields),
                fields.numberBeforeUnit);
    }

    /** The second result of a row that prints a test's percentage and count: its name's words, then the given words. */
    private Optional<RowReading> secondResult(AnalyteCatalogue.NameMatch name, Reading first, List<Word> words) {
        List<Word> rest = new ArrayList<>(line.words().subList(name.start(), name.end()));
        rest.addAll(words);
        List<RowReading> second = new ResultRow(
                        catalogue, style, header, dated, column, new TextLine(line.page(), rest, line.recognised()))
                .readings();
        return second.stream()
                .filter(r -> r.analyte() != null && r.analyte() != first.result.analyte())
                .findFirst();
    }

    private static final class Reading {
        /** Where a second result of the same name starts, or null. */
        SecondResults.Second second;
        /** Where a second value with its own unit stands ("(62,0 %)", "59,5 %  tys/µl"), or -1. */
        int inItsOwnUnit = -1;

        RowReading result;
        boolean otherTest;
        Optional<AnalyteCatalogue.NameMatch> next = Optional.empty();
    }
}
