package com.nutrilab.lab.extraction.synthetic;

/**
 * How one lab prints an analyte's unit and reference range.
 *
 * @param printedUnit the unit as printed ("x10E3/uL", "Tsd/µl")
 * @param ucum        what the extraction must report for it
 * @param low         lower bound, or null for a range printed "&lt;high"
 * @param high        upper bound, or null for a range printed "&gt;low"
 * @param decimals    digits after the decimal mark of values and bounds
 */
record Measure(String printedUnit, String ucum, Double low, Double high, int decimals) {

    static Measure of(String printedUnit, String ucum, Double low, Double high, int decimals) {
        return new Measure(printedUnit, ucum, low, high, decimals);
    }

    /** The same range printed with another spelling of the unit. */
    Measure spelled(String printed, String ucumUnit) {
        return new Measure(printed, ucumUnit, low, high, decimals);
    }
}
