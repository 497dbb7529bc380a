package com.nutrilab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.context.support.DefaultProfileValidationSupport;
import ca.uhn.fhir.validation.FhirValidator;
import ca.uhn.fhir.validation.ResultSeverityEnum;
import ca.uhn.fhir.validation.SingleValidationMessage;
import com.nutrilab.lab.extraction.ExtractedAnalyte;
import com.nutrilab.lab.extraction.ExtractedReport;
import com.nutrilab.lab.extraction.LabReportReader;
import com.nutrilab.lab.extraction.ReportRefusedException;
import com.nutrilab.lab.extraction.SharedReadings;
import com.nutrilab.lab.extraction.TesseractOcr;
import com.nutrilab.lab.extraction.synthetic.SyntheticLabSet;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.hl7.fhir.common.hapi.validation.support.CommonCodeSystemsTerminologyService;
import org.hl7.fhir.common.hapi.validation.support.InMemoryTerminologyServerValidationSupport;
import org.hl7.fhir.common.hapi.validation.support.SnapshotGeneratingValidationSupport;
import org.hl7.fhir.common.hapi.validation.support.ValidationSupportChain;
import org.hl7.fhir.common.hapi.validation.validator.FhirInstanceValidator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 57: every lab result as FHIR R4, validated offline by HAPI FHIR's {@code FhirInstanceValidator}
 * on R4's core definitions: the bundle of every sample report, of the generated set and of the real
 * reports of {@code ../shared/real-labs}, as the service reads them, with no error (LOINC itself
 * cannot be checked offline: its warnings are counted, not failed). And what a bundle says: the
 * earlier columns of a cumulative report under their own dates, the printed name as the code's text,
 * a comparator, the subject.
 */
class LabFhirTest {

    private static final Path REAL_LABS = Path.of("..", "..", "shared", "real-labs");
    private static final String USER = "6f1d3c55-2a7e-4c1b-9a4e-0d2f7b9e8c31";

    private static FhirValidator validator;
    private static ExecutorService executor;

    @BeforeAll
    static void start() {
        FhirContext fhir = FhirContext.forR4();
        ValidationSupportChain offline = new ValidationSupportChain(
                new DefaultProfileValidationSupport(fhir),
                new CommonCodeSystemsTerminologyService(fhir),
                new InMemoryTerminologyServerValidationSupport(fhir),
                new SnapshotGeneratingValidationSupport(fhir));
        validator = fhir.newValidator().registerValidatorModule(new FhirInstanceValidator(offline));
        TesseractOcr ocr = new TesseractOcr("tesseract", TesseractOcr.DEFAULT_LANGUAGES);
        assertTrue(ocr.available(), "Tesseract must be installed for this test, as for LabSampleEvaluationTest");
        executor = Executors.newFixedThreadPool(2);
    }

    @AfterAll
    static void stop() {
        executor.shutdownNow();
    }

    @Test
    void everySampleGeneratedAndRealReportsBundleIsValidR4() throws Exception {
        Map<String, byte[]> files = new TreeMap<>();
        for (JsonValue entry : json(resource("/lab-samples/index.json")).getJsonArray("files")) {
            String name = entry.asJsonObject().getString("file");
            files.put("sample " + name, resource("/lab-samples/" + name));
        }
        Path generated = SharedReadings.syntheticSet(Path.of("target", "synthetic-labs"), SyntheticLabSet.SEED);
        for (JsonValue entry :
                json(Files.readAllBytes(generated.resolve("index.json"))).getJsonArray("files")) {
            String name = entry.asJsonObject().getString("file");
            files.put("generated " + name, Files.readAllBytes(generated.resolve(name)));
        }
        for (JsonValue entry :
                json(Files.readAllBytes(REAL_LABS.resolve("index.json"))).getJsonArray("documents")) {
            String name = entry.asJsonObject().getString("file");
            files.put("real " + name, Files.readAllBytes(REAL_LABS.resolve(name)));
        }
        Map<String, Future<LabResultView>> read = new TreeMap<>();
        files.forEach((name, bytes) -> read.put(name, executor.submit(() -> completed(name, bytes))));

        List<String> errors = new ArrayList<>();
        int bundles = 0;
        int observations = 0;
        Map<String, Integer> warnings = new TreeMap<>();
        for (Map.Entry<String, Future<LabResultView>> file : read.entrySet()) {
            LabResultView result = file.getValue().get();
            if (result == null) {
                continue; // no results: the service answers 409, there is no bundle
            }
            JsonObject bundle = LabFhir.bundle(result, USER);
            bundles++;
            observations += bundle.getJsonArray("entry").size() - 1;
            for (SingleValidationMessage message :
                    validator.validateWithResult(bundle.toString()).getMessages()) {
                if (message.getSeverity().ordinal() >= ResultSeverityEnum.ERROR.ordinal()) {
                    errors.add(file.getKey() + ": " + message.getLocationString() + ": " + message.getMessage());
                } else if (message.getSeverity() == ResultSeverityEnum.WARNING) {
                    // by kind: the message without what it quotes (codes, units, names)
                    warnings.merge(message.getMessage().replaceAll("'[^']*'", "'…'"), 1, Integer::sum);
                }
            }
        }
        System.out.printf(
                "FHIR R4 bundles validated offline: %d of %d files (%d observations), %d errors, %d warnings%n",
                bundles,
                files.size(),
                observations,
                errors.size(),
                warnings.values().stream().mapToInt(Integer::intValue).sum());
        warnings.forEach((kind, count) -> System.out.printf("  %5d warnings: %s%n", count, kind));
        assertEquals(List.of(), errors);
        assertTrue(bundles >= 40, () -> "only " + files.size() + " files gave results");
    }

