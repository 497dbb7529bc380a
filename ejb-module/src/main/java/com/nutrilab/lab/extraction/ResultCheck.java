package com.nutrilab.lab.extraction;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A reading checked before it is reported: for OCR, a lost decimal mark put back and a unit lost or
 * misread taken from the printed range where that range tells it; the flag from the printed one or
 * the range; and how sure the reading is, with the reasons a user should check it.
 */
final class ResultCheck {

    /** Below this OCR confidence in the value's word, the user is asked to check the value. */
    private static final double LEGIBLE = 0.6;
    /** Below this OCR confidence a value without unit and range beside it is not reported. */
    private static final double UNSURE = 0.5;

    private static final Pattern LEADING_ZERO = Pattern.compile("0\\d+\\.?");
    /** Ten times outside the printed range, without a flag saying so: worth a look. */
    private static final double FAR_OUTSIDE = 1;

    private ResultCheck() {}

    /**
     * Whether an OCR reading is too poorly read to report at all: a value Tesseract was unsure of
     * (below half confidence) with nothing printed beside it to check it by (a unit and a range), or a
     * whole number with a leading zero ("07", "076": a decimal mark lost) whose decimal reading its
     * range and flag do not confirm ({@link DecimalPoint}). A wrong value is worse than a missing one;
     * a value with its unit and range stays, with a doubt.
     */
    static boolean illegible(RowReading read, PageFacts page) {
        if (!read.recognised() || read.value() == null) {
            return false;
        }
        boolean unsure = read.valueConfidence() < UNSURE && !read.complete();
        return unsure
                || (LEADING_ZERO.matcher(read.valueText()).matches()
                        && (!read.known()
                                || DecimalPoint.recover(rangeRepaired(read), page.flagsPrinted())
                                        .isEmpty()));
    }

    /** The reading with its range's lost decimal marks put back, where {@link DecimalPoint#range} finds them. */
    private static RowReading rangeRepaired(RowReading read) {
        return DecimalPoint.range(read, rangeUnit(read))
                .map(range -> read.withRange(range.low(), range.high()))
                .orElse(read);
    }

    /**
     * The unit a scan's printed range is checked in for lost decimal marks: the unit read, but not a
     * unit OCR only guessed ("g/]" taken as g/dL) that the range does not fit where another unit of the
     * test fits the range as printed (120–160 is hemoglobin's range in g/L). The range is then right
     * as read and the guess is wrong; {@link #checkedUnit} takes the range's unit.
     */
    private static String rangeUnit(RowReading read) {
        Analyte analyte = read.analyte();
        if (!read.unitApproximate() || read.unit() == null || analyte == null) {
            return read.unit();
        }
        boolean guessFits = UsualRanges.fits(analyte, read.unit(), read.low(), read.high());
        boolean anotherFits =
                analyte.units().stream().anyMatch(unit -> UsualRanges.fits(analyte, unit, read.low(), read.high()));
        return !guessFits && anotherFits ? null : read.unit();
    }

    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** One to three digits, a mark and three digits: a decimal, or a thousand grouped ("1.020"). */
    private static final Pattern THREE_DECIMALS = Pattern.compile("\\d{1,3}[.,]\\d{3}");
    /** A number with a decimal mark. */
    private static final Pattern DECIMAL = Pattern.compile("\\d[.,]\\d");

