package com.nutrilab.food.seed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.nutrilab.food.Portion;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** USDA's own SR24 release read into seed records, on a fixture in its documented ASCII format. */
class Sr24AsciiReleaseTest {

    @Test
    void foodsNutrientsByNumberAndPortionsAreRead() throws Exception {
        Path release = Path.of(Sr24AsciiReleaseTest.class
                        .getResource("/sr24-ascii-fixture/FOOD_DES.txt")
                        .toURI())
                .getParent();
        List<FoodRecord> foods = Sr24AsciiRelease.read(release);
        assertEquals(
                List.of("01001", "09003"), foods.stream().map(FoodRecord::id).toList(), "sorted by NDB number");
        FoodRecord apple = foods.get(1);
        assertEquals("0900", apple.groupCode(), "the release's own group");
        assertEquals("Apples, raw, with skin", apple.description());
        assertEquals(52.0, apple.nutrients().get("energy_kcal"));
        assertEquals(0.26, apple.nutrients().get("protein_g"));
        assertEquals(0.009, apple.nutrients().get("omega_3_g"), 1e-9, "several USDA numbers of one key add up");
        assertEquals(3, apple.nutrients().size(), "a nutrient the catalogue does not know is left out");
        assertEquals(
                new Portion(1, "large (3-1/4\" dia)", 223), apple.portions().get(1));
        assertEquals(717.0, foods.get(0).nutrients().get("energy_kcal"));
    }
}
