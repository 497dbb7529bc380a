package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * OCR loses decimal points and commas: "9.5" becomes "95", "2,4" becomes "24". Where a whole number
 * is read against a range printed with decimals (labs print a result as precisely as its range), the
 * range makes the reading implausible, about tenfold off, and the reading with the decimal mark put
 * back fits the range and the printed flag, the decimal reading is taken, with the reason. Where the
 * range prints one bound only, the unit's usual range stands in for the other.
 */
final class DecimalPoint {

    private static final Pattern DIGITS_ONLY = Pattern.compile("\\d{2,6}");
    /**
     * Three digits or more after a leading zero ("076", "007"): no lab prints a number so; its
     * decimal mark was lost after the zero. Two ("07") may be printed so, a percentage of a
     * differential count.
     */
    private static final Pattern ZERO_POINT_LOST = Pattern.compile("0\\d{2,5}");
    /** A reading this far outside its range (a factor of about 5.6) is implausible, flagged or not. */
    private static final double IMPLAUSIBLE = 0.75;
    /**
     * On a page that prints flags, a reading without one this far outside its range (by half) is
     * implausible: its flag would have been printed, and a whole number against a range printed
     * with decimals is itself unlike what labs print.
     */
    private static final double IMPLAUSIBLE_UNFLAGGED = Math.log10(1.5);
    /** How far outside its range a decimal reading flagged high or low may lie. */
    private static final double FLAGGED_REACH = Math.log10(3);
    /** How near its range a decimal reading must lie when nothing says whether it is in range. */
    private static final double NEAR = Math.log10(1.5);

    /** The value taken instead of the one read, and why. */
    record Recovery(double value, String reason) {}

    /** The range taken instead of the one read, and why. */
    record RangeRecovery(Double low, Double high, String reason) {}

    private DecimalPoint() {}

    /** @param flagsPrinted whether the page prints flags, so that a row without one is in range */
    static Optional<Recovery> recover(RowReading reading, boolean flagsPrinted) {
        int rangeDecimals = Math.max(decimals(reading.rangeText()), wholeBounds(reading) ? 0 : 1);
        boolean zeroPoint =
                reading.recognised() && ZERO_POINT_LOST.matcher(digits(reading)).matches();
        if (!reading.recognised()
                || reading.value() == null
                || !DIGITS_ONLY.matcher(digits(reading)).matches()
                || !hasBound(reading)
                || (rangeDecimals == 0 && !zeroPoint)) {
            return Optional.empty();
        }
        // a lone letter before the value that the value contradicts may be the flag of a misread value
        Expectation expected = Expectation.of(
                reading.printedFlag() != null ? reading.printedFlag() : reading.letterFlag(), flagsPrinted);
        double read = reading.value();
        double outside = Math.max(outside(read, reading), beyondUsual(read, reading));
        boolean implausible = zeroPoint
                || outside >= IMPLAUSIBLE
                || switch (expected) {
                    case INSIDE -> outside >= IMPLAUSIBLE_UNFLAGGED;
                    case UNKNOWN -> false;
                    default -> !expected.consistent(read, reading);
                };
        if (!implausible) {
            return Optional.empty();
        }
        int digits = digits(reading).length();
        Double best = null;
        for (int k = zeroPoint ? digits - 1 : 1; k < digits; k++) { // "076" is 0.76, never 7.6
            double candidate = read / Math.pow(10, k);
            boolean fits = (expected == Expectation.UNKNOWN
                            ? outside(candidate, reading) <= NEAR
                            : expected.consistent(candidate, reading) && outside(candidate, reading) <= FLAGGED_REACH)
                    && beyondUsual(candidate, reading) <= FLAGGED_REACH;
            boolean better = best == null
                    || outside(candidate, reading) < outside(best, reading)
                    || (outside(candidate, reading) == outside(best, reading) && k == rangeDecimals);
            if (fits && better) {
                best = candidate;
            }
        }
        return Optional.ofNullable(best).map(value -> new Recovery(value, reason(reading, value)));
    }

