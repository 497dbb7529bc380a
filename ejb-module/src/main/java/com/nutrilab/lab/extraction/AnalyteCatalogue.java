package com.nutrilab.lab.extraction;

import com.nutrilab.platform.DataFiles;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.io.InputStream;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The analytes the parser knows and the unit spellings it maps to UCUM, read from the
 * operator-editable {@code analytes.json} (config module), never from code.
 */
public final class AnalyteCatalogue {

    /** The classpath resource of the catalogue shipped in the config jar. */
    public static final String RESOURCE = "nutrilab/analytes.json";
    /** Longest printed name the parser tries, in words. */
    static final int MAX_NAME_WORDS = 8;

    private static final int MIN_FUZZY_NAME_LENGTH = 5;

    private static final Pattern NOT_ALPHANUMERIC = Pattern.compile("[^a-z0-9]+");
    private static final Pattern OCR_INTERNATIONAL_UNIT = Pattern.compile("(?<=[um])[l1|](?=U)");
    private static final Pattern COMBINING_MARKS = Pattern.compile("\\p{M}+");

    private final List<Analyte> analytes;
    private final Map<String, Analyte> byName = new HashMap<>();
    private final Map<String, Analyte> byKey = new LinkedHashMap<>();
    private final Map<String, Analyte> byCode = new HashMap<>();
    private final Map<String, String> units = new HashMap<>();
    private final Map<String, String> unitsIgnoringCase = new HashMap<>();

    private AnalyteCatalogue(List<Analyte> analytes, Map<String, String> printedUnits) {
        this.analytes = List.copyOf(analytes);
        for (Analyte analyte : analytes) {
            byKey.put(analyte.key(), analyte);
            byCode.putIfAbsent(analyte.loinc(), analyte);
            analyte.alternateLoinc().forEach(code -> byCode.putIfAbsent(code, analyte));
            if (analyte.molarLoinc() != null) {
                byCode.putIfAbsent(analyte.molarLoinc(), analyte);
            }
            for (String name : analyte.names()) {
                Analyte previous = byName.put(normalize(name), analyte);
                if (previous != null && previous != analyte) {
                    throw new IllegalArgumentException(
                            "The name '" + name + "' is given to both " + previous.key() + " and " + analyte.key());
                }
            }
            byName.putIfAbsent(normalize(analyte.name()), analyte);
            for (String unit : analyte.units()) {
                units.putIfAbsent(unit, unit);
                unitsIgnoringCase.putIfAbsent(unit.toLowerCase(Locale.ROOT), unit);
            }
        }
        printedUnits.forEach((printed, ucum) -> {
            units.put(printed, ucum);
            unitsIgnoringCase.putIfAbsent(printed.toLowerCase(Locale.ROOT), ucum);
        });
    }

    public static AnalyteCatalogue read(InputStream json) {
        try (JsonReader reader = Json.createReader(json)) {
            JsonObject root = reader.readObject();
            Map<String, String> units = new LinkedHashMap<>();
            root.getJsonObject("units").forEach((printed, ucum) -> units.put(printed, ((JsonString) ucum).getString()));
            List<Analyte> analytes = new ArrayList<>();
            for (JsonValue value : root.getJsonArray("analytes")) {
                JsonObject a = value.asJsonObject();
                analytes.add(new Analyte(
                        a.getString("key"),
                        a.getString("name"),
                        a.getString("loinc"),
                        strings(a, "alternateLoinc"),
                        a.isNull("molarLoinc") ? null : a.getString("molarLoinc"),
                        a.getString("panel", "other"),
                        strings(a, "units"),
                        strings(a, "names")));
            }
            return new AnalyteCatalogue(analytes, units);
        }
    }

    /** The catalogue shipped in the config jar. */
    public static AnalyteCatalogue shipped() {
        return read(DataFiles.resource(RESOURCE));
    }

    public List<Analyte> analytes() {
        return analytes;
    }

    public Optional<Analyte> byKey(String key) {
        return Optional.ofNullable(byKey.get(key));
    }

    /** The analyte of a code, current or alternate. */
    public Optional<Analyte> byCode(String code) {
        return Optional.ofNullable(byCode.get(code));
    }

