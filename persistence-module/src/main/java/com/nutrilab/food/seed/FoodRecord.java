package com.nutrilab.food.seed;

import com.nutrilab.food.Portion;
import java.util.List;
import java.util.Map;

/**
 * One food as the seed file and the importers carry it: every nutrient per 100 g under its
 * catalogue key, and the portions. {@code survey}: whether USDA marks the food as used in its
 * survey database (FNDDS, the foods Americans report eating: the "Survey" field of SR's
 * FOOD_DES), or null where the source does not say.
 */
public record FoodRecord(
        String id,
        String groupCode,
        String description,
        Map<String, Double> nutrients,
        List<Portion> portions,
        Boolean survey) {

    /** A food whose source does not say whether USDA's survey database uses it. */
    public FoodRecord(
            String id, String groupCode, String description, Map<String, Double> nutrients, List<Portion> portions) {
        this(id, groupCode, description, nutrients, portions, null);
    }
}
