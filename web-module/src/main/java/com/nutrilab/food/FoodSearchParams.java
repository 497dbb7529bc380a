package com.nutrilab.food;

import com.nutrilab.platform.InvalidInputException;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.QueryParam;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The query parameters of {@code GET /foods} ({@link com.nutrilab.platform.QueryParameters}:
 * the resource takes them as its own parameters), checked and turned into a search.
 */
public class FoodSearchParams {

    static final int MAX_FILTERS = 10;
    private static final String ORDER_PATTERN = "asc|desc";
    static final List<String> ORDERS = List.of(ORDER_PATTERN.split("\\|"));
    private static final List<String> OPERATORS = List.of("gt", "gte", "lt", "lte");
    private static final List<String> SORTS = Stream.concat(
                    Stream.of("relevance", "name"), NutrientCatalog.ALL.stream().map(NutrientCatalog.Nutrient::key))
            .toList();

    @QueryParam("q")
    @Size(max = 200)
    private final String q;

    @QueryParam("group")
    @Pattern(regexp = "\\d{4}", message = "must be a four-digit USDA food group code, such as 0900")
    private final String group;

    @QueryParam("nutrient")
    @Size(max = MAX_FILTERS, message = "at most 10 nutrient filters")
    private final List<String> nutrient;

    @QueryParam("sort")
    @Size(max = 40)
    private final String sort;

    @QueryParam("order")
    @Pattern(regexp = ORDER_PATTERN, message = "must be asc or desc")
    private final String order;

    FoodSearchParams(String q, String group, List<String> nutrient, String sort, String order) {
        this.q = q;
        this.group = group;
        this.nutrient = nutrient;
        this.sort = sort;
        this.order = order;
    }

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
        if (!sorts().contains(sortBy)) {
            throw new InvalidInputException("sort", "must be relevance, name or a nutrient key (see /foods/nutrients)");
        }
        boolean ascending = order == null ? sortBy.equals("name") : order.equals("asc");
        return new FoodSearchRequest(text, group, filters(), sortBy, ascending, page, pageSize);
    }

    /** What a search may be sorted by: relevance, name or a nutrient key. */
    static List<String> sorts() {
        return SORTS;
    }

    /** A nutrient filter, KEY:OP:VALUE, as a regular expression of the same keys and operators. */
    static String nutrientFilterPattern() {
        return "^("
                + String.join(
                        "|",
                        NutrientCatalog.ALL.stream()
                                .map(NutrientCatalog.Nutrient::key)
                                .toList()) + "):(" + String.join("|", OPERATORS)
                + "):-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$";
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