    /**
     * A whole number read from a scan, outside a range printed with decimals, that would lie inside
     * it with the decimal mark the range prints ("25" beside "&lt;5,0", where "2,5" was printed): not
     * corrected, as labs do print such values, but worth a look; the value it may have been, or none.
     */
    static Optional<Double> markMaybeLost(RowReading reading) {
        if (!reading.recognised()
                || reading.value() == null
                || !DIGITS_ONLY.matcher(digits(reading)).matches()
                || !hasBound(reading)
                || outside(reading.value(), reading) == 0) {
            return Optional.empty();
        }
        for (int k = 1; k <= decimals(reading.rangeText()); k++) {
            double candidate = reading.value() / Math.pow(10, k);
            if (outside(candidate, reading) == 0) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /**
     * A number read from a scan with more decimals than its range prints ("1,144" beside "0,70 -
     * 1,00", where "1,14" was printed): OCR may have read a digit twice or a speck as one.
     */
    static boolean moreDecimalsThanRange(RowReading reading) {
        if (!reading.recognised() || reading.value() == null || reading.valueText() == null) {
            return false;
        }
        int range = decimals(reading.rangeText());
        return range > 0 && decimals(reading.valueText()) > range;
    }

    /**
     * A range whose decimal marks OCR lost: "16-2.3" (its low bound above its high one) is 1.6–2.3;
     * "48-56" for HbA1c in % and "414-580" for RBC without a unit (tenfold and a hundredfold the usual
     * range of every unit it may be in) are 4.8–5.6 and 4.14–5.80; "1-21" for an A/G ratio (one bound
     * tenfold, the other usual) is 1–2.1.
     */
    static Optional<RangeRecovery> range(RowReading reading, String unit) {
        Double low = reading.low();
        Double high = reading.high();
        if (!reading.recognised() || reading.rangeText() == null) {
            return Optional.empty();
        }
        if (low != null && high != null && low > high && isWhole(low)) {
            for (int k = 1; k <= 3; k++) {
                double scaled = low / Math.pow(10, k);
                if (scaled < high) {
                    return Optional.of(new RangeRecovery(scaled, high, rangeReason(reading, scaled, high)));
                }
            }
        }
        List<String> units = unit == null ? reading.analyte().units() : List.of(unit);
        if (!wholeBounds(reading) || fitsAny(reading.analyte(), units, low, high)) {
            return Optional.empty();
        }
        for (int k = 1; k <= 2; k++) {
            double scale = Math.pow(10, k);
            Double scaledLow = low == null ? null : low / scale;
            Double scaledHigh = high == null ? null : high / scale;
            if (fitsAny(reading.analyte(), units, scaledLow, scaledHigh)) {
                return Optional.of(
                        new RangeRecovery(scaledLow, scaledHigh, rangeReason(reading, scaledLow, scaledHigh)));
            }
        }
        return low == null || high == null ? Optional.empty() : oneBound(reading, units, low, high);
    }

    /** "1-21" for an albumin/globulin ratio printed 1 - 2.1: one bound's decimal mark lost, the other whole. */
    private static Optional<RangeRecovery> oneBound(RowReading reading, List<String> units, double low, double high) {
        for (int k = 1; k <= 2; k++) {
            double scale = Math.pow(10, k);
            if (low < high / scale && fitsAny(reading.analyte(), units, low, high / scale)) {
                return Optional.of(new RangeRecovery(low, high / scale, rangeReason(reading, low, high / scale)));
            }
            if (fitsAny(reading.analyte(), units, low / scale, high)) {
                return Optional.of(new RangeRecovery(low / scale, high, rangeReason(reading, low / scale, high)));
            }
        }
        return Optional.empty();
    }

    private static boolean fitsAny(Analyte analyte, List<String> units, Double low, Double high) {
        return units.stream().anyMatch(unit -> UsualRanges.fits(analyte, unit, low, high));
    }

    private static String rangeReason(RowReading reading, Double low, Double high) {
        String taken = (low == null ? "" : number(low))
                + (low != null && high != null ? "–" : "")
                + (high == null ? "" : number(high));
        return "the decimal points of the range may have been lost in the scan: read " + reading.rangeText()
                + ", taken as " + (low == null ? "<" : high == null ? ">" : "") + taken;
    }

    private static String number(double value) {
        String text = String.format(Locale.ROOT, "%.3f", value).replaceAll("0+$", "");
        return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }

    private static boolean wholeBounds(RowReading reading) {
        return (reading.low() == null || isWhole(reading.low())) && (reading.high() == null || isWhole(reading.high()));
    }

    private static boolean isWhole(double value) {
        return value == Math.rint(value);
    }

    private static String reason(RowReading reading, double value) {
        boolean comma = reading.rangeText() != null && reading.rangeText().contains(",");
        int decimals = digits(reading).length()
                - String.valueOf((long) Math.floor(value)).length();
        String taken = String.format(Locale.ROOT, "%." + Math.max(decimals, 1) + "f", value);
        if (comma) {
            taken = taken.replace('.', ',');
        }
        String usual = beyondUsual(reading.value(), reading) == 0
                ? ""
                : reading.analyte()
                        .usualRange(reading.unit())
                        .map(range -> " and " + reading.unit() + " results are usually " + number(range.low()) + "–"
                                + number(range.high()))
                        .orElse("");
        return "the decimal " + (comma ? "comma" : "point") + " may have been lost in the scan: read "
                + reading.valueText() + ", taken as " + taken + " because the range is " + bounds(reading) + usual;
    }

    /** The range's bounds as taken (after any repair of their own decimal marks): "3.5–5.2", "&lt;2", "&gt;60". */
    private static String bounds(RowReading reading) {
        if (reading.low() == null) {
            return "<" + number(reading.high());
        }
        return reading.high() == null
                ? ">" + number(reading.low())
                : number(reading.low()) + "–" + number(reading.high());
    }

    /**
     * How far outside its printed range a value lies, in powers of ten; 0 inside. Against a range
     * below and above zero (base excess's "-2 - +3"), by the range's width: 1 where the value lies
     * nine widths beyond it.
     */
    static double outside(double value, RowReading reading) {
        if (reading.low() != null && reading.low() < 0 && reading.high() != null && reading.high() > reading.low()) {
            double beyond = Math.max(0, Math.max(reading.low() - value, value - reading.high()));
            return Math.log10(1 + beyond / (reading.high() - reading.low()));
        }
        if (value <= 0) {
            return Double.POSITIVE_INFINITY;
        }
        if (reading.high() != null && reading.high() > 0 && value > reading.high()) {
            return Math.log10(value / reading.high());
        }
        if (reading.low() != null && reading.low() > 0 && value < reading.low()) {
            return Math.log10(reading.low() / value);
        }
        return 0;
    }

    /**
     * Where the printed range has one bound only ("&gt;3.0"), how far beyond the unit's usual range on
     * the other side a value lies, in powers of ten (0 inside, or without a unit or usual range):
     * a folate of 46 ng/mL against "&gt;3.0" is 2.3 times the usual top of 20.
     */
    static double beyondUsual(double value, RowReading reading) {
        if ((reading.low() != null) == (reading.high() != null) || reading.unit() == null || value <= 0) {
            return 0;
        }
        return reading.analyte()
                .usualRange(reading.unit())
                .map(usual -> {
                    if (reading.high() == null && value > usual.high()) {
                        return Math.log10(value / usual.high());
                    }
                    return reading.low() == null && usual.low() > 0 && value < usual.low()
                            ? Math.log10(usual.low() / value)
                            : 0.0;
                })
                .orElse(0.0);
    }

    private static boolean hasBound(RowReading reading) {
        return (reading.high() != null && reading.high() > 0) || (reading.low() != null && reading.low() > 0);
    }

    /** The value as printed, without a dot OCR read after a whole number ("79."; ResultCheck doubts it). */
    private static String digits(RowReading reading) {
        return reading.valueText().endsWith(".")
                ? reading.valueText().substring(0, reading.valueText().length() - 1)
                : reading.valueText();
    }

    private static int decimals(String rangeText) {
        java.util.regex.Matcher m = Pattern.compile("\\d[.,](\\d+)").matcher(rangeText == null ? "" : rangeText);
        return m.find() ? m.group(1).length() : 0;
    }

    /** What the printed flag, or its absence on a page that prints flags, says about the value. */
    private enum Expectation {
        HIGH,
        LOW,
        OUTSIDE,
        INSIDE,
        UNKNOWN;

        static Expectation of(Flag printedFlag, boolean flagsPrinted) {
            if (printedFlag == null) {
                return flagsPrinted ? INSIDE : UNKNOWN;
            }
            return switch (printedFlag) {
                case HIGH -> HIGH;
                case LOW -> LOW;
                default -> OUTSIDE;
            };
        }

        boolean consistent(double value, RowReading reading) {
            boolean high = reading.high() != null && value > reading.high();
            boolean low = reading.low() != null && value < reading.low();
            return switch (this) {
                case HIGH -> high;
                case LOW -> low;
                case OUTSIDE -> high || low;
                case INSIDE -> !high && !low;
                case UNKNOWN -> true;
            };
        }
    }
}
