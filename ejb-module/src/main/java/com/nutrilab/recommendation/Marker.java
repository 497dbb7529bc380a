package com.nutrilab.recommendation;

import java.time.LocalDate;

/**
 * A user's latest result of one analyte, as recommendations use it.
 *
 * @param key the catalogue's analyte key (rules name markers by it)
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
        String labResultId) {

    /** How far out of range, 0 (at the limit) to 1 (twice the limit or more); 0.5 without a range. */
    double severity() {
        if (value == null) {
            return 0.5;
        }
        if ("LOW".equals(flag) && low != null && low > 0) {
            return Math.max(0, Math.min(1, (low - value) / low));
        }
        if ("HIGH".equals(flag) && high != null && high > 0) {
            return Math.max(0, Math.min(1, (value - high) / high));
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
