package com.nutrilab.lab.extraction;

/** The parts of one result read so far from a row: value, unit, range and flag, and where they stood. */
final class RowFields {
    Double value;
    QualitativeValue qualitative;
    String valueText;
    double valueMiddle;
    double valueConfidence = 1;
    String unit;
    String unitText;
    boolean unitApproximate;
    double unitConfidence = 1;
    /** Whether the unit was read before any value, right after a scan's garbled number ("2:35 g/L"). */
    boolean unitAfterGarble;
    /** Whether the unit was printed in brackets ("Leukozyten (G/l)", "Neutrophile (%; G/l)"). */
    boolean unitInBrackets;
    /** Where the unit's first word stands across the page, or NaN before one is read. */
    double unitMiddle = Double.NaN;

    Double low;
    Double high;
    String rangeText;
    Flag flag;
    /** HIGH or LOW for a lone H or L read just before a number. */
    Flag letterBefore;

    int letterBeforeIndex = -2;
    int strayBefore;
    int strayAfter;
    int valueIndex;
    int lastStray = -2;
    /** Where a target or limit word was read ("Toxisch:"), whose bound follows; -1 for none. */
    int limitWord = -1;
    /** Whether that word names a target, whose bound is the row's range. */
    boolean target;
    /** Whether the result column prints a range ("Pus Cells  0 - 5  /hpf"): no one number is the result. */
    boolean rangeAsResult;
    /** Whether the row prints a second range ("Men 13.5-17.5  Women 12.0-16.0"): which one is the patient's is unknown. */
    boolean secondRange;
    /** The value printed again in another unit on the same row ("0,95 g/L  1,08 mmol/L"), and that unit; or null. */
    String otherValueText;

    String otherUnit;
    /** Whether a second plain number came between the value and its unit, no header column telling them apart. */
    boolean numberBeforeUnit;
    /** Whether a word no part of the result stood where the value goes, a bound after the unit: pending or unread. */
    boolean resultUnread;
    /** A scale word in brackets after the name ("Hemácias (milhões)"), which scales a count's bare "/mm3"; or null. */
    String scaleWord;
    /** A urine's word in brackets after the name ("Albumine (urine)"): the row is the urine test; or null. */
    String urineWord;

    boolean hasValue() {
        return value != null || qualitative != null;
    }
}
