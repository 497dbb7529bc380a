package com.nutrilab.food.seed;

import com.nutrilab.food.Portion;
import java.util.List;
import java.util.Map;

/**
 * One food as the seed file and the importers carry it: every nutrient per 100 g under its
 * catalogue key, and the portions.
 */
public record FoodRecord(
        String id, String groupCode, String description, Map<String, Double> nutrients, List<Portion> portions) {}
