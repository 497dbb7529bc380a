package com.nutrilab.lab.extraction.synthetic;

/**
 * One result as a generated report prints it, and what the extraction must read from it.
 *
 * @param value       the number (the bound for "&lt;0.3"); null for a text result
 * @param ucum        the unit the extraction must report; null when none is printed
 * @param flag        the flag the extraction must report: HIGH, LOW, NORMAL, ABNORMAL; null when
 *                    neither printed nor derivable (a ratio printed with no range)
 * @param printedFlag the flag printed next to the value, or "" for none
 */
record SyntheticResult(
        String key,
        String printedName,
        Double value,
        String valueText,
        String printedUnit,
        String ucum,
        Double low,
        Double high,
        String rangeText,
        String flag,
        String printedFlag) {

    boolean outOfRange() {
        return "HIGH".equals(flag) || "LOW".equals(flag) || "ABNORMAL".equals(flag);
    }

    SyntheticResult withPrintedFlag(String printed) {
        return new SyntheticResult(
                key, printedName, value, valueText, printedUnit, ucum, low, high, rangeText, flag, printed);
    }
}
