package com.nutrilab.lab.extraction;

/** A result's flag: the printed one wins; else the value against its range. */
final class Flags {

    private Flags() {}

    /**
     * @param printed    the flag as printed ({@link Flag#MARKED} for a mark without a direction), or null
     * @param outOfRange whether the value was printed in an "out of range" column
     */
    static Flag of(Flag printed, Double value, String valueText, Double low, Double high, boolean outOfRange) {
        if (printed != null && printed != Flag.MARKED) {
            return printed;
        }
        Flag fromRange = fromRange(value, valueText, low, high);
        boolean abnormal = printed != null || outOfRange;
        if (abnormal) {
            return fromRange == null || fromRange == Flag.NORMAL ? Flag.ABNORMAL : fromRange;
        }
        return fromRange;
    }

    /** The flag the value's place against its range gives: LOW, HIGH, NORMAL, or null without both. */
    static Flag fromRange(Double value, String valueText, Double low, Double high) {
        if (value == null || (low == null && high == null)) {
            return null;
        }
        // "<0.5" lies below 0.5, ">90" above 90: compare the side it is on.
        boolean below = valueText != null && valueText.startsWith("<");
        boolean above = valueText != null && valueText.startsWith(">");
        if (low != null && (value < low || (below && value <= low))) {
            return Flag.LOW;
        }
        if (high != null && (value > high || (above && value >= high))) {
            return Flag.HIGH;
        }
        return Flag.NORMAL;
    }

    /** As the API writes it: "HIGH", or null. */
    static String name(Flag flag) {
        return flag == null ? null : flag.name();
    }
}
