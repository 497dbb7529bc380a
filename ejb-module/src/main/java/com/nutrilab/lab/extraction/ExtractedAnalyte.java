package com.nutrilab.lab.extraction;

/**
 * One result read from a report.
 *
 * @param value      the number (for {@code <0.5}, 0.5); null for text results ("Negative")
 * @param text       what a text result means, "negative" or "positive" (for "nicht nachweisbar",
 *                   "Non Reactive", "Positive" …); null for a number
 * @param valueText  the value as printed (as OCR read it)
 * @param code       the LOINC code, or null for a test the catalogue does not know
 * @param name       the catalogue's name, or null for a test it does not know
 * @param unit       UCUM, or null when none was printed or read
 * @param unitText   the unit as printed when it is no unit the catalogue knows (then {@code unit} is null)
 * @param flag       LOW, HIGH, NORMAL, ABNORMAL, or null when neither printed nor derivable
 * @param confidence how sure the reading is, 0 to 1: 1 for a clean text-PDF reading, lower for OCR
 *                   and for readings that were corrected or completed
 * @param doubt      null when the reading is not doubtful, else a plain-words reason a client can
 *                   show its user ("the decimal point may have been lost in the scan: …")
 * @param otherUnit  the same result printed again in another unit ("Urée 0,60 g/L" and "Soit : 10,0
 *                   mmol/L" below it), kept beside the result, never a result of its own; or null
 */
public record ExtractedAnalyte(
        String code,
        String name,
        String printedName,
        Double value,
        String text,
        String valueText,
        String unit,
        String unitText,
        Double low,
        Double high,
        String rangeText,
        String flag,
        int page,
        double confidence,
        String doubt,
        OtherUnit otherUnit) {

    /**
     * The result as printed in a second unit.
     *
     * @param unit     UCUM, or null when the printed unit is not one the catalogue knows
     * @param unitText the unit as printed when {@code unit} is null
     */
    public record OtherUnit(Double value, String valueText, String unit, String unitText) {}

    /** A result printed in one unit. */
    public ExtractedAnalyte(
            String code,
            String name,
            String printedName,
            Double value,
            String text,
            String valueText,
            String unit,
            String unitText,
            Double low,
            Double high,
            String rangeText,
            String flag,
            int page,
            double confidence,
            String doubt) {
        this(
                code,
                name,
                printedName,
                value,
                text,
                valueText,
                unit,
                unitText,
                low,
                high,
                rangeText,
                flag,
                page,
                confidence,
                doubt,
                null);
    }

    /** This result with its confidence lowered by {@code factor} and one more reason to check it. */
    ExtractedAnalyte withDoubt(double factor, String reason) {
        return new ExtractedAnalyte(
                code,
                name,
                printedName,
                value,
                text,
                valueText,
                unit,
                unitText,
                low,
                high,
                rangeText,
                flag,
                page,
                confidence * factor,
                doubt == null ? reason : doubt + "; " + reason,
                otherUnit);
    }

    /** This result with the same value printed in another unit beside it. */
    ExtractedAnalyte withOtherUnit(OtherUnit other) {
        return new ExtractedAnalyte(
                code,
                name,
                printedName,
                value,
                text,
                valueText,
                unit,
                unitText,
                low,
                high,
                rangeText,
                flag,
                page,
                confidence,
                doubt,
                other);
    }
}
