package com.nutrilab.food;

import com.nutrilab.food.seed.FoodRecord;
import com.nutrilab.platform.DataFiles;
import java.util.List;
import java.util.Optional;

/** The food index as a node builds it without an operator's search file: with the config jar's search data. */
final class StandardSearch {

    static final FoodSearchData DATA = DataFiles.read(FoodSearchData.RESOURCE, Optional.empty(), FoodSearchData::read);

    private StandardSearch() {}

    static FoodSearchIndex index(Iterable<FoodSearchIndex.IndexedFood> foods) {
        return FoodSearchIndex.build(foods, DATA);
    }

    /** A seed or imported food as the index holds it, without household measures. */
    static FoodSearchIndex.IndexedFood indexed(FoodRecord food) {
        return new FoodSearchIndex.IndexedFood(
                food.id(), food.description(), food.groupCode(), food.nutrients(), food.survey(), List.of());
    }
}
