package com.nutrilab.lab.extraction;

import java.util.Locale;
import java.util.Optional;

/**
 * Whether a value fits its test, for text layers and scans alike: a value is given without a doubt
 * only where its unit, its printed range and the test agree. Outside the physiological bounds of the
 * test in its unit (no person's sodium is 21 mmol/L, no platelet count 295 per microlitre) it is a
 * misprint or a misreading; and a printed range whose scale is another unit's (0.11–0.44 for urea
 * "in mmol/L") says the unit or the row was read wrong.
 */
final class Plausibility {

    /** How far two printings of one result in two units may differ, rounding aside. */
    private static final double AGREE = 0.05;

    private Plausibility() {}

    static void check(RowReading reading, double value, String unit, Doubts doubts) {
        Analyte analyte = reading.analyte();
        Optional<Analyte.UsualRange> bounds = analyte.physiologicalRange(unit);
        if (bounds.isPresent()
                && (value < bounds.get().low() || value > bounds.get().high())) {
            doubts.add(
                    0.5,
                    "the value " + reading.valueText() + " " + unit + " lies outside what any " + analyte.name()
                            + " result is (" + number(bounds.get().low()) + "–"
                            + number(bounds.get().high()) + " "
                            + unit + "): a misprint or a misreading");
        }
        if (!reading.recognised() && unit != null && reading.rangeText() != null) {
            Optional<String> byRange = UsualRanges.unitOf(analyte, reading.low(), reading.high());
            if (byRange.isPresent()
                    && !byRange.get().equals(unit)
                    && analyte.usualRange(unit).isPresent()
                    && !UsualRanges.fits(analyte, unit, reading.low(), reading.high())) {
                doubts.add(
                        0.7,
                        "the printed range " + reading.rangeText() + " is usual for " + byRange.get()
                                + ", not for the unit " + unit + " read beside it");
            }
        }
    }

    /**
     * The value printed again in another unit of the same kind ("0,60 g/L" and "60 mg/dL") says the
     * same, by UCUM's factors, within rounding; where it does not, one of the two was misread. Units of
     * another kind (mass against amount of substance) are kept, not compared.
     */
    static void checkOtherUnit(RowReading reading, double value, String unit, Doubts doubts) {
        ExtractedAnalyte.OtherUnit other = reading.otherUnit();
        if (other == null || other.value() == null || unit == null || other.unit() == null) {
            return;
        }
        // the same kind by UCUM, mass and amount of substance by the test's molar mass (0,95 g/L, 1,08 mmol/L)
        UnitConversion.Conversion conversion = UnitConversion.between(
                other.unit(), unit, reading.known() ? reading.analyte().molarMass() : null);
        Optional<Double> converted =
                conversion.converts() ? Optional.of(conversion.apply(other.value())) : Optional.empty();
        if (converted.isPresent() && Math.abs(converted.get() - value) > AGREE * Math.max(Math.abs(value), 1e-9)) {
            doubts.add(
                    0.6,
                    "the value " + reading.valueText() + " " + unit + " does not match the same result printed as "
                            + other.valueText() + " " + other.unit());
        }
    }

    private static String number(double value) {
        String text = String.format(Locale.ROOT, "%.4g", value);
        if (text.contains("e") || text.contains("E")) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        return text.contains(".") ? text.replaceAll("0+$", "").replaceAll("\\.$", "") : text;
    }
}
