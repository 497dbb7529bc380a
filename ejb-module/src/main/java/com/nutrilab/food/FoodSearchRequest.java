package com.nutrilab.food;

import java.util.List;

/**
 * A food search, validated by the caller.
 *
 * @param text      free text, or null for all foods
 * @param groupCode a USDA group code, or null
 * @param filters   nutrient conditions, all of which must hold
 * @param sort      "relevance", "name" or a nutrient key
 * @param ascending the order of {@code sort} (relevance is always best first)
 */
public record FoodSearchRequest(
        String text,
        String groupCode,
        List<NutrientFilter> filters,
        String sort,
        boolean ascending,
        int page,
        int pageSize) {

    /** A copy of the filters: a request is a key of the index's kept pages, and must not change. */
    public FoodSearchRequest {
        filters = List.copyOf(filters);
    }

    /** {@code key op value}, per 100 g: op is gt, gte, lt or lte. */
    public record NutrientFilter(String key, String op, double value) {}
}
