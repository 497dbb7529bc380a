package com.nutrilab.food;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.food.seed.FoodRecord;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The FoodData Central importer on a small fixture written from FDC's documented CSV format. */
class FoodDataCentralCsvTest {

    private static Map<String, FoodRecord> read() throws Exception {
        return read("/fdc-sr-legacy-fixture");
    }

    private static Map<String, FoodRecord> read(String fixtureDirectory) throws Exception {
        Path fixture = Path.of(FoodDataCentralCsvTest.class
                        .getResource(fixtureDirectory + "/food.csv")
                        .toURI())
                .getParent();
        Map<String, FoodRecord> foods = new LinkedHashMap<>();
        int count = new FoodDataCentralCsv(fixture).read(food -> foods.put(food.id(), food));
        assertEquals(foods.size(), count);
        return foods;
    }

    @Test
    void srLegacyFoodsGetTheirNdbNumberGroupAndName() throws Exception {
        Map<String, FoodRecord> foods = read();
        assertEquals(2, foods.size(), "the branded food is not SR Legacy and is left out");
        FoodRecord apple = foods.get("09003");
        assertEquals("0900", apple.groupCode());
        assertEquals(
                "Apples, raw, with skin (Includes foods for USDA's Food Distribution Program)", apple.description());
        assertEquals("1100", foods.get("11090").groupCode());
    }

    @Test
    void nutrientsAreMatchedByUsdaNumberIntoCatalogueKeys() throws Exception {
        FoodRecord apple = read().get("09003");
        assertEquals(52.0, apple.nutrients().get("energy_kcal"), "kcal, never the kJ row");
        assertEquals(0.26, apple.nutrients().get("protein_g"));
        assertEquals(4.6, apple.nutrients().get("vitamin_c_mg"));
        FoodRecord broccoli = read().get("11090");
        assertEquals(0.03, broccoli.nutrients().get("omega_3_g"), 1e-9, "DHA and EPA summed into omega-3");
        assertFalse(broccoli.nutrients().containsKey("unknown"));
        assertEquals(4, broccoli.nutrients().size(), "protein, energy, vitamin C, omega-3; the unknown one left out");
    }

    @Test
    void portionsNameTheirUnitAndModifier() throws Exception {
        FoodRecord apple = read().get("09003");
        assertEquals(2, apple.portions().size());
        assertEquals(
                new Portion(1, "cup, quartered or chopped", 125),
                apple.portions().get(0));
        assertEquals(
                new Portion(1, "large (3-1/4\" dia)", 223), apple.portions().get(1));
    }

    /**
     * Newer foods, one import away (issue 48): SR24 (2011) has neither Greek yogurt nor almond
     * milk; a FoodData Central release (here a fixture of SR Legacy and Foundation rows in FDC's
     * format) brings them, and the search finds them among the SR24 foods.
     */
    @Test
    void greekYogurtAndAlmondMilkAreFoundOnceImported() throws Exception {
        Map<String, FoodRecord> imported = read("/fdc-everyday-fixture");
        assertEquals(
                List.of("01256", "01293", "14091", "14016", "F2257046"),
                List.copyOf(imported.keySet()),
                "SR Legacy foods by NDB number, the Foundation food by its FDC id; the branded one left out");
        assertEquals("0100", imported.get("01256").groupCode());
        assertEquals(59.0, imported.get("01256").nutrients().get("energy_kcal"));
        assertEquals(
                new Portion(1, "container, (6 oz)", 170),
                imported.get("01256").portions().get(0));
        assertEquals("1400", imported.get("F2257046").groupCode());

        List<FoodSearchIndex.IndexedFood> seed = FoodRelevanceTest.seedFoods();
        FoodSearchIndex before = StandardSearch.index(seed);
        assertEquals(
                List.of(),
                names(before, "greek yogurt").stream()
                        .filter(name -> name.startsWith("Yogurt, Greek"))
                        .toList());
        assertEquals(
                List.of(),
                names(before, "almond milk").stream()
                        .filter(name -> name.contains("lmond milk"))
                        .toList());

        // As the importer writes them: an imported food replaces the one with its id, others are added.
        Map<String, FoodSearchIndex.IndexedFood> foods = new LinkedHashMap<>();
        seed.forEach(food -> foods.put(food.id(), food));
        imported.values().forEach(food -> foods.put(food.id(), StandardSearch.indexed(food)));
        FoodSearchIndex after = StandardSearch.index(foods.values());
        assertTrue(
                names(after, "greek yogurt").get(0).startsWith("Yogurt, Greek, plain"),
                () -> names(after, "greek yogurt").toString());
        assertTrue(
                names(after, "almond milk").stream()
                        .limit(3)
                        .anyMatch(name -> name.contains("almond milk, unsweetened")),
                () -> names(after, "almond milk").toString());
        assertTrue(
                names(after, "milk").get(0).startsWith("Milk, whole"),
                "almond milk is not what \"milk\" means: " + names(after, "milk"));
    }

    private static List<String> names(FoodSearchIndex index, String query) {
        return index.search(new FoodSearchRequest(query, null, List.of(), "relevance", false, 1, 5)).items().stream()
                .map(FoodSummary::description)
                .toList();
    }
}
