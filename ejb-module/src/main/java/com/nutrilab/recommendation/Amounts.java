package com.nutrilab.recommendation;

import java.math.BigDecimal;
import java.math.MathContext;

/** Numbers as the reasons print them: three significant digits, no trailing zeros ("3.3", "120", "0.05"). */
final class Amounts {

    private Amounts() {}

    static String format(double value) {
        if (value == 0) {
            return "0";
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(3)).stripTrailingZeros();
        return rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
    }
}
