package com.nutrilab.lab;

import com.nutrilab.lab.extraction.UnitConversion;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * A completed lab result as a FHIR R4 {@code Bundle} of type {@code collection}: one
 * {@code DiagnosticReport} and one {@code Observation} per result, the earlier columns of a
 * cumulative report too, each under its own date, with the elements the US Core Laboratory Result
 * Observation profile requires (status, category laboratory, code, subject, effective, a value or
 * the printed words). The subject is {@code Patient/{userId}}: no name or other identifier of the
 * user. Written with JSON-P (docs/decisions/0062-fhir-with-json-p.md); the tests validate every
 * sample's bundle with HAPI FHIR's validator on R4's own definitions.
 */
public final class LabFhir {

    public static final String MEDIA_TYPE = "application/fhir+json";

    private static final String LOINC = "http://loinc.org";
    private static final String UCUM = "http://unitsofmeasure.org";
    private static final String V2_0074 = "http://terminology.hl7.org/CodeSystem/v2-0074";
    private static final String OBSERVATION_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category";
    private static final String INTERPRETATION = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";
    /** LOINC's code for a laboratory report as a whole. */
    private static final String LAB_REPORT = "11502-2";

    /** The API's flags as FHIR's observation interpretation codes. */
    private static final Map<String, String[]> INTERPRETATIONS = Map.of(
            "HIGH", new String[] {"H", "High"},
            "LOW", new String[] {"L", "Low"},
            "NORMAL", new String[] {"N", "Normal"},
            "ABNORMAL", new String[] {"A", "Abnormal"});

    private LabFhir() {}

    /** The result as a bundle; only for a COMPLETED result. */
    public static JsonObject bundle(LabResultView result, String userId) {
        String subject = "Patient/" + userId;
        String issued = result.processedAt().toString();
        JsonArrayBuilder entries = Json.createArrayBuilder();
        JsonArrayBuilder references = Json.createArrayBuilder();
        List<JsonObject> observations = new ArrayList<>();
        int position = 0;
        String reportDate = result.collectedAt() != null
                ? result.collectedAt().toString()
                : result.uploadedAt().toString();
        for (LabResultView.AnalyteView analyte : result.analytes()) {
            observations.add(observation(id(result.id(), position++), analyte, reportDate, subject, issued));
        }
        for (LabResultView.EarlierColumn column : result.earlier()) {
            for (LabResultView.AnalyteView analyte : column.analytes()) {
                String id = id(result.id(), position++);
                if (column.collectedAt() != null) { // an undated column's results are under no date at all
                    observations.add(
                            observation(id, analyte, column.collectedAt().toString(), subject, issued));
                }
            }
        }
        observations.forEach(o -> references.add(reference("urn:uuid:" + o.getString("id"))));
        JsonObjectBuilder report = Json.createObjectBuilder()
                .add("resourceType", "DiagnosticReport")
                .add("id", result.id())
                .add("status", "final")
                .add("category", Json.createArrayBuilder().add(concept(V2_0074, "LAB", "Laboratory", null)))
                .add("code", concept(LOINC, LAB_REPORT, "Laboratory report", "Laboratory report"))
                .add("subject", reference(subject))
                .add("effectiveDateTime", reportDate)
                .add("issued", issued);
        if (result.labName() != null) {
            report.add(
                    "performer",
                    Json.createArrayBuilder().add(Json.createObjectBuilder().add("display", result.labName())));
        }
        report.add("result", references);
        entries.add(entry(result.id(), report.build()));
        observations.forEach(o -> entries.add(entry(o.getString("id"), o)));
        return Json.createObjectBuilder()
                .add("resourceType", "Bundle")
                .add("id", id(result.id(), -1))
                .add("type", "collection")
                .add("timestamp", Instant.now().toString())
                .add("entry", entries)
                .build();
    }

