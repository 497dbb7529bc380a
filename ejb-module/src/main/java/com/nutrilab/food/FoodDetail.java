package com.nutrilab.food;

import java.util.List;

/** A food with every nutrient per 100 g and every portion. */
public record FoodDetail(
        String id,
        String description,
        FoodGroupView foodGroup,
        String source,
        List<NutrientAmount> nutrients,
        List<Portion> portions) {

    /** One nutrient of a food, per 100 g. */
    public record NutrientAmount(String key, String name, double amount, String unit) {}
}
