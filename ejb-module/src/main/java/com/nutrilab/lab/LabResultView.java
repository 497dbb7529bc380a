package com.nutrilab.lab;

import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A lab result as the API shows it; absent values are null, not missing. */
@JsonbNillable
@JsonbPropertyOrder({
    "id",
    "status",
    "fileName",
    "contentType",
    "sizeBytes",
    "sha256",
    "uploadedAt",
    "processedAt",
    "collectedAt",
    "labName",
    "notes",
    "error",
    "analytes",
    "earlier"
})
public record LabResultView(
        String id,
        LabStatus status,
        String fileName,
        String contentType,
        long sizeBytes,
        String sha256,
        Instant uploadedAt,
        Instant processedAt,
        LocalDate collectedAt,
        String labName,
        String notes,
        Failure error,
        List<AnalyteView> analytes,
        List<EarlierColumn> earlier) {

    /** One older dated column of a cumulative report: its date and its results. */
    @JsonbNillable
    @JsonbPropertyOrder({"collectedAt", "analytes"})
    public record EarlierColumn(LocalDate collectedAt, List<AnalyteView> analytes) {}

    /**
     * Why processing failed, for a person to read. Nillable itself: Yasson decides whether a null
     * property is written by the property type's annotation, not the enclosing class's.
     */
    @JsonbNillable
    public record Failure(String code, String message) {}

    /** One result; confidence, doubt and text are what issue 12 added for readings to be shown with care. */
    @JsonbNillable
    @JsonbPropertyOrder({
        "code",
        "name",
        "printedName",
        "value",
        "text",
        "valueText",
        "unit",
        "unitText",
        "otherUnit",
        "referenceRange",
        "flag",
        "confidence",
        "doubt",
        "page"
    })
    public record AnalyteView(
            String code,
            String name,
            String printedName,
            Double value,
            String text,
            String valueText,
            String unit,
            String unitText,
            OtherUnit otherUnit,
            Range referenceRange,
            String flag,
            Double confidence,
            String doubt,
            int page) {}

    /** The same result printed again in a second unit (issue 54): beside the result, not a result. */
    @JsonbNillable
    @JsonbPropertyOrder({"value", "valueText", "unit"})
    public record OtherUnit(Double value, String valueText, String unit) {}

    @JsonbNillable
    @JsonbPropertyOrder({"low", "high", "text"})
    public record Range(Double low, Double high, String text) {}

    public static LabResultView of(LabResult result) {
        Failure error = result.errorCode() == null ? null : new Failure(result.errorCode(), result.errorMessage());
        List<AnalyteView> analytes =
                result.analytes().stream().map(LabResultView::view).toList();
        return new LabResultView(
                result.id(),
                result.status(),
                result.fileName(),
                result.contentType(),
                result.sizeBytes(),
                result.sha256(),
                result.uploadedAt(),
                result.processedAt(),
                result.collectedAt(),
                result.labName(),
                result.notes(),
                error,
                analytes,
                columns(result.earlier()));
    }

    /** The stored results of earlier columns (newest column first) as columns: each run of one date. */
    private static List<EarlierColumn> columns(List<EarlierAnalyte> earlier) {
        List<EarlierColumn> columns = new ArrayList<>();
        for (EarlierAnalyte result : earlier) {
            EarlierColumn last = columns.isEmpty() ? null : columns.get(columns.size() - 1);
            if (last == null || !Objects.equals(last.collectedAt(), result.collectedAt())) {
                last = new EarlierColumn(result.collectedAt(), new ArrayList<>());
                columns.add(last);
            }
            last.analytes().add(view(result.analyte()));
        }
        return columns;
    }

    static AnalyteView view(LabAnalyte a) {
        return new AnalyteView(
                a.code(),
                a.name(),
                a.printedName(),
                a.value(),
                a.text(),
                a.valueText(),
                a.unit(),
                a.unitText(),
                a.otherUnit() == null ? null : new OtherUnit(a.otherValue(), a.otherValueText(), a.otherUnit()),
                a.rangeText() == null && a.low() == null && a.high() == null
                        ? null
                        : new Range(a.low(), a.high(), a.rangeText()),
                a.flag(),
                a.confidence(),
                a.doubt(),
                a.page());
    }
}
