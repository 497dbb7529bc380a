package com.nutrilab.marker;

import com.nutrilab.lab.LabAnalyte;
import com.nutrilab.lab.LabResultView;
import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.LocalDate;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

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
    "canonical",
    "notConverted"
})
@Schema(description = "One result of a marker, as printed and in the test's canonical unit")
public record MarkerResult(
        @Schema(description = "The report it was read from") String labResultId,
        @Schema(description = "The LOINC code the result was reported under (urea's results join BUN's series)")
                String code,
        @Schema(description = "The name as printed") String printedName,
        @Schema(description = "The day the sample was taken, or the upload day where the report gives none")
                LocalDate collectedAt,
        @Schema(
                        description = "Where collectedAt comes from: collected (the report's collection date, given "
                                + "at upload or printed), column (an earlier dated column of a cumulative report), uploaded "
                                + "(the upload day, UTC: the report gives no date)",
                        enumeration = {"collected", "column", "uploaded"})
                String dateSource,
        @Schema(
                        description = "The number as printed (for <0.5, 0.5); null for a result printed in words",
                        nullable = true)
                Double value,
        @Schema(description = "The value as printed") String valueText,
        @Schema(description = "UCUM unit as printed; null when none was read or it is unknown", nullable = true)
                String unit,
        @Schema(description = "The printed unit when it is not one the service knows, else null", nullable = true)
                String unitText,
        @Schema(description = "The reference range as printed, or null", nullable = true)
                LabResultView.Range referenceRange,
        @Schema(description = "LOW, HIGH, NORMAL, ABNORMAL, or null", nullable = true) String flag,
        @Schema(
                        description = "The value and range in the test's canonical unit (4 significant digits); null "
                                + "when not converted (notConverted says why)",
                        nullable = true)
                Canonical canonical,
        @Schema(
                        description = "Why the result is not in the canonical unit: no-number (printed in words), "
                                + "no-unit, unknown-unit, other-kind (a unit of another kind: IU against a mass, % against "
                                + "g/dL), no-molar-mass (mass against amount of substance without a molar mass: Lp(a)), "
                                + "not-in-catalogue; null when converted",
                        enumeration = {
                            "no-number",
                            "no-unit",
                            "unknown-unit",
                            "other-kind",
                            "no-molar-mass",
                            "not-in-catalogue"
                        },
                        nullable = true)
                String notConverted) {

    /** A value and range in the canonical unit. */
    @JsonbNillable
    @JsonbPropertyOrder({"value", "referenceRange"})
    public record Canonical(
            double value,
            @Schema(description = "The printed range converted; null when none was printed", nullable = true)
                    LabResultView.Range referenceRange) {}

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
                canonical,
                point.notConverted() == null ? null : point.notConverted().code());
    }

    static Double rounded(Double value) {
        return value == null ? null : new BigDecimal(value).round(DIGITS).doubleValue();
    }
}
