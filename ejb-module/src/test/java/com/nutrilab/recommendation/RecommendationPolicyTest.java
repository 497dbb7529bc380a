package com.nutrilab.recommendation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.food.Portion;
import com.nutrilab.platform.DataFiles;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The recommendation policy is data (issue 56 item 6): the rules file's {@code policy} (groups,
 * cereals, classes left out, scoring, diversity) and {@code reasons} (the words) decide the list
 * and its reasons; an operator's file that changes them changes what the recommender does, with
 * no code naming a group code, a weight or a sentence.
 */
class RecommendationPolicyTest {

    private static final Instant NOW = Instant.parse("2026-11-27T10:00:00Z");

    @Test
    void theShippedPolicyIsReadIntoItsRecords() {
        RecommendationRules.Policy policy = RecommendationRules.shipped().policy();
        assertEquals(11, policy.wholeFoodGroups().size());
        assertEquals("0800", policy.cereals().group());
        assertEquals(2, policy.cereals().perList());
        assertEquals("sugars_g", policy.cereals().sugarsWithinTheLimitOf());
        assertEquals(List.of("ingredient"), policy.leftOut());
        assertEquals(new RecommendationRules.Diversity(3, 2, 3), policy.diversity());
        assertEquals(new RecommendationRules.Scoring(10, 100, 1000), policy.scoring());
    }

    @Test
    void theFilesDiversityDecidesHowManyItemsOfAGroupAListHolds() {
        List<CandidateFood> foods = List.of(
                food("1", "Kale, cooked", "1100"),
                food("2", "Spinach, cooked", "1100"),
                food("3", "Broccoli, cooked", "1100"),
                food("4", "Carrots, cooked", "1100"),
                food("5", "Apples, raw", "0900"));
        assertEquals(Map.of("1100", 3L, "0900", 1L), groupsOf(recommend(rules(Map.of()), foods)));
        assertEquals(
                Map.of("1100", 1L, "0900", 1L),
                groupsOf(recommend(rules(Map.of("perGroup", "1")), foods)),
                "one item of a group when the file says so");
    }

    @Test
    void theFilesWordsWriteTheReasons() {
        List<CandidateFood> foods = List.of(food("1", "Kale, cooked", "1100"));
        RecommendationRules rules = rules(Map.of(
                "You have no lab results yet, so this is chosen for nutrient density alone. {density}",
                "Chosen for its density: {density}"));
        String reason = recommend(rules, foods).items().get(0).reasons().get(0);
        assertTrue(reason.startsWith("Chosen for its density: 1 cup (100 g) of Kale, cooked"), reason);
    }

    /** The shipped rules file with each key's text replaced as given ("perGroup" → the diversity's). */
    private static RecommendationRules rules(Map<String, String> replaced) {
        String json;
        try (JsonReader reader = Json.createReader(DataFiles.resource(RecommendationRules.RESOURCE))) {
            JsonObject file = reader.readObject();
            json = file.toString();
        }
        for (Map.Entry<String, String> replace : replaced.entrySet()) {
            json = replace.getKey().equals("perGroup")
                    ? json.replace("\"perGroup\":3", "\"perGroup\":" + replace.getValue())
                    : json.replace(replace.getKey(), replace.getValue());
        }
        return RecommendationRules.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    private static RecommendationView recommend(RecommendationRules rules, List<CandidateFood> foods) {
        return new Recommender(FoodClassification.shipped(), rules)
                .recommend(foods, Map.of(), ProfileView.DEFAULT, 4, null, NOW);
    }

    private static Map<String, Long> groupsOf(RecommendationView view) {
        return view.items().stream()
                .collect(java.util.stream.Collectors.groupingBy(
                        item -> item.food().foodGroup().code(), java.util.stream.Collectors.counting()));
    }

    private static CandidateFood food(String id, String description, String group) {
        return CandidateFood.of(
                id,
                description,
                group,
                Map.of("fiber_g", 3.0, "energy_kcal", 40.0),
                Set.of(),
                null,
                50,
                new Serving(new Portion(1, "cup", 100), Serving.Basis.HOUSEHOLD_MEASURE, "vegetables"));
    }
}
