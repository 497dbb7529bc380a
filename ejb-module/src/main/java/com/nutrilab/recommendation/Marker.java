package com.nutrilab.recommendation;

import java.time.LocalDate;

/**
 * A user's latest result of one analyte, as recommendations use it.
 *
 * @param key       the catalogue's analyte key (rules name markers by it)
 * @param canonical the value and range in the test's canonical unit, what the marker is judged by; null
 *                  when they are not known in it (then the printed ones are)
 */
public record Marker(
        String key,
        String code,
        String name,
        Double value,
        String valueText,
        String unit,
        String flag,
        Double low,
        Double high,
        LocalDate collectedAt,
        String labResultId,
        Canonical canonical) {

    /** A value and its range in the test's canonical unit (issue 57: a UK and a US report judged alike). */
    public record Canonical(double value, Double low, Double high) {}

    /**
     * How far out of range, 0 (at the limit) to 1 (twice the limit or more); 0.5 without a range.
     * Judged in the canonical unit where it is known: HbA1c's 53 mmol/mol and 7.0 % are equally far
     * out only once both are in % (the IFCC-to-NGSP equation is not a factor).
     */
    double severity() {
        if (canonical != null) {
            return severity(canonical.value(), canonical.low(), canonical.high());
        }
        return value == null ? 0.5 : severity(value, low, high);
    }

    private double severity(double judged, Double lower, Double upper) {
        if ("LOW".equals(flag) && lower != null && lower > 0) {
            return Math.max(0, Math.min(1, (lower - judged) / lower));
        }
        if ("HIGH".equals(flag) && upper != null && upper > 0) {
            return Math.max(0, Math.min(1, (judged - upper) / upper));
        }
        return 0.5;
    }

    /** "9 ng/mL (LOW, range 15–150)". */
    String described() {
        StringBuilder text = new StringBuilder(valueText);
        if (unit != null) {
            text.append(' ').append(unit);
        }
        text.append(" (").append(flag);
        if (low != null && high != null) {
            text.append(", range ").append(Amounts.format(low)).append('–').append(Amounts.format(high));
        } else if (high != null) {
            text.append(", range below ").append(Amounts.format(high));
        } else if (low != null) {
            text.append(", range above ").append(Amounts.format(low));
        }
        return text.append(')').toString();
    }
}
