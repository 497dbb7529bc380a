package com.nutrilab.lab.extraction;

import com.nutrilab.platform.DataFiles;
import jakarta.json.Json;
import jakarta.json.JsonNumber;
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
import java.util.Set;
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
    /** A hyphen between letters, or at a word's end before the next word: a word split where a line wrapped. */
    private static final Pattern HYPHENATED = Pattern.compile("\\p{L}-(?:\\p{L}| \\p{L})");

    private static final int MIN_FUZZY_NAME_LENGTH = 4;
    /** The UCUM unit's end of an amount per 24 hours: "mg/(24.h)", "mmol/(24.h)". */
    private static final String PER_DAY = "/(24.h)";
    /** The key of a substance's 24-hour urine test. */
    private static final String DAY_URINE_KEY = "urine-%s-24h";
    /** A flag or a word of a result that a name a letter or two away must not be taken for ("High" is not HGH). */
    private static final Pattern FLAG_LETTER = Pattern.compile(
            "(?i)[hla][_.]?|hh|ll|high|low|hoch|niedrig|normal|abnormal|positive?|negative?|neg|pos|ref|range");

    private static final Pattern NUMBER_WORD = Pattern.compile("[<>(]*[\\d.,]+[)%]*");

    /** Names shorter than this once folded are not matched by folding: "l" could be anything. */
    private static final int MIN_FOLDED_NAME_LENGTH = 3;

    private static final Pattern OCR_CONFUSED = Pattern.compile("[1i]");
    private static final Pattern SLASH_LIKE = Pattern.compile("[/|il1j!]");
    private static final Pattern NOT_ALPHANUMERIC = Pattern.compile("[^a-z0-9]+");
    private static final Pattern OCR_INTERNATIONAL_UNIT = Pattern.compile("(?<=[um])[l1|](?=U)");
    private static final Pattern COMBINING_MARKS = Pattern.compile("\\p{M}+");
    /** The full stop between single letters of an abbreviation ("S.G.O.T.", "G.G.T.P"). */
    private static final Pattern DOTTED_ABBREVIATION =
            Pattern.compile("(?<=(?:^|[^\\p{L}])\\p{L})\\.(?=\\p{L}(?:[^\\p{L}]|$))");

    private final List<Analyte> analytes;
    /** Analytes by normalized name; one name may belong to analytes reported in different units ("Neutrophils"). */
    private final Map<String, List<Analyte>> byName = new HashMap<>();
    /** The same without spaces, for OCR, which splits words ("SODI UM") and joins them ("HDLCholesterol"). */
    private final Map<String, List<Analyte>> byCompactName = new HashMap<>();
    /**
     * The same with the letters and digits OCR mistakes for each other made one ("C02" is CO2,
     * "HbAlc" HbA1c, "VIT Bl2" VIT B12); a folded name shared by different analytes maps to none.
     */
    private final Map<String, List<Analyte>> byFoldedName = new HashMap<>();

    private final Map<String, Analyte> byKey = new LinkedHashMap<>();
    private final Map<String, Analyte> byCode = new HashMap<>();
    private final Map<String, String> units = new HashMap<>();
    private final Map<String, String> unitsIgnoringCase = new HashMap<>();
    /** Spellings of the units table that are OCR's misreadings ("mgidL", "mmoVL"): a guess, said so. */
    private final Set<String> misreadUnits;

    private final Set<String> measuredOnlyPanels;

    private AnalyteCatalogue(
            List<Analyte> analytes,
            Map<String, String> printedUnits,
            Set<String> misreadUnits,
            Set<String> measuredOnlyPanels) {
        this.analytes = List.copyOf(analytes);
        this.misreadUnits = Set.copyOf(misreadUnits);
        this.measuredOnlyPanels = Set.copyOf(measuredOnlyPanels);
        for (Analyte analyte : analytes) {
            byKey.put(analyte.key(), analyte);
            byCode.putIfAbsent(analyte.loinc(), analyte);
            analyte.alternateLoinc().forEach(code -> byCode.putIfAbsent(code, analyte));
            if (analyte.molarLoinc() != null) {
                byCode.putIfAbsent(analyte.molarLoinc(), analyte);
            }
            for (String name : analyte.names()) {
                addName(byName, normalize(name), analyte);
                addName(byCompactName, compact(name), analyte);
                addFoldedName(folded(name), analyte);
            }
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

    /**
     * A name given to two analytes is allowed only when no unit is reported for both, so that the
     * unit printed with it tells them apart ("Neutrophils 58 %" and "Neutrophils 4.2 10^9/L").
     */
    private static void addName(Map<String, List<Analyte>> names, String name, Analyte analyte) {
        List<Analyte> sharing = names.computeIfAbsent(name, n -> new ArrayList<>());
        if (sharing.contains(analyte)) {
            return;
        }
        for (Analyte other : sharing) {
            if (other.units().stream().anyMatch(analyte.units()::contains)) {
                throw new IllegalArgumentException("The name '" + name + "' is given to both " + other.key() + " and "
                        + analyte.key() + ", which share a unit");
            }
        }
        sharing.add(analyte);
    }

    private void addFoldedName(String name, Analyte analyte) {
        List<Analyte> named = byFoldedName.computeIfAbsent(name, n -> new ArrayList<>(List.of(analyte)));
        if (!named.isEmpty() && !named.contains(analyte)) {
            named.clear(); // two analytes' names that OCR cannot tell apart
        }
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
                        names(a),
                        ranges(a, "typicalRanges"),
                        ranges(a, "physiologicalRanges"),
                        a.getString("canonicalUnit", strings(a, "units").get(0)),
                        a.get("molarMass") instanceof JsonNumber mass ? mass.doubleValue() : null,
                        equations(a),
                        a.getString("seriesOf", null)));
            }
            return new AnalyteCatalogue(
                    analytes,
                    units,
                    Set.copyOf(strings(root, "misreadUnits")),
                    Set.copyOf(strings(root, "measuredOnlyPanels")));
        }
    }

    /** The catalogue shipped in the config jar. */
    public static AnalyteCatalogue shipped() {
        return read(DataFiles.resource(RESOURCE));
    }

    public List<Analyte> analytes() {
        return analytes;
    }

    /**
     * Whether the test is of a panel whose tests are only ever measured, never read as words or signs
     * ({@code measuredOnlyPanels}): a text result under its name is another test's ("Leukozyten (Urin)
     * ++" is a strip's, never the blood count's).
     */
    boolean measuredOnly(Analyte analyte) {
        return measuredOnlyPanels.contains(analyte.panel());
    }

    /**
     * The 24-hour urine test of the substance a test measures (key "urine-X-24h" beside "X" and
     * "urine-X"), where it lists the unit per 24 hours given: "Natrium" in mmol/(24.h) is 24 h urine
     * sodium.
     */
    Optional<Analyte> collectedOverADay(Analyte named, String unit) {
        if (unit == null || !unit.endsWith(PER_DAY)) {
            return Optional.empty();
        }
        return byKey(DAY_URINE_KEY.formatted(named.key().replaceFirst("^urine-", "")))
                .filter(collected -> collected.units().contains(unit));
    }

    public Optional<Analyte> byKey(String key) {
        return Optional.ofNullable(byKey.get(key));
    }

    /** The analyte of a code, current or alternate. */
    public Optional<Analyte> byCode(String code) {
        return Optional.ofNullable(byCode.get(code));
    }

    /**
     * The analytes whose printed name is the longest run of words starting at {@code from}, compared
     * as a whole name: without case, accents or punctuation ("T4,Free(Direct)" = "t4 free direct").
     * A mark inside a name is part of it ("IRON % SAT"), but a name never ends in one ("hs-CRP &lt;" is
     * hs-CRP and a comparator). OCR lines ({@code recognised}) also match names with their spaces
     * lost or added ("SODI UM") and names a letter or two away ("Hemoglobin Aic").
     */
    Optional<NameMatch> nameAt(List<String> words, int from, boolean recognised) {
        if (from >= words.size() || normalize(words.get(from)).isEmpty()) {
            return Optional.empty(); // a bullet before a name is not part of it
        }
        NameMatch best = null;
        StringBuilder joined = new StringBuilder();
        for (int end = from; end < words.size() && end - from < MAX_NAME_WORDS; end++) {
            joined.append(' ').append(words.get(end));
            if (normalize(words.get(end)).isEmpty()) {
                continue;
            }
            String candidate = normalize(joined.toString());
            List<Analyte> named = byName.get(candidate);
            boolean fuzzy = false;
            // Near matches never take a number in: "Creatinine 43" is not "Creatinine, S".
            // Nor a flag: "LYMPHOCYTE L" is lymphocytes and a low flag, not a name a letter off.
            boolean approximable = recognised
                    && !NUMBER_WORD.matcher(words.get(end)).matches()
                    && !FLAG_LETTER.matcher(words.get(end)).matches();
            if (named == null && (approximable || HYPHENATED.matcher(joined).find())) {
                // "amino-transférase", "amino- transférase": a word hyphenated where the catalogue's is whole
                named = byCompactName.get(candidate.replace(" ", ""));
            }
            if (named == null && approximable) {
                named = foldedName(candidate);
                fuzzy = named != null;
            }
            if (named == null && approximable) {
                named = nearestName(candidate);
                fuzzy = named != null;
            }
            if (named != null) {
                best = new NameMatch(named, from, end + 1, fuzzy);
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The analytes of the one name a letter or two away ("Hemoglobin Aic", "Thyrord"), for OCR
     * text only, and only for names long enough that one letter does not make another name.
     */
    private List<Analyte> nearestName(String candidate) {
        if (candidate.length() < MIN_FUZZY_NAME_LENGTH) {
            return null;
        }
        LevenshteinDistance distance = new LevenshteinDistance(candidate.length() >= 12 ? 2 : 1);
        List<Analyte> found = null;
        List<List<Analyte>> namedInside = new ArrayList<>();
        for (String word : candidate.split(" ")) {
            List<Analyte> named = word.length() >= 2 ? byName.get(word) : null;
            if (named != null) {
                namedInside.add(named);
            }
        }
        for (Map.Entry<String, List<Analyte>> name : byName.entrySet()) {
            if (Math.abs(name.getKey().length() - candidate.length()) <= 2
                    && distance.apply(name.getKey(), candidate) >= 0) {
                if (found != null && !found.equals(name.getValue())) {
                    return null; // near two analytes' names: not sure which
                }
                found = name.getValue();
            }
        }
        // "TOTAL RBC" is a letter away from "TOTAL WBC", but it names RBC: not a misreading of WBC.
        List<Analyte> near = found;
        return near != null && namedInside.stream().anyMatch(named -> !named.equals(near)) ? null : found;
    }

    /**
     * A printed name found in a line: the analytes it names (one, or several told apart by their
     * units), the words [start, end) it took, and whether OCR text matched it only approximately.
     */
    record NameMatch(List<Analyte> analytes, int start, int end, boolean fuzzy) {

        Analyte analyte() {
            return analytes.get(0);
        }
    }

    /** Whether OCR text is a letter off a unit spelling of the catalogue ("g/t" for g/L). */
    boolean nearAUnit(String printed) {
        LevenshteinDistance oneLetter = new LevenshteinDistance(1);
        String lower = printed.toLowerCase(Locale.ROOT);
        return unitsIgnoringCase.keySet().stream().anyMatch(spelling -> oneLetter.apply(spelling, lower) >= 0);
    }

    /**
     * For OCR text that is no unit the catalogue knows: the unit of these analytes whose spelling is
     * nearest to what was read ("mg/dl." for mg/dL, "ng/di" for ng/dL), or null. Among spellings
     * equally near, the one whose own case is nearest wins ("g/dl" is g/dL rather than g/L).
     */
    String nearestUnit(String printed, List<Analyte> analytes) {
        if (printed.length() < 2) {
            return null;
        }
        LevenshteinDistance distance = new LevenshteinDistance(printed.length() <= 4 ? 1 : 2);
        String nearest = null;
        int nearestDistance = Integer.MAX_VALUE;
        for (Map.Entry<String, String> spelling : units.entrySet()) {
            if (analytes.stream().anyMatch(a -> a.units().contains(spelling.getValue()))) {
                int d = distance.apply(spelling.getKey().toLowerCase(Locale.ROOT), printed.toLowerCase(Locale.ROOT));
                int exact = distance.apply(spelling.getKey(), printed);
                int score = d < 0 ? -1 : 2 * d + (exact < 0 || exact > d ? 1 : 0);
                if (score >= 0 && score < nearestDistance) {
                    nearestDistance = score;
                    nearest = spelling.getValue();
                }
            }
        }
        return nearest != null ? nearest : nearestWithSlashesFolded(printed, analytes, distance);
    }

    /**
     * OCR reads a unit's slash as I, l, 1 or | and its l as i or 1 ("Inl", "Ini" for /nl): the
     * analytes' unit nearest to what was read once all of them are one character, or null.
     */
    private String nearestWithSlashesFolded(String printed, List<Analyte> analytes, LevenshteinDistance distance) {
        String folded = slashesFolded(printed);
        String nearest = null;
        int nearestDistance = Integer.MAX_VALUE;
        for (Map.Entry<String, String> spelling : units.entrySet()) {
            if (analytes.stream().anyMatch(a -> a.units().contains(spelling.getValue()))) {
                int d = distance.apply(slashesFolded(spelling.getKey()), folded);
                if (d >= 0 && d < nearestDistance) {
                    nearestDistance = d;
                    nearest = spelling.getValue();
                } else if (d == nearestDistance && !spelling.getValue().equals(nearest)) {
                    nearest = null; // as near to two units: not sure which
                }
            }
        }
        return nearest;
    }

    private static String slashesFolded(String unit) {
        return SLASH_LIKE
                .matcher(unit.toLowerCase(Locale.ROOT).replace('µ', 'u').replace('μ', 'u'))
                .replaceAll("/");
    }

    /** Whether the units table lists this spelling (case aside), with no repair: "mm/1st hr", "x 10^9/L". */
    boolean listsUnit(String printed) {
        return listed(printed) != null;
    }

    /** The UCUM spelling of a printed unit, or null when it is not a unit the catalogue knows. */
    String ucum(String printed) {
        String found = listed(printed);
        String unit = microSquareFolded(printed);
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

    /** The UCUM spelling the units table gives this printed unit as it stands, or with µ, μ and ² folded, or case aside. */
    private String listed(String printed) {
        if (units.containsKey(printed)) {
            return units.get(printed);
        }
        String unit = microSquareFolded(printed);
        return units.containsKey(unit) ? units.get(unit) : unitsIgnoringCase.get(unit.toLowerCase(Locale.ROOT));
    }

    private static String microSquareFolded(String printed) {
        return printed.replace('µ', 'u').replace('μ', 'u').replace('²', '2');
    }

    /** Whether a printed unit is one of OCR's misreadings of a unit ("ngimL" for ng/mL): a guess to tell the user of. */
    boolean misread(String printed) {
        return misreadUnits.contains(printed);
    }

    Collection<String> printedUnits() {
        return units.keySet();
    }

    /** The analytes of a name OCR read with letters for digits or digits for letters, if it is long enough to tell. */
    private List<Analyte> foldedName(String candidate) {
        String folded = folded(candidate);
        List<Analyte> named = folded.length() < MIN_FOLDED_NAME_LENGTH ? null : byFoldedName.get(folded);
        return named == null || named.isEmpty() ? null : List.copyOf(named);
    }

    /** Compact, with each group of characters OCR confuses made one: 0/o, 1/l/i, 5/s, 8/b. */
    static String folded(String text) {
        return OCR_CONFUSED
                .matcher(compact(text).replace('0', 'o').replace('5', 's').replace('8', 'b'))
                .replaceAll("l");
    }

    /** Normalized and without spaces: "SODI UM" and "Sodium" are the same to OCR. */
    static String compact(String text) {
        return normalize(text).replace(" ", "");
    }

    /** Lower case, no accents, every run of other characters one space: how names are compared. */
    static String normalize(String text) {
        String folded = COMBINING_MARKS
                .matcher(Normalizer.normalize(text, Normalizer.Form.NFD))
                .replaceAll("");
        folded = DOTTED_ABBREVIATION.matcher(folded).replaceAll(""); // "S.G.O.T." is SGOT
        // letters with no accent to take off: Turkish dotless i ("Aralığı"), Polish ł ("Płytki")
        folded = folded.toLowerCase(Locale.ROOT)
                .replace("ß", "ss")
                .replace('ı', 'i')
                .replace('ł', 'l');
        return NOT_ALPHANUMERIC.matcher(folded).replaceAll(" ").strip();
    }

    /**
     * Its printed names and, as a name too, its canonical name. {@code names} is a list, or an object
     * of lists by language ({@code {"en": [...], "fr": [...]}}): the parser reads every language's
     * names alike, the grouping is for the people who keep the file and for its test.
     */
    private static List<String> names(JsonObject analyte) {
        List<String> names = new ArrayList<>();
        JsonValue printed = analyte.get("names");
        if (printed instanceof JsonObject byLanguage) {
            byLanguage.keySet().forEach(language -> names.addAll(strings(byLanguage, language)));
        } else {
            names.addAll(strings(analyte, "names"));
        }
        if (!names.contains(analyte.getString("name"))) {
            names.add(analyte.getString("name"));
        }
        return List.copyOf(names);
    }

    /** A map of ranges by unit ("typicalRanges", "physiologicalRanges"); empty where the analyte has none. */
    private static Map<String, Analyte.UsualRange> ranges(JsonObject analyte, String field) {
        Map<String, Analyte.UsualRange> ranges = new LinkedHashMap<>();
        JsonObject typical = analyte.getJsonObject(field);
        if (typical != null) {
            typical.forEach((unit, range) -> ranges.put(
                    unit,
                    new Analyte.UsualRange(
                            range.asJsonArray().getJsonNumber(0).doubleValue(),
                            range.asJsonArray().getJsonNumber(1).doubleValue())));
        }
        return Map.copyOf(ranges);
    }

    private static Map<String, Analyte.Equation> equations(JsonObject analyte) {
        Map<String, Analyte.Equation> equations = new LinkedHashMap<>();
        JsonObject given = analyte.getJsonObject("equations");
        if (given != null) {
            given.forEach((unit, equation) -> equations.put(
                    unit,
                    new Analyte.Equation(
                            equation.asJsonObject().getJsonNumber("slope").doubleValue(),
                            equation.asJsonObject().getJsonNumber("intercept").doubleValue(),
                            equation.asJsonObject().getString("source"))));
        }
        return Map.copyOf(equations);
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
