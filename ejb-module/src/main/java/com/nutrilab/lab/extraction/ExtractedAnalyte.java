package com.nutrilab.lab.extraction;

/**
 * One result read from a report.
 *
 * @param value     the number (for {@code <0.5}, 0.5); null for text results
 * @param valueText the value as printed
 * @param unit      UCUM, or as printed when the catalogue does not know the spelling
 * @param flag      LOW, HIGH, NORMAL, ABNORMAL, or null when neither printed nor derivable
 */
public record ExtractedAnalyte(
        String code,
        String name,
        String printedName,
        Double value,
        String valueText,
        String unit,
        Double low,
        Double high,
        String rangeText,
        String flag,
        int page) {}