    /**
     * The analyte whose printed name is the longest run of words starting at {@code from}.
     * Words are compared without case, accents or punctuation ("T4,Free(Direct)" = "t4 free direct").
     */
    Optional<NameMatch> nameAt(List<String> words, int from, boolean recognised) {
        NameMatch best = null;
        StringBuilder joined = new StringBuilder();
        for (int end = from; end < words.size() && end - from < MAX_NAME_WORDS; end++) {
            if (normalize(words.get(end)).isEmpty()) {
                break; // a name never ends in a mark: "hs-CRP <" is hs-CRP and a comparator
            }
            joined.append(' ').append(words.get(end));
            String candidate = normalize(joined.toString());
            Analyte analyte = byName.get(candidate);
            if (analyte == null && recognised) {
                analyte = nearestName(candidate);
            }
            if (analyte != null) {
                best = new NameMatch(analyte, from, end + 1);
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The analyte of the one name a letter or two away ("Hemoglobin Aic", "Thyrord"), for OCR
     * text only, and only for names long enough that one letter does not make another name.
     */
    private Analyte nearestName(String candidate) {
        if (candidate.length() < MIN_FUZZY_NAME_LENGTH) {
            return null;
        }
        LevenshteinDistance distance = new LevenshteinDistance(candidate.length() >= 12 ? 2 : 1);
        Analyte found = null;
        for (Map.Entry<String, Analyte> name : byName.entrySet()) {
            if (Math.abs(name.getKey().length() - candidate.length()) <= 2
                    && distance.apply(name.getKey(), candidate) >= 0) {
                if (found != null && found != name.getValue()) {
                    return null; // near two analytes' names: not sure which
                }
                found = name.getValue();
            }
        }
        return found;
    }

    /** A printed name found in a line: the analyte and the words [start, end) it took. */
    record NameMatch(Analyte analyte, int start, int end) {}

    /**
     * The UCUM spelling of a unit printed for an analyte; for OCR text also the analyte's own unit
     * nearest to what was read ("mg/dl." for mg/dL, "ng/di" for ng/dL). Null when unknown.
     */
    String ucum(String printed, Analyte analyte, boolean recognised) {
        String unit = ucum(printed);
        if (unit != null || !recognised || printed.length() < 2) {
            return unit;
        }
        LevenshteinDistance distance = new LevenshteinDistance(printed.length() <= 4 ? 1 : 2);
        String nearest = null;
        int nearestDistance = Integer.MAX_VALUE;
        for (Map.Entry<String, String> spelling : units.entrySet()) {
            if (analyte.units().contains(spelling.getValue())) {
                int d = distance.apply(spelling.getKey().toLowerCase(Locale.ROOT), printed.toLowerCase(Locale.ROOT));
                if (d >= 0 && d < nearestDistance) {
                    nearestDistance = d;
                    nearest = spelling.getValue();
                }
            }
        }
        return nearest;
    }

    /** The UCUM spelling of a printed unit, or null when it is not a unit the catalogue knows. */
    String ucum(String printed) {
        String unit = printed.replace('µ', 'u').replace('μ', 'u').replace('²', '2');
        String exact = units.containsKey(printed) ? units.get(printed) : units.get(unit);
        if (exact != null) {
            return exact;
        }
        String found = unitsIgnoringCase.get(unit.toLowerCase(Locale.ROOT));
        if (found == null && !unit.isEmpty()) {
            // What OCR makes of units: "ulU/mL" for uIU/mL, a speck read as a full stop after "mg/L".
            String repaired =
                    OCR_INTERNATIONAL_UNIT.matcher(unit.replaceAll("\\.$", "")).replaceAll("I");
            found = repaired.equals(unit)
                    ? null
                    : units.getOrDefault(repaired, unitsIgnoringCase.get(repaired.toLowerCase(Locale.ROOT)));
        }
        return found;
    }

    Collection<String> printedUnits() {
        return units.keySet();
    }

    /** Lower case, no accents, every run of other characters one space: how names are compared. */
    static String normalize(String text) {
        String folded = COMBINING_MARKS
                .matcher(Normalizer.normalize(text, Normalizer.Form.NFD))
                .replaceAll("");
        folded = folded.toLowerCase(Locale.ROOT).replace("ß", "ss");
        return NOT_ALPHANUMERIC.matcher(folded).replaceAll(" ").strip();
    }

    private static List<String> strings(JsonObject object, String field) {
        if (!object.containsKey(field) || object.isNull(field)) {
            return List.of();
        }
        return object.getJsonArray(field).getValuesAs(JsonString.class).stream()
                .map(JsonString::getString)
                .toList();
    }
}
