package com.nutrilab.food;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.nutrilab.food.seed.FoodRecord;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The FoodData Central importer on a small fixture written from FDC's documented CSV format. */
class FoodDataCentralCsvTest {

    private static Map<String, FoodRecord> read() throws Exception {
        Path fixture = Path.of(FoodDataCentralCsvTest.class
                        .getResource("/fdc-sr-legacy-fixture/food.csv")
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
}
