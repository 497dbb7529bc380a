package com.nutrilab.recommendation;

import com.nutrilab.food.seed.FoodRecordsJson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;

/**
 * The whole SR24 table (the seed file) as the recommender weighs it with the shipped classes, rules
 * and portions, classified as {@code FoodTable} does. Read once per test JVM (about 4 s): Surefire
 * runs the module's test classes in one JVM, and five of them weigh the same table.
 */
final class SeedFoods {

    private static List<CandidateFood> shipped;

    private SeedFoods() {}

    /** The table, unmodifiable: a test that sorted or filtered it in place would change it for the next. */
    static synchronized List<CandidateFood> shipped() throws IOException {
        if (shipped == null) {
            shipped = List.copyOf(
                    read(FoodClassification.shipped(), RecommendationRules.shipped(), PortionRules.shipped()));
        }
        return shipped;
    }

    private static List<CandidateFood> read(
            FoodClassification classification, RecommendationRules rules, PortionRules portions) throws IOException {
        List<CandidateFood> foods = new ArrayList<>();
        try (InputStream seed = SeedFoods.class.getClassLoader().getResourceAsStream("seed/usda-sr24.jsonl.gz")) {
            BufferedReader lines =
                    new BufferedReader(new InputStreamReader(new GZIPInputStream(seed), StandardCharsets.UTF_8));
            FoodRecordsJson.read(lines, food -> {
                Set<String> classes = classification.classesOf(food.description(), food.groupCode());
                foods.add(CandidateFood.of(
                        food.id(),
                        food.description(),
                        food.groupCode(),
                        food.nutrients(),
                        classes,
                        classification.notAsEaten(food.description(), food.groupCode(), classes),
                        NutrientDensity.nrf93(food.nutrients(), rules),
                        portions.servingOf(food.description(), food.groupCode(), food.portions())));
            });
        }
        return foods;
    }
}
