package com.nutrilab.lab.extraction;

/** A result's flag: the printed one wins; else the value against its range. */
final class Flags {

    private Flags() {}

    /**
     * @param printed      HIGH, LOW, ABNORMAL, "*" (abnormal, direction unsaid) or null
     * @param outOfRange   whether the value was printed in an "out of range" column
     */
    static String of(String printed, Double value, String valueText, Double low, Double high, boolean outOfRange) {
        if (printed != null && !printed.equals("*")) {
            return printed;
        }
        String fromRange = fromRange(value, valueText, low, high);
        boolean abnormal = printed != null || outOfRange;
        if (abnormal) {
            return fromRange == null || fromRange.equals("NORMAL") ? "ABNORMAL" : fromRange;
        }
        return fromRange;
    }

    private static String fromRange(Double value, String valueText, Double low, Double high) {
        if (value == null || (low == null && high == null)) {
            return null;
        }
        // "<0.5" lies below 0.5, ">90" above 90: compare the side it is on.
        boolean below = valueText != null && valueText.startsWith("<");
        boolean above = valueText != null && valueText.startsWith(">");
        if (low != null && (value < low || (below && value <= low))) {
            return "LOW";
        }
        if (high != null && (value > high || (above && value >= high))) {
            return "HIGH";
        }
        return "NORMAL";
    }
}