    /** A cumulative report: each earlier column's results under its own date, and all of it valid. */
    @Test
    void aCumulativeReportsEarlierColumnsAreObservationsOfTheirOwnDates() {
        ExtractedReport report = new ExtractedReport(
                "Labor Musterstadt",
                LocalDate.of(2026, 3, 2),
                List.of(
                        result("2345-7", "glucose", "Glucose", 6.1, "6.1", "mmol/L", 3.9, 5.5, "HIGH"),
                        result(null, null, "Erythroblasten", 0.2, "0,2", null, 0.0, 0.5, "NORMAL"),
                        result("1988-5", "CRP", "CRP", 0.5, "<0.5", "mg/L", null, 5.0, "NORMAL")),
                List.of(
                        new ExtractedReport.EarlierResults(
                                LocalDate.of(2025, 12, 1),
                                List.of(result(
                                        "2345-7", "glucose", "Glucose", 5.4, "5.4", "mmol/L", 3.9, 5.5, "NORMAL"))),
                        new ExtractedReport.EarlierResults(
                                LocalDate.of(2025, 6, 3),
                                List.of(result(
                                        "2345-7", "glucose", "Glucose", 5.0, "5.0", "mmol/L", 3.9, 5.5, null)))));
        JsonObject bundle = LabFhir.bundle(view(report), USER);
        JsonArray entries = bundle.getJsonArray("entry");
        assertEquals("collection", bundle.getString("type"));
        assertEquals(6, entries.size(), "the report and five observations");
        JsonObject diagnosticReport = entries.getJsonObject(0).getJsonObject("resource");
        assertEquals("DiagnosticReport", diagnosticReport.getString("resourceType"));
        assertEquals(5, diagnosticReport.getJsonArray("result").size());
        List<String> dates = entries.stream()
                .skip(1)
                .map(e -> e.asJsonObject().getJsonObject("resource").getString("effectiveDateTime"))
                .toList();
        assertEquals(List.of("2026-03-02", "2026-03-02", "2026-03-02", "2025-12-01", "2025-06-03"), dates);
        JsonObject unknown = observation(entries, 2);
        assertFalse(unknown.getJsonObject("code").containsKey("coding"), unknown::toString);
        assertEquals("Erythroblasten", unknown.getJsonObject("code").getString("text"));
        JsonObject crp = observation(entries, 3);
        assertEquals("<", crp.getJsonObject("valueQuantity").getString("comparator"));
        assertEquals("mg/L", crp.getJsonObject("valueQuantity").getString("code"));
        JsonObject glucose = observation(entries, 1);
        assertEquals("Glucose", glucose.getJsonObject("code").getString("text"));
        assertEquals(
                "H",
                glucose.getJsonArray("interpretation")
                        .getJsonObject(0)
                        .getJsonArray("coding")
                        .getJsonObject(0)
                        .getString("code"));
        assertEquals("Patient/" + USER, glucose.getJsonObject("subject").getString("reference"));
        List<String> errors = validator.validateWithResult(bundle.toString()).getMessages().stream()
                .filter(m -> m.getSeverity().ordinal() >= ResultSeverityEnum.ERROR.ordinal())
                .map(m -> m.getLocationString() + ": " + m.getMessage())
                .toList();
        assertEquals(List.of(), errors);
    }

    private static JsonObject observation(JsonArray entries, int index) {
        return entries.getJsonObject(index).getJsonObject("resource");
    }

    /** The file read as the service reads it, and stored as it stores it; null when it has no results. */
    private static LabResultView completed(String name, byte[] bytes) throws IOException {
        try {
            LabReportReader.Reading reading = SharedReadings.read(bytes);
            return reading.report().analytes().isEmpty() ? null : view(reading.report());
        } catch (ReportRefusedException e) {
            return null;
        }
    }

    private static LabResultView view(ExtractedReport report) {
        LabResult result = new LabResult(
                USER,
                "3a1e2d1c-0b6f-4a8e-9c3d-5e7f1a2b3c4d",
                "report.pdf",
                "application/pdf",
                1000,
                "0".repeat(64),
                null,
                null,
                Instant.parse("2026-11-27T10:00:00Z"));
        result.complete(
                report.analytes().stream().map(StoredValues::analyte).toList(),
                StoredValues.earlier(report.earlier()),
                StoredValues.text(report.labName(), LabResult.MAX_LAB_NAME),
                StoredValues.date(report.collectedAt()),
                1,
                0,
                Instant.parse("2026-11-27T10:00:02Z"));
        return LabResultView.of(result);
    }

    private static ExtractedAnalyte result(
            String code,
            String name,
            String printed,
            double value,
            String valueText,
            String unit,
            Double low,
            Double high,
            String flag) {
        return new ExtractedAnalyte(
                code,
                name,
                printed,
                value,
                null,
                valueText,
                unit,
                unit == null ? "/100 Leuko" : null,
                low,
                high,
                null,
                flag,
                1,
                1.0,
                null);
    }

    private static byte[] resource(String path) throws IOException {
        try (InputStream in = LabFhirTest.class.getResourceAsStream(path)) {
            return Objects.requireNonNull(in, path).readAllBytes();
        }
    }

    private static JsonObject json(byte[] bytes) {
        try (JsonReader json = Json.createReader(new java.io.ByteArrayInputStream(bytes))) {
            return json.readObject();
        }
    }
}
