package com.nutrilab.recommendation;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A food as recommendations weigh it: its nutrients per 100 g, the classes it belongs to (for
 * diets and exclusions), the {@code notAsEaten} rule that leaves it out (null when it is eaten as
 * named), its NRF9.3 nutrient density, the portion it is scored and cited by, and what the
 * recommender asks of it on every request, worked out once: its kind and whether it is a plant food.
 *
 * @param kind the kind of food a list holds one of ({@link #kindOf})
 * @param plant in no class of animal origin
 */
public record CandidateFood(
        String id,
        String description,
        String groupCode,
        Map<String, Double> nutrients,
        Set<String> classes,
        String notAsEaten,
        double density,
        Serving serving,
        String kind,
        boolean plant) {

    /**
     * Names whose first part is a family rather than a food ("Fish, salmon", "Beans, black"): their
     * kind is the first two parts, so a list may hold salmon and sardines but not two spinaches.
     */
    private static final Set<String> FAMILIES = Set.of(
            "fish",
            "mollusks",
            "crustaceans",
            "beans",
            "nuts",
            "seeds",
            "cheese",
            "cereals",
            "cereals ready-to-eat",
            "peppers",
            "squash",
            "mushrooms",
            "lettuce",
            "cabbage",
            "peas",
            "seaweed",
            "soybeans",
            "game meat");

    public static CandidateFood of(
            String id,
            String description,
            String groupCode,
            Map<String, Double> nutrients,
            Set<String> classes,
            String notAsEaten,
            double density,
            Serving serving) {
        return new CandidateFood(
                id,
                description,
                groupCode,
                nutrients,
                classes,
                notAsEaten,
                density,
                serving,
                kindOf(description),
                classes.stream().noneMatch(FoodClassification.ANIMAL::contains));
    }

    /** "spinach" for "Spinach, raw"; "fish, salmon" for "Fish, salmon, Atlantic, wild, cooked". */
    static String kindOf(String description) {
        String[] parts = description.toLowerCase(Locale.ROOT).split(",");
        String first = parts[0].strip();
        return FAMILIES.contains(first) && parts.length > 1 ? first + "," + parts[1].strip() : first;
    }

    /** The amount in the food's portion, or null when the data do not give it. */
    public Double perPortion(String nutrient) {
        Double per100g = nutrients.get(nutrient);
        return per100g == null ? null : per100g * serving.grams() / 100;
    }
}
