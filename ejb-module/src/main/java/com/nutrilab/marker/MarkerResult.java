package com.nutrilab.marker;

import com.nutrilab.lab.LabAnalyte;
import com.nutrilab.lab.LabResultView;
import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.LocalDate;

/** One result of a marker's series: as printed, and in the test's canonical unit where units allow. */
@JsonbNillable
@JsonbPropertyOrder({
    "labResultId",
    "code",
    "printedName",
    "collectedAt",
    "dateSource",
    "value",
    "valueText",
    "unit",
    "unitText",
    "referenceRange",
    "flag",
    "doubt",
    "canonical",
    "notConverted"
})
public record MarkerResult(
        String labResultId,
        String code,
        String printedName,
        LocalDate collectedAt,
        String dateSource,
        Double value,
        String valueText,
        String unit,
        String unitText,
        LabResultView.Range referenceRange,
        String flag,
        String doubt,
        Canonical canonical,
        String notConverted) {

    /** A value and range in the canonical unit. */
    @JsonbNillable
    @JsonbPropertyOrder({"value", "referenceRange"})
    public record Canonical(double value, LabResultView.Range referenceRange) {}

    /** Significant digits of a converted value: more than any lab prints, fewer than the arithmetic's noise. */
    private static final MathContext DIGITS = new MathContext(4);

    static MarkerResult of(MarkerSeries.Point point) {
        LabAnalyte a = point.analyte();
        Canonical canonical = point.canonicalValue() == null
                ? null
                : new Canonical(
                        rounded(point.canonicalValue()),
                        point.canonicalLow() == null && point.canonicalHigh() == null
                                ? null
                                : new LabResultView.Range(
                                        rounded(point.canonicalLow()), rounded(point.canonicalHigh()), null));
        return new MarkerResult(
                point.reading().labResultId(),
                a.code(),
                a.printedName(),
                point.reading().date(),
                point.reading().dateSource().code(),
                a.value(),
                a.valueText(),
                a.unit(),
                a.unitText(),
                a.rangeText() == null && a.low() == null && a.high() == null
                        ? null
                        : new LabResultView.Range(a.low(), a.high(), a.rangeText()),
                a.flag(),
                a.doubt(),
                canonical,
                point.notConverted() == null ? null : point.notConverted().code());
    }

    static Double rounded(Double value) {
        return value == null ? null : new BigDecimal(value).round(DIGITS).doubleValue();
    }
}
