package com.nutrilab.recommendation;

import com.nutrilab.food.Portion;
import java.util.Map;
import java.util.Set;

/**
 * A food as recommendations weigh it: its nutrients per 100 g, the classes it belongs to (for
 * diets and exclusions), the {@code notAsEaten} rule that leaves it out (null when it is eaten as
 * named), its NRF9.3 nutrient density and its first household portion.
 */
public record CandidateFood(
        String id,
        String description,
        String groupCode,
        Map<String, Double> nutrients,
        Set<String> classes,
        String notAsEaten,
        double density,
        Portion portion) {

    /** A household measure: {@code amount} {@code description} weighs {@code grams}. */
    public Double amount(String nutrient) {
        return nutrients.get(nutrient);
    }

    boolean isPlant() {
        return classes.stream().noneMatch(FoodClassification.ANIMAL::contains);
    }
}