    private static JsonObject observation(
            String id, LabResultView.AnalyteView analyte, String date, String subject, String issued) {
        JsonObjectBuilder code = Json.createObjectBuilder();
        if (analyte.code() != null) {
            JsonObjectBuilder coding =
                    Json.createObjectBuilder().add("system", LOINC).add("code", analyte.code());
            if (analyte.name() != null) {
                coding.add("display", analyte.name());
            }
            code.add("coding", Json.createArrayBuilder().add(coding));
        }
        code.add("text", analyte.printedName());
        JsonObjectBuilder observation = Json.createObjectBuilder()
                .add("resourceType", "Observation")
                .add("id", id)
                .add("status", "final")
                .add(
                        "category",
                        Json.createArrayBuilder().add(concept(OBSERVATION_CATEGORY, "laboratory", "Laboratory", null)))
                .add("code", code)
                .add("subject", reference(subject))
                .add("effectiveDateTime", date)
                .add("issued", issued);
        if (analyte.value() != null) {
            JsonObjectBuilder quantity = quantity(analyte.value(), analyte.unit(), analyte.unitText());
            String comparator = comparator(analyte.valueText());
            if (comparator != null) {
                quantity.add("comparator", comparator);
            }
            observation.add("valueQuantity", quantity);
        } else {
            observation.add("valueString", analyte.valueText());
        }
        String[] interpretation = analyte.flag() == null ? null : INTERPRETATIONS.get(analyte.flag());
        if (interpretation != null) {
            observation.add(
                    "interpretation",
                    Json.createArrayBuilder().add(concept(INTERPRETATION, interpretation[0], interpretation[1], null)));
        }
        JsonArrayBuilder notes = Json.createArrayBuilder();
        if (analyte.doubt() != null) {
            notes.add(Json.createObjectBuilder().add("text", analyte.doubt()));
        }
        if (analyte.otherUnit() != null) {
            // The second unit is the same result, not a result of its own: a note, not a component.
            notes.add(Json.createObjectBuilder()
                    .add(
                            "text",
                            "Also printed as " + analyte.otherUnit().valueText() + " "
                                    + analyte.otherUnit().unit()));
        }
        JsonArray written = notes.build();
        if (!written.isEmpty()) {
            observation.add("note", written);
        }
        LabResultView.Range range = analyte.referenceRange();
        if (range != null) {
            JsonObjectBuilder referenceRange = Json.createObjectBuilder();
            if (range.low() != null) {
                referenceRange.add("low", quantity(range.low(), analyte.unit(), analyte.unitText()));
            }
            if (range.high() != null) {
                referenceRange.add("high", quantity(range.high(), analyte.unit(), analyte.unitText()));
            }
            if (range.text() != null) {
                referenceRange.add("text", range.text());
            }
            observation.add("referenceRange", Json.createArrayBuilder().add(referenceRange));
        }
        return observation.build();
    }

    /** In UCUM where the unit is known; with the printed unit as its text only where it is not. */
    private static JsonObjectBuilder quantity(double value, String unit, String unitText) {
        JsonObjectBuilder quantity = Json.createObjectBuilder().add("value", BigDecimal.valueOf(value));
        if (unit != null) {
            quantity.add("unit", unit).add("system", UCUM).add("code", UnitConversion.ucum(unit));
        } else if (unitText != null) {
            quantity.add("unit", unitText);
        }
        return quantity;
    }

    /** "<0.5" is a value of 0.5 with the comparator "<" (FHIR's <, <=, >=, >). */
    static String comparator(String printed) {
        String text = printed == null ? "" : printed.strip().replace("≤", "<=").replace("≥", ">=");
        return Stream.of("<=", ">=", "<", ">")
                .filter(text::startsWith)
                .findFirst()
                .orElse(null);
    }

    private static JsonObject concept(String system, String code, String display, String text) {
        JsonObjectBuilder concept = Json.createObjectBuilder()
                .add(
                        "coding",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("system", system)
                                        .add("code", code)
                                        .add("display", display)));
        if (text != null) {
            concept.add("text", text);
        }
        return concept.build();
    }

    private static JsonObject reference(String reference) {
        return Json.createObjectBuilder().add("reference", reference).build();
    }

    private static JsonObject entry(String id, JsonObject resource) {
        return Json.createObjectBuilder()
                .add("fullUrl", "urn:uuid:" + id)
                .add("resource", resource)
                .build();
    }

    /** The same id for the same result of the same report on every request: name-based, from the report's id. */
    private static String id(String reportId, int position) {
        return UUID.nameUUIDFromBytes((reportId + "/" + position).getBytes(StandardCharsets.UTF_8))
                .toString();
    }
}
