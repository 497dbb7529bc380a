package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.platform.DataFiles;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.fhir.ucum.UcumEssenceService;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shipped analyte catalogue as data (issue 45): its size, that its units are UCUM, that no
 * LOINC code or printed name is given twice where that would make a reading ambiguous, that every
 * analyte is named in every language the reader supports, and that its typical ranges are usable.
 */
class AnalyteCatalogueDataTest {

    private static final List<String> LANGUAGES = List.of("en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr");

    /**
     * Units the API has reported since before this test and that the sample reports' truth files
     * expect; UCUM spells them u[IU]/mL and m[IU]/L. Every other unit must be UCUM.
     */
    private static final Set<String> LEGACY_UNITS = Set.of("uIU/mL", "mIU/L");

    private static AnalyteCatalogue catalogue;
    private static JsonObject raw;
    private static UcumEssenceService ucum;

    @BeforeAll
    static void read() throws Exception {
        catalogue = AnalyteCatalogue.shipped();
        try (JsonReader reader = Json.createReader(DataFiles.resource(AnalyteCatalogue.RESOURCE))) {
            raw = reader.readObject();
        }
        ucum = new UcumEssenceService(AnalyteCatalogueDataTest.class.getResourceAsStream("/ucum-essence.xml"));
    }

    @Test
    void holdsAtLeastThreeHundredAnalytes() {
        assertTrue(
                catalogue.analytes().size() >= 300, () -> catalogue.analytes().size() + " analytes");
    }

    @Test
    void everyUnitIsUcum() {
        List<String> invalid = new ArrayList<>();
        for (Analyte analyte : catalogue.analytes()) {
            analyte.units().forEach(unit -> checkUcum(unit, analyte.key() + " unit", invalid));
        }
        for (JsonValue value : raw.getJsonArray("analytes")) {
            JsonObject analyte = value.asJsonObject();
            analyte.getJsonObject("typicalRanges")
                    .keySet()
                    .forEach(unit -> checkUcum(unit, analyte.getString("key") + " typical range", invalid));
        }
        raw.getJsonObject("units")
                .forEach((printed, unit) ->
                        checkUcum(((JsonString) unit).getString(), "units map entry '" + printed + "'", invalid));
        assertEquals(List.of(), invalid);
    }

    private static void checkUcum(String unit, String where, List<String> invalid) {
        if (LEGACY_UNITS.contains(unit)) {
            return;
        }
        String problem = ucum.validate(unit);
        if (problem != null) {
            invalid.add(where + ": '" + unit + "': " + problem);
        }
    }

    @Test
    void everyMeasuredOnlyPanelIsAPanelOfTheCatalogue() {
        Set<String> panels = catalogue.analytes().stream().map(Analyte::panel).collect(Collectors.toSet());
        List<String> unknown = raw.getJsonArray("measuredOnlyPanels").getValuesAs(JsonString.class).stream()
                .map(JsonString::getString)
                .filter(panel -> !panels.contains(panel))
                .toList();
        assertEquals(List.of(), unknown);
        assertTrue(catalogue.measuredOnly(catalogue.byKey("wbc").orElseThrow()));
    }

    @Test
    void noLoincCodeIsGivenTwice() {
        Map<String, String> owners = new HashMap<>();
        List<String> twice = new ArrayList<>();
        for (Analyte analyte : catalogue.analytes()) {
            List<String> codes = new ArrayList<>(List.of(analyte.loinc()));
            codes.addAll(analyte.alternateLoinc());
            if (analyte.molarLoinc() != null) {
                codes.add(analyte.molarLoinc());
            }
            for (String code : codes) {
                String owner = owners.putIfAbsent(code, analyte.key());
                if (owner != null) {
                    twice.add(code + " in " + owner + " and " + analyte.key());
                }
            }
        }
        assertEquals(List.of(), twice);
    }

    @Test
    void noPrintedNameBelongsToTwoAnalytesThatShareAUnit() {
        Map<String, List<Analyte>> byName = new HashMap<>();
        List<String> ambiguous = new ArrayList<>();
        for (Analyte analyte : catalogue.analytes()) {
            for (String name : analyte.names()) {
                List<Analyte> named = byName.computeIfAbsent(AnalyteCatalogue.normalize(name), n -> new ArrayList<>());
                if (named.contains(analyte)) {
                    continue;
                }
                for (Analyte other : named) {
                    if (other.units().stream().anyMatch(analyte.units()::contains)) {
                        ambiguous.add("'" + name + "' names " + other.key() + " and " + analyte.key());
                    }
                }
                named.add(analyte);
            }
        }
        assertEquals(List.of(), ambiguous);
    }

    @Test
    void everyAnalyteIsNamedInEveryLanguage() {
        List<String> unnamed = new ArrayList<>();
        for (JsonValue value : raw.getJsonArray("analytes")) {
            JsonObject analyte = value.asJsonObject();
            JsonValue names = analyte.get("names");
            for (String language : LANGUAGES) {
                JsonArray inLanguage = names instanceof JsonObject byLanguage && byLanguage.containsKey(language)
                        ? byLanguage.getJsonArray(language)
                        : null;
                if (inLanguage == null || inLanguage.isEmpty()) {
                    unnamed.add(analyte.getString("key") + " has no name in " + language);
                }
            }
        }
        assertEquals(List.of(), unnamed);
    }

    @Test
    void typicalRangesAreRangesAndCoverTheCanonicalUnit() {
        List<String> wrong = new ArrayList<>();
        for (JsonValue value : raw.getJsonArray("analytes")) {
            JsonObject analyte = value.asJsonObject();
            String key = analyte.getString("key");
            JsonObject ranges = analyte.getJsonObject("typicalRanges");
            ranges.forEach((unit, range) -> {
                double low = range.asJsonArray().getJsonNumber(0).doubleValue();
                double high = range.asJsonArray().getJsonNumber(1).doubleValue();
                if (!(low < high)) {
                    wrong.add(key + " in " + unit + ": " + low + " is not below " + high);
                }
            });
            String canonical = analyte.getJsonArray("units").getString(0);
            if (!ranges.containsKey(canonical)) {
                wrong.add(key + " has no typical range in its canonical unit " + canonical);
            }
        }
        assertEquals(List.of(), wrong);
    }
}
