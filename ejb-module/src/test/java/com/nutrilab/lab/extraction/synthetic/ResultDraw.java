package com.nutrilab.lab.extraction.synthetic;

import java.util.Locale;
import java.util.Random;

/**
 * Draws a result for an analyte: mostly in range, some high or low, some printed as "&lt;0.3" or
 * "&gt;90", with the range and numbers printed the way the report's lab prints them.
 */
final class ResultDraw {

    private final Random random;
    private final UnitSystem system;
    private final RangeStyle rangeStyle;

    ResultDraw(Random random, UnitSystem system, RangeStyle rangeStyle) {
        this.random = random;
        this.system = system;
        this.rangeStyle = rangeStyle;
    }

    SyntheticResult draw(SyntheticAnalyte analyte, String printedName) {
        Measure measure = analyte.measure(system);
        double value = round(valueIn(measure), measure.decimals());
        String valueText = number(value, measure.decimals());
        SyntheticAnalyte.Censor censor = analyte.censored();
        if (censor != null && censored(censor, value, measure)) {
            value = censor.limit();
            valueText = (censor.below() ? "<" : ">") + number(value, censor.limit() % 1 == 0 ? 0 : 1);
        }
        String flag = flag(value, valueText, measure.low(), measure.high());
        return new SyntheticResult(
                analyte.key(),
                printedName,
                value,
                valueText,
                measure.printedUnit(),
                measure.ucum(),
                measure.low(),
                measure.high(),
                rangeText(measure),
                flag,
                "");
    }

    /** A text result ("Negative") of a catalogue analyte: normal when negative, abnormal when positive. */
    SyntheticResult qualitative(String key, String printedName, String valueText, boolean positive, String range) {
        return new SyntheticResult(
                key, printedName, null, valueText, null, null, null, null, range, positive ? "ABNORMAL" : "NORMAL", "");
    }

    /**
     * A result a layout worked out itself (a differential that adds up to 100, a ratio of two
     * results), its flag derived from the range as the extraction derives it, or null with no range.
     */
    static SyntheticResult computed(
            String key, String printedName, double value, String valueText, Measure measure, String rangeText) {
        String flag = measure.low() == null && measure.high() == null
                ? null
                : flag(value, valueText, measure.low(), measure.high());
        return new SyntheticResult(
                key,
                printedName,
                value,
                valueText,
                measure.printedUnit(),
                measure.ucum(),
                measure.low(),
                measure.high(),
                rangeText,
                flag,
                "");
    }

    boolean chance(double probability) {
        return random.nextDouble() < probability;
    }

    Random random() {
        return random;
    }

    String number(double value, int decimals) {
        String text = String.format(Locale.ROOT, "%." + decimals + "f", value);
        return system.decimalComma() ? text.replace('.', ',') : text;
    }

    /** A value for a range: a fifth above it, a fifth below it (when it has a lower bound), the rest inside. */
    double valueIn(Measure measure) {
        double roll = random.nextDouble();
        Double low = measure.low();
        Double high = measure.high();
        if (roll < 0.2 && high != null) {
            return high * (1.08 + 0.7 * random.nextDouble());
        }
        if (roll < 0.4 && low != null && low > 0) {
            return low * (0.5 + 0.42 * random.nextDouble());
        }
        double from = low != null ? low : high * 0.3;
        double to = high != null ? high : low * 2.2;
        return from + (to - from) * (0.05 + 0.9 * random.nextDouble());
    }

    private boolean censored(SyntheticAnalyte.Censor censor, double value, Measure measure) {
        boolean beyond = censor.below() ? value < censor.limit() : value > censor.limit();
        boolean inRange = (measure.low() == null || censor.limit() >= measure.low())
                && (measure.high() == null || censor.limit() <= measure.high());
        return beyond && inRange && chance(0.7);
    }

    private String rangeText(Measure measure) {
        int d = measure.decimals();
        if (measure.low() == null) {
            return rangeStyle.below(number(measure.high(), d));
        }
        if (measure.high() == null) {
            return rangeStyle.above(number(measure.low(), d));
        }
        return rangeStyle.both(number(measure.low(), d), number(measure.high(), d));
    }

    /** As the extraction derives it: "&lt;0.3" lies below 0.3, "&gt;90" above 90. */
    static String flag(double value, String valueText, Double low, Double high) {
        boolean below = valueText.startsWith("<");
        boolean above = valueText.startsWith(">");
        if (low != null && (value < low || (below && value <= low))) {
            return "LOW";
        }
        if (high != null && (value > high || (above && value >= high))) {
            return "HIGH";
        }
        return "NORMAL";
    }

    static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
