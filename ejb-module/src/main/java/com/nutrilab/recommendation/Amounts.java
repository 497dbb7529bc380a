package com.nutrilab.recommendation;

import java.math.BigDecimal;
import java.math.MathContext;

/** Numbers as the reasons print them: three significant digits, no trailing zeros ("3.3", "120", "0.05"). */
final class Amounts {

    /** The fractions a household measure is spoken in ("1/2 cup", "1 1/4 cups"). */
    private static final double[] FRACTIONS = {1 / 8.0, 1 / 4.0, 1 / 3.0, 1 / 2.0, 2 / 3.0, 3 / 4.0};

    private static final String[] FRACTION_NAMES = {"1/8", "1/4", "1/3", "1/2", "2/3", "3/4"};

    private Amounts() {}

    static String format(double value) {
        if (value == 0) {
            return "0";
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(3)).stripTrailingZeros();
        return rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
    }

    /** A household amount as people say it: "1", "1/2", "1 1/2", "2/3"; other amounts as {@link #format}. */
    static String household(double amount) {
        long whole = (long) Math.floor(amount + 0.01);
        double fraction = amount - whole;
        if (Math.abs(fraction) < 0.01) {
            return Long.toString(whole);
        }
        for (int i = 0; i < FRACTIONS.length; i++) {
            if (Math.abs(fraction - FRACTIONS[i]) < 0.01) {
                return whole == 0 ? FRACTION_NAMES[i] : whole + " " + FRACTION_NAMES[i];
            }
        }
        return format(amount);
    }

    /** A share as a whole percentage: "37 %"; "<1 %" for a trace. */
    static String percent(double share) {
        long percent = Math.round(share * 100);
        return (percent == 0 && share > 0 ? "<1" : Long.toString(percent)) + " %";
    }
}
