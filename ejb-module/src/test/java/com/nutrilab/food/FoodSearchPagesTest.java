package com.nutrilab.food;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.platform.Page;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pages an index keeps of recent searches: the same answer again, each search its own, bounded. */
class FoodSearchPagesTest {

    private static final FoodSearchIndex INDEX = StandardSearch.index(List.of(
            food("01", "Bananas, raw", 89.0),
            food("02", "Bananas, dehydrated, or banana powder", 346.0),
            food("03", "Apples, raw, with skin", 52.0),
            food("04", "Banana bread", 326.0)));

    @Test
    void aSearchAskedAgainIsAnsweredWithThePageItGaveBefore() {
        Page<FoodSummary> first = INDEX.search(search("banana", List.of(), 1, 10));
        Page<FoodSummary> again = INDEX.search(search("banana", List.of(), 1, 10));

        assertSame(first, again);
        assertEquals(3, first.totalItems());
        assertEquals("01", first.items().get(0).id());
    }

    @Test
    void everyPartOfASearchMakesItAnotherSearch() {
        Page<FoodSummary> all = INDEX.search(search("banana", List.of(), 1, 10));
        Page<FoodSummary> secondPage = INDEX.search(search("banana", List.of(), 2, 1));
        Page<FoodSummary> filtered = INDEX.search(
                search("banana", List.of(new FoodSearchRequest.NutrientFilter("energy_kcal", "lt", 100.0)), 1, 10));

        assertNotSame(all, secondPage);
        assertEquals(1, secondPage.items().size());
        assertEquals(all.items().get(1), secondPage.items().get(0));
        assertEquals(1, filtered.totalItems());
        assertEquals("01", filtered.items().get(0).id());
    }

    @Test
    void aKeptPageCannotBeChangedByWhoeverReadsIt() {
        Page<FoodSummary> page = INDEX.search(search("apples", List.of(), 1, 10));

        assertThrows(UnsupportedOperationException.class, () -> page.items().clear());
        assertThrows(
                UnsupportedOperationException.class,
                () -> page.items().get(0).nutrients().put("energy_kcal", 0.0));
        assertEquals(1, INDEX.search(search("apples", List.of(), 1, 10)).items().size());
    }

    @Test
    void aPagePastTheEndIsNotKept() {
        FoodSearchIndex index = StandardSearch.index(List.of(food("01", "Bananas, raw", 89.0)));

        Page<FoodSummary> past = index.search(search("banana", List.of(), 5, 10));

        assertTrue(past.items().isEmpty());
        assertEquals(0, index.cachedPages());
    }

    @Test
    void aSearchKeepsItsOwnCopyOfTheFilters() {
        List<FoodSearchRequest.NutrientFilter> filters = new java.util.ArrayList<>();
        filters.add(new FoodSearchRequest.NutrientFilter("energy_kcal", "lt", 100.0));
        FoodSearchRequest request = search("banana", filters, 1, 10);

        filters.clear();

        assertEquals(1, request.filters().size());
    }

    @Test
    void theKeptPagesAreBounded() {
        FoodSearchIndex index = StandardSearch.index(List.of(food("01", "Bananas, raw", 89.0)));
        for (int i = 0; i <= FoodSearchIndex.MAX_CACHED_PAGES + 10; i++) {
            var underLimit = new FoodSearchRequest.NutrientFilter("energy_kcal", "lt", 100.0 + i);
            index.search(search("banana", List.of(underLimit), 1, 10));
            assertTrue(index.cachedPages() <= FoodSearchIndex.MAX_CACHED_PAGES);
        }
        assertTrue(index.cachedPages() > 0);
        Page<FoodSummary> now = index.search(search("banana", List.of(), 1, 10));
        assertSame(now, index.search(search("banana", List.of(), 1, 10)));
    }

    private static FoodSearchRequest search(
            String text, List<FoodSearchRequest.NutrientFilter> filters, int page, int pageSize) {
        return new FoodSearchRequest(text, null, filters, "relevance", false, page, pageSize);
    }

    private static FoodSearchIndex.IndexedFood food(String id, String description, double energy) {
        return new FoodSearchIndex.IndexedFood(id, description, "0900", Map.of("energy_kcal", energy), null, List.of());
    }
}
