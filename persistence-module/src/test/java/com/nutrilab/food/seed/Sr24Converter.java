package com.nutrilab.food.seed;

import com.nutrilab.food.FoodGroups;
import com.nutrilab.food.NutrientCatalog;
import com.nutrilab.food.Portion;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Makes the project's seed file (gzipped JSON Lines sorted by NDB number) from USDA SR24, in
 * either of its two forms: USDA's own release (the unzipped ASCII files of {@code sr24.zip}, a
 * directory; {@link Sr24AsciiRelease}), or the archive Debian's {@code cronometer} package ships
 * ({@code usr/share/cronometer/usda_sr24.jar}: one XML file per food plus {@code foods.index}),
 * which the committed seed was made from. A developer's tool, kept out of the runtime jar; run by
 * hand when the source changes (docs/foods.md):
 *
 * <pre>
 * ./mvnw -q -pl persistence-module -am test-compile exec:java \
 *     -Dexec.mainClass=com.nutrilab.food.seed.Sr24Converter -Dexec.classpathScope=test \
 *     -Dexec.args="/path/to/sr24-directory-or-usda_sr24.jar persistence-module/src/main/resources/seed/usda-sr24.jsonl.gz [FOOD_DES.txt]"
 * </pre>
 *
 * <p>Debian's copy has no survey flag (FOOD_DES's "Survey": the foods USDA's survey database
 * uses); a third argument, the FOOD_DES.txt of a USDA ASCII release, gives each food the flag
 * that file has for its NDB number (none where it lacks the number).
 */
public final class Sr24Converter {

    private static final String INDEX = "usda_sr24/foods.index";
    /** The catalogue's nutrients by their names in the SR24 archive. */
    private static final Map<String, NutrientCatalog.Nutrient> BY_SR24_NAME = NutrientCatalog.ALL.stream()
            .collect(Collectors.toUnmodifiableMap(NutrientCatalog.Nutrient::sr24Name, Function.identity()));

