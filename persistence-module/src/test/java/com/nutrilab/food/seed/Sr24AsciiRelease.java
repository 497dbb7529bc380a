package com.nutrilab.food.seed;

import com.nutrilab.food.NutrientCatalog;
import com.nutrilab.food.Portion;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * USDA's own release of SR24, as the Nutrient Data Laboratory published it: the ASCII files of
 * {@code sr24.zip} (FOOD_DES.txt, NUT_DATA.txt, WEIGHT.txt), fields separated by {@code ^}, text
 * between {@code ~}, in Windows-1252. Nutrients are matched by their USDA number, as the FoodData
 * Central importer matches them; every food has its group, so none needs inferring. FOOD_DES's
 * seventh field, "Survey", is "Y" for the foods USDA's survey database (FNDDS) uses and empty
 * for the others: it is carried as the food's survey flag.
 */
final class Sr24AsciiRelease {

    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private Sr24AsciiRelease() {}

    /** Every food of the unzipped release in {@code directory}, by NDB number. */
    static List<FoodRecord> read(Path directory) throws IOException {
        Map<String, String> keyByNumber = new HashMap<>();
        NutrientCatalog.ALL.forEach(n -> n.usdaNumbers().forEach(number -> keyByNumber.put(number, n.key())));
        Map<String, Map<String, Double>> nutrients = new HashMap<>();
        for (List<String> row : rows(directory.resolve("NUT_DATA.txt"))) {
            Optional.ofNullable(keyByNumber.get(row.get(1))).ifPresent(key -> nutrients
                    .computeIfAbsent(row.get(0), id -> new LinkedHashMap<>())
                    .merge(key, Double.parseDouble(row.get(2)), Double::sum)); // several numbers of one key add up
        }
        Map<String, List<Portion>> portions = new HashMap<>();
        for (List<String> row : rows(directory.resolve("WEIGHT.txt"))) {
            portions.computeIfAbsent(row.get(0), id -> new ArrayList<>())
                    .add(new Portion(Double.parseDouble(row.get(2)), row.get(3), Double.parseDouble(row.get(4))));
        }
        Map<String, FoodRecord> foods = new TreeMap<>();
        for (List<String> row : rows(directory.resolve("FOOD_DES.txt"))) {
            String id = row.get(0);
            foods.put(
                    id,
                    new FoodRecord(
                            id,
                            row.get(1),
                            row.get(2),
                            nutrients.getOrDefault(id, Map.of()),
                            portions.getOrDefault(id, List.of()),
                            survey(row)));
        }
        return List.copyOf(foods.values());
    }

    /**
     * The survey flag of every food of a FOOD_DES.txt, by NDB number: to give the flags to foods
     * read from a source that lacks them (Debian's copy of SR24; see Sr24Converter).
     */
    static Map<String, Boolean> surveyFlags(Path foodDes) throws IOException {
        Map<String, Boolean> flags = new HashMap<>();
        for (List<String> row : rows(foodDes)) {
            flags.put(row.get(0), survey(row));
        }
        return flags;
    }

    /** FOOD_DES's Survey field (the seventh): "Y" or empty. */
    private static boolean survey(List<String> foodDesRow) {
        return foodDesRow.size() > 6 && "Y".equals(foodDesRow.get(6));
    }

    /** The rows of one file, each a list of its fields without their ~ quotes. */
    static List<List<String>> rows(Path file) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, WINDOWS_1252)) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank()) {
                    continue;
                }
                List<String> fields = new ArrayList<>();
                for (String field : line.split("\\^", -1)) {
                    fields.add(
                            field.length() >= 2 && field.startsWith("~") && field.endsWith("~")
                                    ? field.substring(1, field.length() - 1)
                                    : field);
                }
                rows.add(fields);
            }
        }
        return rows;
    }
}
