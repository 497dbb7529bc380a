package com.nutrilab.food;

import com.nutrilab.platform.DataFiles;
import java.util.Optional;

/** The food index as a node builds it without an operator's search file: with the config jar's search data. */
final class StandardSearch {

    static final FoodSearchData DATA = DataFiles.read(FoodSearchData.RESOURCE, Optional.empty(), FoodSearchData::read);

    private StandardSearch() {}

    static FoodSearchIndex index(Iterable<FoodSearchIndex.IndexedFood> foods) {
        return FoodSearchIndex.build(foods, DATA);
    }
}