    private Sr24Converter() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 2 && args.length != 3) {
            System.err.println(
                    "usage: Sr24Converter <unzipped sr24 directory | usda_sr24.jar> <out.jsonl.gz> [FOOD_DES.txt]");
            System.exit(2);
        }
        Map<String, Boolean> surveyFlags = args.length == 3 ? Sr24AsciiRelease.surveyFlags(Path.of(args[2])) : Map.of();
        if (Files.isDirectory(Path.of(args[0]))) {
            List<FoodRecord> foods = withSurvey(Sr24AsciiRelease.read(Path.of(args[0])), surveyFlags);
            write(foods, Path.of(args[1]));
            System.out.println("Wrote " + foods.size() + " foods of USDA's release to " + args[1]);
            return;
        }
        Map<String, Integer> unknown = new TreeMap<>();
        List<FoodRecord> foods = new ArrayList<>();
        try (ZipFile archive = new ZipFile(args[0])) {
            for (String id : indexedIds(archive)) {
                ZipEntry entry = archive.getEntry("usda_sr24/" + id + ".xml");
                if (entry == null) {
                    throw new IllegalStateException("foods.index names " + id + " but the archive has no file for it");
                }
                try (InputStream xml = archive.getInputStream(entry)) {
                    foods.add(parse(id, xml, unknown));
                }
            }
        }
        GroupInference groups = new GroupInference(foods);
        long inferred = foods.stream().filter(food -> food.groupCode() == null).count();
        List<FoodRecord> grouped = foods.stream()
                .map(food -> food.groupCode() != null
                        ? food
                        : new FoodRecord(
                                food.id(),
                                groups.groupOf(food.description()),
                                food.description(),
                                food.nutrients(),
                                food.portions()))
                .toList();
        List<FoodRecord> flagged = withSurvey(grouped, surveyFlags);
        write(flagged, Path.of(args[1]));
        System.out.println("Wrote " + foods.size() + " foods to " + args[1] + " (" + inferred
                + " with the group inferred from their names; "
                + flagged.stream().filter(food -> food.survey() != null).count() + " with a survey flag, "
                + flagged.stream()
                        .filter(food -> Boolean.TRUE.equals(food.survey()))
                        .count()
                + " in the survey)");
        if (!unknown.isEmpty()) {
            System.out.println("Nutrients not in the catalogue (left out): " + unknown);
        }
    }

    /** The foods with the survey flags of {@code flags} where it has their NDB number (all as they are if empty). */
    static List<FoodRecord> withSurvey(List<FoodRecord> foods, Map<String, Boolean> flags) {
        if (flags.isEmpty()) {
            return foods;
        }
        return foods.stream()
                .map(food -> new FoodRecord(
                        food.id(),
                        food.groupCode(),
                        food.description(),
                        food.nutrients(),
                        food.portions(),
                        flags.get(food.id())))
                .toList();
    }

    /** One line of the seed file ({@link FoodRecordsJson}). */
    public static void write(FoodRecord food, Writer out) throws IOException {
        JsonObjectBuilder nutrients = Json.createObjectBuilder();
        food.nutrients().forEach(nutrients::add);
        JsonArrayBuilder portions = Json.createArrayBuilder();
        for (Portion portion : food.portions()) {
            portions.add(Json.createObjectBuilder()
                    .add("amount", portion.amount())
                    .add("description", portion.description())
                    .add("grams", portion.grams()));
        }
        JsonObjectBuilder line = Json.createObjectBuilder()
                .add("id", food.id())
                .add("group", food.groupCode())
                .add("description", food.description())
                .add("nutrients", nutrients)
                .add("portions", portions);
        if (food.survey() != null) {
            line.add("survey", food.survey());
        }
        out.write(line.build().toString());
        out.write('\n');
    }

    private static void write(List<FoodRecord> foods, Path file) throws IOException {
        try (Writer out =
                new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(file)), StandardCharsets.UTF_8)) {
            for (FoodRecord food : foods) {
                write(food, out);
            }
        }
    }

    /**
     * The group of a food whose number does not say it: the group most foods whose names start
     * with the same words are in ("Babyfood, ..." → Baby Foods, "Cheese, ..." → Dairy and Egg).
     */
    static final class GroupInference {

        private static final String FALLBACK = "2200";
        private final Map<String, Map<String, Integer>> groupsByLead = new LinkedHashMap<>();

        GroupInference(List<FoodRecord> foods) {
            for (FoodRecord food : foods) {
                if (food.groupCode() != null) {
                    groupsByLead
                            .computeIfAbsent(lead(food.description()), k -> new TreeMap<>())
                            .merge(food.groupCode(), 1, Integer::sum);
                }
            }
        }

        String groupOf(String description) {
            Map<String, Integer> counts = groupsByLead.get(lead(description));
            if (counts == null) {
                return FALLBACK;
            }
            return counts.entrySet().stream()
                    .max(Map.Entry.comparingByValue())
                    .orElseThrow()
                    .getKey();
        }

        private static String lead(String description) {
            int comma = description.indexOf(',');
            return (comma < 0 ? description : description.substring(0, comma))
                    .trim()
                    .toLowerCase(java.util.Locale.ROOT);
        }
    }

    private static TreeSet<String> indexedIds(ZipFile archive) throws IOException {
        TreeSet<String> ids = new TreeSet<>();
        try (BufferedReader index = new BufferedReader(
                new InputStreamReader(archive.getInputStream(archive.getEntry(INDEX)), StandardCharsets.UTF_8))) {
            for (String line = index.readLine(); line != null; line = index.readLine()) {
                int bar = line.indexOf('|');
                if (bar > 0) {
                    ids.add(line.substring(0, bar).trim());
                }
            }
        }
        return ids;
    }

    static FoodRecord parse(String id, InputStream xml, Map<String, Integer> unknown) throws XMLStreamException {
        XMLStreamReader reader = XMLInputFactory.newFactory().createXMLStreamReader(xml, "UTF-8");
        String description = null;
        Map<String, Double> nutrients = new LinkedHashMap<>();
        List<Portion> portions = new ArrayList<>();
        while (reader.hasNext()) {
            if (reader.next() != XMLStreamReader.START_ELEMENT) {
                continue;
            }
            switch (reader.getLocalName()) {
                case "food" -> description = reader.getAttributeValue(null, "name");
                case "nutrient" -> {
                    String name = reader.getAttributeValue(null, "name");
                    double amount = Double.parseDouble(reader.getAttributeValue(null, "amount"));
                    Optional.ofNullable(BY_SR24_NAME.get(name))
                            .ifPresentOrElse(
                                    nutrient -> nutrients.put(nutrient.key(), amount),
                                    () -> unknown.merge(name, 1, Integer::sum));
                }
                case "measure" -> portions.add(new Portion(
                        Double.parseDouble(reader.getAttributeValue(null, "amount")),
                        reader.getAttributeValue(null, "name"),
                        Double.parseDouble(reader.getAttributeValue(null, "grams"))));
                default -> {
                    // other elements carry nothing the service uses
                }
            }
        }
        // null: the number does not say; GroupInference decides from the name.
        return new FoodRecord(id, groupOfNdbNumber(id).orElse(null), description, nutrients, portions);
    }

    /** Later SR numbers whose first two digits are not a group code, by the group they were added to. */
    private static final Map<String, String> LATER_SERIES = Map.of("23", "1300", "27", "0600", "31", "1100");

    /**
     * The group of an SR NDB number ("09003" → "0900"), when its digits say it; SR24 also has a
     * few hundred foods numbered later (42xxx–93xxx) whose number says nothing of the group.
     */
    static Optional<String> groupOfNdbNumber(String ndbNumber) {
        if (ndbNumber == null || ndbNumber.length() < 2) {
            return Optional.empty();
        }
        String prefix = ndbNumber.substring(0, 2);
        String code = LATER_SERIES.getOrDefault(prefix, prefix + "00");
        return FoodGroups.NAMES.containsKey(code) ? Optional.of(code) : Optional.empty();
    }
}
