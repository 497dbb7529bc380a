package com.nutrilab.lab.extraction;

import java.time.LocalDate;

/**
 * One result as a row prints it, before the report decides whether the row lies in a results table
 * and checks the reading against its range.
 *
 * @param value            the number; null for a text result or none
 * @param qualitative      the text result ("Negative"), or null
 * @param analyte          the catalogue's analyte, or null for a test the catalogue does not know
 * @param unit             the UCUM unit read, or null
 * @param unitText         a printed unit that is no unit the catalogue knows, or null
 * @param unitApproximate  whether OCR text was matched to the unit only approximately ("mg/dl.")
 * @param printedFlag      the flag as printed ({@link Flag#MARKED} for a mark without direction), or null
 * @param letterFlag       HIGH or LOW for a lone H or L that OCR read just before the value, or null: too
 *                         easily a speck to be the row's printed flag, but one that agrees with the
 *                         range tells a flag column, and one that does not may be a flag whose value
 *                         was misread
 * @param outOfRangeColumn whether the value was printed in an "out of range" column
 * @param valueConfidence  OCR's confidence in the value's word(s), 1 for text
 * @param unitConfidence   the same for the unit's word, 1 when none was read
 * @param strayWords       words around the value that are none of its parts (prose has many)
 * @param underHeader      whether it was printed under a results table's header ("Test  Result  Unit  Range")
 * @param line             the index of its line among the report's rows
 * @param column           the date of the cumulative table's column it was printed in, or null
 * @param otherUnit        the same result printed on the line below in another unit, or null
 * @param specimen         the specimen column it was printed in ("venös", "Urines"), or null
 * @param testGuessed      whether the name stands for more than one test ("NEUT" for the percentage and
 *                         the count) and neither a unit nor a range printed beside the value told
 *                         which: the test was taken from the value alone
 */
record RowReading(
        Analyte analyte,
        boolean nameApproximate,
        String printedName,
        Double value,
        String valueText,
        QualitativeValue qualitative,
        String unit,
        String unitText,
        boolean unitApproximate,
        Double low,
        Double high,
        String rangeText,
        Flag printedFlag,
        Flag letterFlag,
        boolean outOfRangeColumn,
        double valueConfidence,
        double unitConfidence,
        int strayWords,
        int page,
        boolean recognised,
        boolean underHeader,
        int line,
        LocalDate column,
        ExtractedAnalyte.OtherUnit otherUnit,
        String specimen,
        boolean testGuessed,
        boolean valueAmongTwo) {

    /** Whether a lone letter before the value says what the value and range say: a flag column's. */
    boolean agreeingLetterFlag() {
        return letterFlag != null && letterFlag == Flags.of(null, value, valueText, low, high, false);
    }

    /** Printed with a unit or a range, as a results table prints its rows. */
    boolean tabular() {
        return unit != null || unitText != null || rangeText != null;
    }

    /** Whether the test is one of the catalogue's. */
    boolean known() {
        return analyte != null;
    }

    /** Printed with both a unit and a range. */
    boolean complete() {
        return (unit != null || unitText != null) && rangeText != null;
    }

    /** A reading as a urine test: a urinalysis section's row, or a name only a urine test has ("Specific Gravity"). */
    boolean urinalysis() {
        return analyte != null && "urinalysis".equals(analyte.panel());
    }

    /** A value of a test that prints no unit, with its range: as complete as such a row can be ("INR 0,92 2.00-4.00"). */
    boolean rangedWithoutUnit() {
        return analyte != null && analyte.printsNoUnit() && value != null && rangeText != null;
    }

    RowReading withRange(Double newLow, Double newHigh) {
        return new RowReading(
                analyte,
                nameApproximate,
                printedName,
                value,
                valueText,
                qualitative,
                unit,
                unitText,
                unitApproximate,
                newLow,
                newHigh,
                rangeText,
                printedFlag,
                letterFlag,
                outOfRangeColumn,
                valueConfidence,
                unitConfidence,
                strayWords,
                page,
                recognised,
                underHeader,
                line,
                column,
                otherUnit,
                specimen,
                testGuessed,
                valueAmongTwo);
    }

    /** The same test's earlier result printed with its own date: this row's unit and range, none of its flags. */
    RowReading asEarlier(LocalDate date, double earlierValue, String earlierText) {
        return new RowReading(
                analyte,
                nameApproximate,
                printedName,
                earlierValue,
                earlierText,
                null,
                unit,
                unitText,
                unitApproximate,
                low,
                high,
                rangeText,
                null,
                null,
                false,
                valueConfidence,
                unitConfidence,
                strayWords,
                page,
                recognised,
                underHeader,
                line,
                date,
                null,
                specimen,
                testGuessed,
                valueAmongTwo);
    }

    /** The same reading as another test of the catalogue's: a urinalysis section's "Glucose" is urine glucose. */
    RowReading as(Analyte test) {
        return new RowReading(
                test,
                nameApproximate,
                printedName,
                value,
                valueText,
                qualitative,
                unit,
                unitText,
                unitApproximate,
                low,
                high,
                rangeText,
                printedFlag,
                letterFlag,
                outOfRangeColumn,
                valueConfidence,
                unitConfidence,
                strayWords,
                page,
                recognised,
                underHeader,
                line,
                column,
                otherUnit,
                specimen,
                testGuessed,
                valueAmongTwo);
    }

    RowReading withOtherUnit(ExtractedAnalyte.OtherUnit other) {
        return new RowReading(
                analyte,
                nameApproximate,
                printedName,
                value,
                valueText,
                qualitative,
                unit,
                unitText,
                unitApproximate,
                low,
                high,
                rangeText,
                printedFlag,
                letterFlag,
                outOfRangeColumn,
                valueConfidence,
                unitConfidence,
                strayWords,
                page,
                recognised,
                underHeader,
                line,
                column,
                other,
                specimen,
                testGuessed,
                valueAmongTwo);
    }

    /** The same reading under another printed name: a sub-row's own, not its heading's. */
    RowReading named(String name) {
        return new RowReading(
                analyte,
                nameApproximate,
                name,
                value,
                valueText,
                qualitative,
                unit,
                unitText,
                unitApproximate,
                low,
                high,
                rangeText,
                printedFlag,
                letterFlag,
                outOfRangeColumn,
                valueConfidence,
                unitConfidence,
                strayWords,
                page,
                recognised,
                underHeader,
                line,
                column,
                otherUnit,
                specimen,
                testGuessed,
                valueAmongTwo);
    }

    RowReading atLine(int index) {
        return new RowReading(
                analyte,
                nameApproximate,
                printedName,
                value,
                valueText,
                qualitative,
                unit,
                unitText,
                unitApproximate,
                low,
                high,
                rangeText,
                printedFlag,
                letterFlag,
                outOfRangeColumn,
                valueConfidence,
                unitConfidence,
                strayWords,
                page,
                recognised,
                underHeader,
                index,
                column,
                otherUnit,
                specimen,
                testGuessed,
                valueAmongTwo);
    }
}