    static ExtractedAnalyte of(RowReading read, PageFacts page) {
        if (!read.known()) {
            return unknown(read);
        }
        Doubts doubts = new Doubts(read.recognised() ? read.valueConfidence() : 1);
        if (read.nameApproximate()) {
            doubts.lower(0.9);
        }
        RowReading reading = read;
        Optional<DecimalPoint.RangeRecovery> range = DecimalPoint.range(read, rangeUnit(read));
        if (range.isPresent()) {
            reading = read.withRange(range.get().low(), range.get().high());
            doubts.add(0.8, range.get().reason());
        }
        Double value = reading.value();
        Optional<DecimalPoint.Recovery> recovery = DecimalPoint.recover(reading, page.flagsPrinted());
        if (recovery.isPresent()) {
            value = recovery.get().value();
            doubts.add(0.6, recovery.get().reason());
        } else if (reading.recognised() && reading.valueConfidence() < LEGIBLE && value != null) {
            doubts.add(
                    1,
                    "the value was hard to read in the scan (OCR confidence "
                            + Math.round(reading.valueConfidence() * 100) + " %)");
        }
        if (recovery.isEmpty()) {
            doubtScannedDigits(reading, doubts);
        }
        if (reading.recognised()
                && reading.valueText() != null
                && reading.valueText().endsWith(".")) {
            doubts.add(
                    0.8,
                    "a dot was read after the value " + reading.valueText()
                            + ": a speck, or the mark of decimals the scan lost");
        }
        String unit = reading.recognised() ? checkedUnit(reading, page, doubts) : reading.unit();
        if (!reading.recognised() && unit == null && reading.unitText() != null) {
            doubts.add(0.9, "the unit " + reading.unitText() + " is not one the service knows");
        } else if (!reading.recognised() && reading.unitApproximate()) {
            doubts.add(0.9, "the unit is printed in an unusual way; taken as " + unit);
        }
        Flag flag = flag(reading, value);
        if (value != null && recovery.isEmpty()) {
            doubtFlag(reading, value, flag, page.flagsPrinted(), doubts);
        }
        if (value != null) {
            Plausibility.check(reading, value, unit, doubts);
            Plausibility.checkOtherUnit(reading, value, unit, doubts);
        }
        if (reading.specimen() != null
                && !WORDS.qualifiers.contains(reading.specimen())
                && !WORDS.bloodSpecimens.contains(reading.specimen())) {
            // the catalogue's test is the usual specimen's (pO2 is arterial): a venous or capillary
            // column's value is right as printed, but its test may be another one
            doubts.add(0.9, "printed in a column of its own specimen (" + reading.specimen() + ")");
        }
        if (reading.recognised() && value != null && reading.rangeText() == null) {
            // a text layer's digits are as printed; a scan's are checked by the printed range, and
            // without one only by the test's bounds, which a digit added or lost ("11,90" for 11,0)
            // stays within
            doubts.add(
                    0.9,
                    "read from a scan with no printed range beside it: nothing but what any result of the "
                            + "test can be checks the value");
        }
        if (threeDecimalsBesideWholeBounds(reading, value)) {
            doubts.add(
                    0.8,
                    "the value " + reading.valueText() + " was read with a decimal mark, but three digits after it "
                            + "beside a range of whole numbers may be a thousands separator's");
        }
        if (reading.valueAmongTwo()) {
            doubts.add(
                    0.7,
                    "two numbers are printed where the result goes and no column header tells which is the result "
                            + "(the other may be an earlier result); taken as the first");
        }
        if (reading.testGuessed()) {
            // a wrong test is a wrong value: "NEUT 1.97" may be the percentage or the count
            doubts.add(
                    0.8,
                    "the name " + reading.printedName() + " stands for more than one test and neither a unit nor a "
                            + "range is printed beside the value; taken as "
                            + reading.analyte().name()
                            + " by its value");
        }
        Analyte analyte = reading.analyte();
        return new ExtractedAnalyte(
                analyte.codeFor(unit),
                analyte.name(),
                reading.printedName(),
                value,
                reading.qualitative() == null ? null : reading.qualitative().meaning(),
                reading.valueText(),
                unit,
                unit == null ? reading.unitText() : null,
                reading.low(),
                reading.high(),
                reading.rangeText(),
                Flags.name(flag),
                reading.page(),
                doubts.confidence(),
                doubts.text(),
                reading.otherUnit());
    }

