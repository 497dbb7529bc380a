package com.nutrilab.lab.extraction.synthetic;

import com.nutrilab.lab.extraction.Analyte;
import com.nutrilab.lab.extraction.AnalyteCatalogue;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

/** A generated report's truth file, in the shape of the sample reports' truth files. */
final class TruthJson {

    private final AnalyteCatalogue catalogue;

    TruthJson(AnalyteCatalogue catalogue) {
        this.catalogue = catalogue;
    }

    JsonObject of(GeneratedReport report, String file, String kind, String format, String rendering) {
        JsonObjectBuilder truth = Json.createObjectBuilder()
                .add("file", file)
                .add("kind", kind)
                .add("format", format)
                .add("layout", report.layout())
                .add("description", report.description())
                .add("rendering", rendering)
                .add("pages", 1);
        if (report.labName() == null) {
            truth.addNull("labName");
        } else {
            truth.add("labName", report.labName())
                    .add("labNameAliases", Json.createArrayBuilder().add(report.labName()));
        }
        if (report.collectedAt() == null) {
            truth.addNull("collectedAt");
        } else {
            truth.add("collectedAt", report.collectedAt().toString());
        }
        JsonArrayBuilder analytes = Json.createArrayBuilder();
        report.results().forEach(result -> analytes.add(analyte(result)));
        JsonArrayBuilder others = Json.createArrayBuilder();
        report.nonCatalogue().forEach(others::add);
        truth.add("analyteCount", report.results().size())
                .add("analytes", analytes)
                .add("nonCatalogue", others);
        if (!report.absent().isEmpty()) {
            // Rows of a cumulative report with no value under the newest date: no result may be read
            // from them (an older column's value is not the current result).
            JsonArrayBuilder absent = Json.createArrayBuilder();
            report.absent().forEach(result -> absent.add(analyte(result)));
            truth.add("absentAnalytes", absent);
        }
        if (!report.earlier().isEmpty()) {
            // Every older dated column's values, newest first, each under its column's date.
            JsonArrayBuilder earlier = Json.createArrayBuilder();
            for (GeneratedReport.EarlierColumn column : report.earlier()) {
                JsonArrayBuilder values = Json.createArrayBuilder();
                column.results().forEach(result -> values.add(analyte(result)));
                earlier.add(Json.createObjectBuilder()
                        .add("collectedAt", column.collectedAt().toString())
                        .add("analytes", values));
            }
            truth.add("earlier", earlier);
        }
        if (!report.alsoPrinted().isEmpty()) {
            JsonArrayBuilder also = Json.createArrayBuilder();
            report.alsoPrinted().forEach(result -> also.add(analyte(result)));
            truth.add("alsoPrinted", also);
        }
        return truth.add("complete", report.complete()).build();
    }

    private JsonObject analyte(SyntheticResult result) {
        Analyte analyte = catalogue.byKey(result.key()).orElseThrow();
        JsonArrayBuilder codes = Json.createArrayBuilder().add(analyte.loinc());
        analyte.alternateLoinc().forEach(codes::add);
        if (analyte.molarLoinc() != null) {
            codes.add(analyte.molarLoinc());
        }
        JsonObjectBuilder json = Json.createObjectBuilder()
                .add("code", analyte.codeFor(result.ucum()))
                .add("acceptCodes", codes)
                .add("name", analyte.name())
                .add("printedName", result.printedName());
        number(json, "value", result.value());
        json.add("valueText", result.valueText());
        text(json, "unit", result.ucum());
        text(json, "printedUnit", result.printedUnit());
        number(json, "low", result.low());
        number(json, "high", result.high());
        text(json, "rangeText", result.rangeText());
        text(json, "flag", result.flag());
        return json.add("printedFlag", result.printedFlag()).add("page", 1).build();
    }

    private static void number(JsonObjectBuilder json, String field, Double value) {
        if (value == null) {
            json.addNull(field);
        } else {
            json.add(field, value);
        }
    }

    private static void text(JsonObjectBuilder json, String field, String value) {
        if (value == null) {
            json.addNull(field);
        } else {
            json.add(field, value);
        }
    }
}
