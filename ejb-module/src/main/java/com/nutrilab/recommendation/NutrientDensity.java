package com.nutrilab.recommendation;

import java.util.List;
import java.util.Map;

/**
 * The Nutrient Rich Foods index NRF9.3 (Drewnowski 2009, 2010): per 100 kcal, the sum of the %
 * daily values of nine nutrients to encourage, each capped at 100 %, minus the % of the maximum
 * of three to limit. USDA SR has no added sugars: total sugars stand in for them.
 */
public final class NutrientDensity {

    static final List<String> ENCOURAGED = List.of(
            "protein_g",
            "fiber_g",
            "vitamin_a_iu",
            "vitamin_c_mg",
            "vitamin_e_mg",
            "calcium_mg",
            "iron_mg",
            "potassium_mg",
            "magnesium_mg");
    static final List<String> LIMITED = List.of("saturated_fat_g", "sugars_g", "sodium_mg");
    /** Below this much energy per 100 g (water, tea, salt) a density per 100 kcal means nothing. */
    static final double MIN_KCAL = 10;

    private NutrientDensity() {}

    /** NRF9.3 per 100 kcal; NaN for foods without (enough) energy. */
    static double nrf93(Map<String, Double> nutrients, RecommendationRules rules) {
        Double kcal = nutrients.get("energy_kcal");
        if (kcal == null || kcal < MIN_KCAL) {
            return Double.NaN;
        }
        double per100Kcal = 100 / kcal;
        double encouraged = 0;
        for (String nutrient : ENCOURAGED) {
            encouraged += Math.min(100, percentOfDailyValue(nutrient, nutrients, rules) * per100Kcal);
        }
        double limited = 0;
        for (String nutrient : LIMITED) {
            limited += percentOfDailyValue(nutrient, nutrients, rules) * per100Kcal;
        }
        return encouraged - limited;
    }

    /** The % daily value in 100 g; 0 when the food or the data lacks the nutrient. */
    static double percentOfDailyValue(String nutrient, Map<String, Double> nutrients, RecommendationRules rules) {
        Double amount = nutrients.get(nutrient);
        Double dailyValue = rules.dailyValue(nutrient);
        return amount == null || dailyValue == null || dailyValue == 0 ? 0 : 100 * amount / dailyValue;
    }
}