    /** Digits a scan may have lost or added where the printed range tells it: the user is asked to check. */
    /**
     * "ALAT 1.020 U/l  &lt; 35" on a page of decimal points: read as 1.02, as the page's numbers read, but
     * a lab printing its range in whole numbers rarely prints a result to three decimals.
     */
    private static boolean threeDecimalsBesideWholeBounds(RowReading reading, Double value) {
        return value != null
                && value < 1000
                && reading.valueText() != null
                && THREE_DECIMALS.matcher(reading.valueText()).matches()
                && reading.rangeText() != null
                && !DECIMAL.matcher(reading.rangeText()).find();
    }

    private static void doubtScannedDigits(RowReading reading, Doubts doubts) {
        Optional<Double> lost = DecimalPoint.markMaybeLost(reading);
        if (lost.isPresent()) {
            doubts.add(
                    0.8,
                    "the scan may have lost the value's decimal mark: read " + reading.valueText()
                            + ", which would be " + String.format(Locale.ROOT, "%s", lost.get())
                            + " inside the printed range " + reading.rangeText());
        } else if (DecimalPoint.moreDecimalsThanRange(reading)) {
            doubts.add(
                    0.8,
                    "the value " + reading.valueText() + " has more decimals than its range " + reading.rangeText()
                            + ": the scan may have read a digit too many");
        }
    }

    /**
     * A test the catalogue does not know, as printed: there is no usual range to check the value or
     * the unit against, so nothing is corrected; the user is told what could not be checked. On a
     * scan its name may be a misread one too ("LDt-Cholesterin"), and its value is then not checked
     * by anything: it is never given as sure.
     */
    private static ExtractedAnalyte unknown(RowReading reading) {
        Doubts doubts = new Doubts(reading.recognised() ? reading.valueConfidence() : 1);
        if (reading.recognised() && reading.value() != null) {
            doubts.add(0.8, "a test the service does not know, read from a scan: nothing could check its value");
        }
        doubtScannedDigits(reading, doubts);
        if (reading.recognised() && reading.valueConfidence() < LEGIBLE) {
            doubts.add(
                    1,
                    "the value was hard to read in the scan (OCR confidence "
                            + Math.round(reading.valueConfidence() * 100) + " %)");
        }
        if (reading.unit() == null && reading.unitText() != null) {
            doubts.add(0.9, "the unit " + reading.unitText() + " is not one the service knows");
        }
        Flag flag = flag(reading, reading.value());
        if (reading.value() != null) {
            // "Polynucléaires  58,2 %  3 550 /mm3  1 500 - 7 000": the count's range beside the percentage
            doubtFlag(reading, reading.value(), flag, false, doubts);
        }
        return new ExtractedAnalyte(
                null,
                null,
                reading.printedName(),
                reading.value(),
                null,
                reading.valueText(),
                reading.unit(),
                reading.unit() == null ? reading.unitText() : null,
                reading.low(),
                reading.high(),
                reading.rangeText(),
                Flags.name(flag),
                reading.page(),
                doubts.confidence(),
                doubts.text(),
                reading.otherUnit());
    }

