package com.nutrilab.recommendation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Foods as eaten (issue 46 item 1) over the whole SR24 table: the shipped {@code notAsEaten} rules
 * keep the forms nobody eats (raw liver, dry quinoa, lemon peel) out of every list the recommender
 * can show, keep the foods people do eat, and write what each rule leaves out to
 * {@code target/not-as-eaten.txt} for a reviewer to read.
 */
class NotAsEatenTest {

    /** The groups a list draws on, as the rules' policy names them. */
    private static final java.util.Set<String> WHOLE_FOOD_GROUPS =
            RecommendationRules.shipped().policy().wholeFoodGroups();

    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");
    /** What issue 46 found recommended, and forms like them: never to be shown. */
    private static final List<String> NEVER = List.of(
            "Pork, fresh, variety meats and by-products, liver, raw",
            "Duck, domesticated, liver, raw",
            "Beef, variety meats and by-products, liver, raw",
            "Fish, eel, mixed species, raw",
            "Fish, salmon, Atlantic, farmed, raw",
            "Egg, yolk, raw, frozen",
            "Egg, whole, raw, fresh",
            "Chicken, broilers or fryers, separable fat, raw",
            "Chicken, broilers or fryers, skin only, cooked, roasted",
            "Pork, fresh, backfat, raw",
            "Mollusks, snail, raw",
            "Mollusks, oyster, eastern, wild, raw",
            "Beans, kidney, all types, mature seeds, raw",
            "Beans, pinto, mature seeds, raw",
            "Lentils, raw",
            "Mung beans, mature seeds, raw",
            "Peas, split, mature seeds, raw",
            "Chickpeas (garbanzo beans, bengal gram), mature seeds, raw",
            "Amaranth, uncooked",
            "Quinoa, uncooked",
            "Wild rice, raw",
            "Rice, white, long-grain, regular, raw, enriched",
            "Spaghetti, dry, enriched",
            "Oats",
            "Cereals, oats, regular and quick, not fortified, dry",
            "Tapioca, pearl, dry",
            "Wheat flour, whole-grain",
            "Cornmeal, whole-grain, yellow",
            "Lemon peel, raw",
            "Orange peel, raw",
            "Meat extender",
            "Parsley, freeze-dried",
            "Spices, parsley, dried",
            "Cassava, raw",
            "Potatoes, russet, flesh and skin, raw",
            "Elderberries, raw",
            "Alcoholic beverage, wine, table, red",
            "Leavening agents, baking powder, double-acting, straight phosphate",
            "Broccoli, frozen, chopped, unprepared");
    /** Foods people eat as named: they stay eligible. */
    private static final List<String> EATEN = List.of(
            "Lentils, mature seeds, cooked, boiled, without salt",
            "Beans, kidney, all types, mature seeds, cooked, boiled, without salt",
            "Chicken, broilers or fryers, breast, meat only, cooked, roasted",
            "Chicken, liver, all classes, cooked, simmered",
            "Fish, salmon, Atlantic, farmed, cooked, dry heat",
            "Egg, whole, cooked, hard-boiled",
            "Spinach, raw",
            "Apples, raw, with skin",
            "Bananas, raw",
            "Carrots, raw",
            "Broccoli, raw",
            "Milk, whole, 3.25% milkfat, with added vitamin D",
            "Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), "
                    + "without salt",
            "Quinoa, cooked",
            "Rice, brown, long-grain, cooked",
            "Tofu, raw, firm, prepared with calcium sulfate",
            "Mung beans, mature seeds, sprouted, raw",
            "Nuts, almonds",
            "Potatoes, baked, flesh, without salt");

    private static FoodClassification classification;
    private static List<CandidateFood> foods;
    private static Map<String, CandidateFood> byDescription;
    private static Set<String> shown;

    @BeforeAll
    static void readTheWholeFoodTable() throws IOException {
        classification = FoodClassification.shipped();
        RecommendationRules rules = RecommendationRules.shipped();
        foods = SeedFoods.shipped();
        assertEquals(7907, foods.size());
        byDescription =
                foods.stream().collect(Collectors.toMap(CandidateFood::description, f -> f, (first, second) -> first));
        Recommender recommender = new Recommender(classification, rules);
        shown = new HashSet<>();
        // A man's lists: the safety rules leave liver out for everyone else (docs/recommendations.md).
        ProfileView man = new ProfileView("omnivore", List.of(), "male", null);
        for (String group :
                foods.stream().map(CandidateFood::groupCode).distinct().toList()) {
            recommender.recommend(foods, Map.of(), man, Integer.MAX_VALUE, group, NOW).items().stream()
                    .map(item -> item.food().description())
                    .forEach(shown::add);
        }
    }

    @Test
    void formsNobodyEatsAreNeverRecommendedInAnyGroup() {
        List<String> missing = NEVER.stream().filter(d -> food(d) == null).toList();
        assertTrue(missing.isEmpty(), () -> "not in SR24: " + missing);
        List<String> kept = NEVER.stream()
                .filter(d -> food(d).notAsEaten() == null || shown.contains(d))
                .toList();
        assertTrue(kept.isEmpty(), () -> "still recommendable: " + kept);
        assertTrue(shown.stream().noneMatch(d -> food(d).notAsEaten() != null), "no rule is bypassed");
    }

    @Test
    void foodsAsPeopleEatThemStayEligible() {
        List<String> missing = EATEN.stream().filter(d -> food(d) == null).toList();
        assertTrue(missing.isEmpty(), () -> "not in SR24: " + missing);
        for (String description : EATEN) {
            assertNull(food(description).notAsEaten(), description);
            assertTrue(shown.contains(description), () -> description + " can be recommended");
        }
    }

    @Test
    void eachRuleListsWhatItLeavesOut() throws IOException {
        List<String> report = new ArrayList<>();
        int total = 0;
        for (FoodClassification.NotAsEatenRule rule : classification.notAsEatenRules()) {
            List<CandidateFood> out = foods.stream()
                    .filter(f -> rule.leavesOut(f.description(), f.groupCode(), f.classes()))
                    .toList();
            long wholeFoods = out.stream()
                    .filter(f -> WHOLE_FOOD_GROUPS.contains(f.groupCode()))
                    .count();
            assertTrue(!out.isEmpty(), () -> rule.name() + " leaves nothing out");
            String line =
                    String.format("%-40s %5d foods (%d in the whole-food groups)", rule.name(), out.size(), wholeFoods);
            System.out.println(line);
            report.add("## " + line);
            report.add("# " + rule.reason());
            out.forEach(f -> report.add(f.id() + "  " + f.groupCode() + "  " + f.description()));
            report.add("");
        }
        Map<String, Long> first = foods.stream()
                .filter(f -> f.notAsEaten() != null)
                .collect(Collectors.groupingBy(CandidateFood::notAsEaten, Collectors.counting()));
        total = first.values().stream().mapToInt(Long::intValue).sum();
        String summary = "Left out by any rule: " + total + " of " + foods.size() + " foods; eaten as named: "
                + (foods.size() - total);
        System.out.println(summary);
        report.add(0, summary + "\n");
        Path file = Path.of("target", "not-as-eaten.txt");
        Files.createDirectories(file.getParent());
        Files.write(file, report, StandardCharsets.UTF_8);
        assertTrue(foods.size() - total > 4000, summary);
    }

    private static CandidateFood food(String description) {
        return byDescription.get(description);
    }
}
