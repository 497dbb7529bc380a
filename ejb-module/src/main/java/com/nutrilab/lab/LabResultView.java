package com.nutrilab.lab;

import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

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
    "analytes"
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
        List<AnalyteView> analytes) {

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
            Range referenceRange,
            String flag,
            Double confidence,
            String doubt,
            int page) {}

    @JsonbNillable
    @JsonbPropertyOrder({"low", "high", "text"})
    public record Range(Double low, Double high, String text) {}

    public static LabResultView of(LabResult result) {
        Failure error = result.errorCode() == null ? null : new Failure(result.errorCode(), result.errorMessage());
        List<AnalyteView> analytes = result.analytes().stream()
                .map(a -> new AnalyteView(
                        a.code(),
                        a.name(),
                        a.printedName(),
                        a.value(),
                        a.text(),
                        a.valueText(),
                        a.unit(),
                        a.unitText(),
                        a.rangeText() == null && a.low() == null && a.high() == null
                                ? null
                                : new Range(a.low(), a.high(), a.rangeText()),
                        a.flag(),
                        a.confidence(),
                        a.doubt(),
                        a.page()))
                .toList();
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
                analytes);
    }
}