    /**
     * The unit OCR read, or where it read none or one whose usual range the printed range does not
     * fit, the one unit the printed range is typical of; else none, and the user is told.
     */
    private static String checkedUnit(RowReading reading, PageFacts page, Doubts doubts) {
        if (reading.qualitative() != null) {
            return reading.unit();
        }
        Analyte analyte = reading.analyte();
        Optional<String> byRange = UsualRanges.unitOf(analyte, reading.low(), reading.high(), page::preferred);
        String unit = reading.unit();
        if (unit == null && analyte.printsNoUnit()) {
            return null; // a ratio or an index has no unit to print: none read is none missing
        }
        if (unit == null && reading.unitText() != null && byRange.isPresent()) {
            doubts.add(
                    0.7,
                    "the unit was read as " + reading.unitText() + "; taken as " + byRange.get()
                            + ", whose usual range matches the printed range " + reading.rangeText());
            return byRange.get();
        }
        if (unit == null && reading.unitText() != null) {
            doubts.add(0.9, "the unit " + reading.unitText() + " is not one the service knows");
            return null;
        }
        if (unit == null && byRange.isPresent()) {
            doubts.add(
                    0.7,
                    "no unit was read in the scan; taken as " + byRange.get() + ", whose usual range "
                            + "matches the printed range " + reading.rangeText());
            return byRange.get();
        }
        if (unit == null) {
            doubts.add(
                    0.5,
                    "no unit was read in the scan"
                            + (reading.rangeText() == null
                                    ? ""
                                    : " and the printed range " + reading.rangeText() + " does not tell which"));
            return null;
        }
        if (byRange.isPresent()
                && !byRange.get().equals(unit)
                && !UsualRanges.fits(analyte, unit, reading.low(), reading.high())) {
            doubts.add(
                    0.7,
                    (reading.unitApproximate()
                                    ? "the unit was hard to read in the scan"
                                    : "the unit was read as " + unit)
                            + ", taken as " + byRange.get() + " because the printed range " + reading.rangeText()
                            + " is usual for " + byRange.get());
            return byRange.get();
        }
        if (reading.unitApproximate()) {
            doubts.add(0.9, "the unit was hard to read in the scan; taken as " + unit);
        } else if (reading.unitConfidence() < LEGIBLE) {
            doubts.lower(0.9);
        }
        return unit;
    }

    private static Flag flag(RowReading reading, Double value) {
        if (reading.qualitative() != null) {
            Flag printed = reading.printedFlag();
            return printed != null && printed != Flag.MARKED
                    ? printed
                    : reading.qualitative().flag(reading.rangeText());
        }
        return Flags.of(
                reading.printedFlag(),
                value,
                reading.valueText(),
                reading.low(),
                reading.high(),
                reading.outOfRangeColumn());
    }

    /**
     * A printed flag the value contradicts, a value out of range with none (far out, or at all on a
     * page that prints flags), or a flag letter before a value in range: something was misread.
     */
    private static void doubtFlag(RowReading reading, double value, Flag flag, boolean flagsPrinted, Doubts doubts) {
        Flag fromRange = Flags.fromRange(value, reading.valueText(), reading.low(), reading.high());
        Flag printed = reading.printedFlag();
        if (fromRange != null && printed != null && printed.direction() && printed != fromRange) {
            doubts.add(
                    0.5,
                    "the printed flag " + printed.name().toLowerCase(Locale.ROOT) + " does not match the value "
                            + reading.valueText() + " and the range " + reading.rangeText());
        } else if (printed == null && flag != null && flag != Flag.NORMAL) {
            // On a page that prints flags this row's flag would have been printed: the value (or the
            // flag) was misread ("Homocysteine 17" for 7.7 against 0.0-14.5, "MCH 152 pg" for 15.2);
            // in a text layer too, a value ten times outside its range unflagged is another row's or column's.
            if (DecimalPoint.outside(value, reading) >= FAR_OUTSIDE) {
                doubts.add(
                        0.6,
                        "the value " + reading.valueText() + " lies far outside the printed range "
                                + reading.rangeText() + " and no flag was read");
            } else if (reading.recognised() && flagsPrinted && !reading.agreeingLetterFlag()) {
                doubts.add(
                        0.6,
                        "the value " + reading.valueText() + " lies outside the printed range " + reading.rangeText()
                                + " but no flag was read, though the report prints flags");
            }
        } else if (reading.recognised()
                && printed == null
                && flagsPrinted
                && reading.letterFlag() != null
                && fromRange == Flag.NORMAL) {
            // "Lenfosit % L 43.7 % 20.0 47.0": a flag column's L before a value the range calls normal
            String letter = reading.letterFlag().name().toLowerCase(Locale.ROOT);
            doubts.add(
                    0.8,
                    "the " + letter.toUpperCase(Locale.ROOT).charAt(0) + " read before the value may be a " + letter
                            + " flag, which the value " + reading.valueText() + " and the range "
                            + reading.rangeText() + " do not bear out");
        }
    }
}
