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

/** The whole SR24 table (the seed file) as the recommender weighs it, classified as {@code FoodTable} does. */
final class SeedFoods {

    private SeedFoods() {}

    static List<CandidateFood> read(FoodClassification classification, RecommendationRules rules) throws IOException {
        return read(classification, rules, PortionRules.shipped());
    }

    static List<CandidateFood> read(FoodClassification classification, RecommendationRules rules, PortionRules portions)
            throws IOException {
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
