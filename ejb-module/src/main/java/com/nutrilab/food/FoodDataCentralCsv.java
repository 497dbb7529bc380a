package com.nutrilab.food;

import com.nutrilab.food.seed.FoodRecord;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a USDA FoodData Central CSV release (the "SR Legacy" or "Foundation Foods" download,
 * unzipped) into food records, per FDC's documented files: {@code food.csv},
 * {@code food_nutrient.csv}, {@code nutrient.csv}, {@code food_category.csv},
 * {@code food_portion.csv}, {@code measure_unit.csv}, and {@code sr_legacy_food.csv} or
 * {@code foundation_food.csv} (which give each food its NDB number).
 *
 * <p>A food's id is its NDB number, five digits as in SR ("09003"); a Foundation food without
 * one gets "F" and its FDC id. Nutrients are matched by USDA nutrient number; those the
 * catalogue does not know are left out, and several numbers of one key (omega-3) are summed.
 */
public final class FoodDataCentralCsv {

    private static final CSVFormat FORMAT =
            CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build();
    private static final List<String> TYPES = List.of("sr_legacy_food", "foundation_food");

    private final Path directory;

    public FoodDataCentralCsv(Path directory) {
        this.directory = directory;
    }

    /** Hands over each food of the release; returns how many. */
    public int read(Consumer<FoodRecord> each) throws IOException {
        Map<String, String> ndbByFdc = ndbNumbers();
        if (ndbByFdc.isEmpty()) {
            throw new IOException("Neither sr_legacy_food.csv nor foundation_food.csv in " + directory);
        }
        Map<String, String> categoryCodes = column("food_category.csv", "id", "code");
        Map<String, NutrientCatalog.Nutrient> nutrientById = new HashMap<>();
        forEach("nutrient.csv", row -> NutrientCatalog.byUsdaNumber(number(row.get("nutrient_nbr")))
                .ifPresent(nutrient -> nutrientById.put(row.get("id"), nutrient)));
        Map<String, Map<String, Double>> nutrients = new HashMap<>();
        forEach("food_nutrient.csv", row -> {
            NutrientCatalog.Nutrient nutrient = nutrientById.get(row.get("nutrient_id"));
            String amount = row.get("amount");
            if (nutrient != null && ndbByFdc.containsKey(row.get("fdc_id")) && !amount.isBlank()) {
                nutrients
                        .computeIfAbsent(row.get("fdc_id"), id -> new LinkedHashMap<>())
                        .merge(nutrient.key(), Double.parseDouble(amount), Double::sum);
            }
        });
        Map<String, List<Portion>> portions = portions(ndbByFdc);
        int[] count = {0};
        forEach("food.csv", row -> {
            String fdcId = row.get("fdc_id");
            String id = ndbByFdc.get(fdcId);
            if (id == null) {
                return;
            }
            String category = categoryCodes.get(row.get("food_category_id"));
            each.accept(new FoodRecord(
                    id,
                    category == null ? "2200" : category,
                    row.get("description"),
                    nutrients.getOrDefault(fdcId, Map.of()),
                    portions.getOrDefault(fdcId, List.of())));
            count[0]++;
        });
        return count[0];
    }

    private Map<String, String> ndbNumbers() throws IOException {
        Map<String, String> ids = new HashMap<>();
        for (String type : TYPES) {
            if (Files.exists(directory.resolve(type + ".csv"))) {
                forEach(type + ".csv", row -> {
                    String ndb =
                            row.isMapped("NDB_number") ? row.get("NDB_number").strip() : "";
                    ids.put(row.get("fdc_id"), ndb.isEmpty() ? "F" + row.get("fdc_id") : padded(ndb));
                });
            }
        }
        return ids;
    }

    private Map<String, List<Portion>> portions(Map<String, String> ndbByFdc) throws IOException {
        Map<String, List<Portion>> portions = new HashMap<>();
        if (!Files.exists(directory.resolve("food_portion.csv"))) {
            return portions;
        }
        Map<String, String> units = Files.exists(directory.resolve("measure_unit.csv"))
                ? column("measure_unit.csv", "id", "name")
                : Map.of();
        forEach("food_portion.csv", row -> {
            if (!ndbByFdc.containsKey(row.get("fdc_id"))
                    || row.get("gram_weight").isBlank()) {
                return;
            }
            String amount = row.get("amount");
            String description = describe(
                    units.get(row.get("measure_unit_id")),
                    row.isMapped("portion_description") ? row.get("portion_description") : "",
                    row.isMapped("modifier") ? row.get("modifier") : "");
            portions.computeIfAbsent(row.get("fdc_id"), id -> new ArrayList<>())
                    .add(new Portion(
                            amount.isBlank() ? 1 : Double.parseDouble(amount),
                            description,
                            Double.parseDouble(row.get("gram_weight"))));
        });
        return portions;
    }

    /** "cup" + "chopped" → "cup, chopped"; FDC's "undetermined" unit says nothing and is left out. */
    private static String describe(String unit, String portionDescription, String modifier) {
        String described = Stream.of("undetermined".equals(unit) ? null : unit, portionDescription, modifier)
                .filter(part -> part != null && !part.isBlank())
                .collect(Collectors.joining(", "));
        return described.isEmpty() ? "portion" : described;
    }

    private Map<String, String> column(String file, String key, String value) throws IOException {
        Map<String, String> values = new HashMap<>();
        forEach(file, row -> values.put(row.get(key), row.get(value)));
        return values;
    }

    private void forEach(String file, Consumer<CSVRecord> each) throws IOException {
        try (Reader reader = Files.newBufferedReader(directory.resolve(file), StandardCharsets.UTF_8)) {
            for (CSVRecord row : FORMAT.parse(reader)) {
                each.accept(row);
            }
        }
    }

    /** "208" and "208.0" are one nutrient number. */
    private static String number(String nutrientNumber) {
        String trimmed = nutrientNumber.strip();
        return trimmed.endsWith(".0") ? trimmed.substring(0, trimmed.length() - 2) : trimmed;
    }

    private static String padded(String ndbNumber) {
        return "0".repeat(Math.max(0, 5 - ndbNumber.length())) + ndbNumber;
    }
}
