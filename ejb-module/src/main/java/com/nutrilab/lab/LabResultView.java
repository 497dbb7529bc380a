package com.nutrilab.lab;

import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

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
        @Schema(description = "The file's name as the upload gave it; null when it gave none", nullable = true)
                String fileName,
        String contentType,
        long sizeBytes,
        String sha256,
        Instant uploadedAt,
        @Schema(description = "When reading ended; null while PROCESSING", nullable = true) Instant processedAt,
        @Schema(
                        description = "The collection date: the upload's, else the one printed; null when neither",
                        nullable = true)
                LocalDate collectedAt,
        @Schema(description = "The lab's name as printed; null when none was read", nullable = true) String labName,
        @Schema(description = "The uploader's notes, or null", nullable = true) String notes,
        @Schema(description = "Why reading failed; null unless FAILED", nullable = true) Failure error,
        @Schema(description = "The results of the report's sample; a cumulative report's newest dated column")
                List<AnalyteView> analytes,
        @Schema(
                        description = "A cumulative report's older dated columns, newest first, each with its own "
                                + "date and results; empty for other reports")
                List<EarlierColumn> earlier) {

    /** One older dated column of a cumulative report: its date and its results. */
    @JsonbNillable
    @JsonbPropertyOrder({"collectedAt", "analytes"})
    public record EarlierColumn(
            @Schema(description = "The column's date as printed; null when it could not be taken", nullable = true)
                    LocalDate collectedAt,
            List<AnalyteView> analytes) {}

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
    @Schema(description = "One result read from the report")
    public record AnalyteView(
            @Schema(description = "LOINC code; null for a test outside the service's catalogue", nullable = true)
                    String code,
            @Schema(
                            description = "The catalogue's canonical name; null for a test outside the catalogue, "
                                    + "which is reported under its printed name",
                            nullable = true)
                    String name,
            @Schema(description = "The name as printed") String printedName,
            @Schema(description = "The number (for <0.5, 0.5); null for a result printed in words", nullable = true)
                    Double value,
            @Schema(
                            description = "For a result printed in words: negative or positive, whatever the report's "
                                    + "language (\"Negative\", \"nicht nachweisbar\", \"Non Reactive\" are negative); null for a "
                                    + "number",
                            enumeration = {"negative", "positive"},
                            nullable = true)
                    String text,
            @Schema(description = "The value as printed (as OCR read it), e.g. <0.5 or Negative") String valueText,
            @Schema(
                            description = "UCUM unit, or null when none was printed or read, or the printed unit is "
                                    + "not one the service knows (then in unitText)",
                            nullable = true)
                    String unit,
            @Schema(
                            description = "The unit as printed when it is not one the service knows (unit is then "
                                    + "null, and doubt says so); else null",
                            nullable = true)
                    String unitText,
            @Schema(description = "The reference range as printed; null when none was printed", nullable = true)
                    Range referenceRange,
            @Schema(
                            description = "LOW, HIGH, NORMAL, ABNORMAL, or null when neither printed nor derivable",
                            nullable = true)
                    String flag,
            @Schema(
                            description =
                                    "How sure the reading is, 0 to 1: 1 for a text PDF read as printed; for images "
                                            + "and scans Tesseract's confidence in the value, lowered where the reading was corrected or "
                                            + "completed. Null for results stored before it was measured",
                            minimum = "0",
                            maximum = "1",
                            nullable = true)
                    Double confidence,
            @Schema(
                            description = "Null, or why the user should check this reading, in plain words (a decimal "
                                    + "point that may have been lost in the scan, a unit taken from the printed range, a value "
                                    + "hard to read); show it with the value",
                            nullable = true)
                    String doubt,
            @Schema(description = "The page it was printed on, from 1") int page) {}

    @JsonbNillable
    @JsonbPropertyOrder({"low", "high", "text"})
    public record Range(
            @Schema(description = "The lower limit; null for a range printed as <x or up to x", nullable = true)
                    Double low,
            @Schema(description = "The upper limit; null for a range printed as >x", nullable = true) Double high,
            @Schema(description = "The range as printed; null when only limits were derived", nullable = true)
                    String text) {}

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
        List<AnalyteView> column = new ArrayList<>();
        LocalDate date = null;
        for (int i = 0; i < earlier.size(); i++) {
            EarlierAnalyte result = earlier.get(i);
            if (i > 0 && !Objects.equals(date, result.collectedAt())) {
                columns.add(new EarlierColumn(date, List.copyOf(column)));
                column.clear();
            }
            date = result.collectedAt();
            column.add(view(result.analyte()));
        }
        if (!column.isEmpty()) {
            columns.add(new EarlierColumn(date, List.copyOf(column)));
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
                a.rangeText() == null && a.low() == null && a.high() == null
                        ? null
                        : new Range(a.low(), a.high(), a.rangeText()),
                a.flag(),
                a.confidence(),
                a.doubt(),
                a.page());
    }
}
