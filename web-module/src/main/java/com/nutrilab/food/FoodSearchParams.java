package com.nutrilab.food;

import com.nutrilab.platform.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The query parameters of {@code GET /foods} (their limits are on the resource method), turned into a search. */
record FoodSearchParams(String q, String group, List<String> nutrient, String sort, String order) {

    static final int MAX_FILTERS = 10;
    private static final List<String> OPERATORS = List.of("gt", "gte", "lt", "lte");
    private static final List<String> SORTS = Stream.concat(
                    Stream.of("relevance", "name"), NutrientCatalog.ALL.stream().map(NutrientCatalog.Nutrient::key))
            .toList();

    /**
     * The search: relevance first when there is text, else by name. An order not given is
     * descending for relevance and nutrients (most first), ascending for names.
     */
    FoodSearchRequest toRequest(int page, int pageSize) {
        String text = q == null || q.isBlank() ? null : q.strip();
        if (group != null && !FoodGroups.NAMES.containsKey(group)) {
            throw new InvalidInputException("group", "is not a USDA food group code (see /foods/groups)");
        }
        String sortBy = sort == null || sort.isBlank() ? (text == null ? "name" : "relevance") : sort;
        if (!SORTS.contains(sortBy)) {
            throw new InvalidInputException("sort", "must be relevance, name or a nutrient key (see /foods/nutrients)");
        }
        boolean ascending = order == null ? sortBy.equals("name") : order.equals("asc");
        return new FoodSearchRequest(text, group, filters(), sortBy, ascending, page, pageSize);
    }

    private List<FoodSearchRequest.NutrientFilter> filters() {
        List<FoodSearchRequest.NutrientFilter> filters = new ArrayList<>();
        for (String condition : nutrient == null ? List.<String>of() : nutrient) {
            String[] parts = condition.split(":", -1);
            if (parts.length != 3 || NutrientCatalog.byKey(parts[0]).isEmpty() || !OPERATORS.contains(parts[1])) {
                throw new InvalidInputException(
                        "nutrient",
                        "must be KEY:OP:VALUE with a nutrient key, OP one of gt, gte, lt, lte: '"
                                + abbreviate(condition) + "'");
            }
            try {
                double value = Double.parseDouble(parts[2]);
                if (!Double.isFinite(value)) {
                    throw new NumberFormatException();
                }
                filters.add(new FoodSearchRequest.NutrientFilter(parts[0], parts[1], value));
            } catch (NumberFormatException e) {
                throw new InvalidInputException("nutrient", "VALUE must be a number: '" + abbreviate(condition) + "'");
            }
        }
        return filters;
    }

    private static String abbreviate(String text) {
        return text.length() <= 60 ? text : text.substring(0, 60) + "…";
    }
}
