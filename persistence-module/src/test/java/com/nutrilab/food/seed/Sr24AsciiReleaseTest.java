package com.nutrilab.food.seed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.food.Portion;
import java.io.BufferedReader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
                List.of("01001", "01008", "09003"),
                foods.stream().map(FoodRecord::id).toList(),
                "sorted by NDB number");
        FoodRecord apple = foods.get(2);
        assertEquals("0900", apple.groupCode(), "the release's own group");
        assertEquals("Apples, raw, with skin", apple.description());
        assertEquals(52.0, apple.nutrients().get("energy_kcal"));
        assertEquals(0.26, apple.nutrients().get("protein_g"));
        assertEquals(0.009, apple.nutrients().get("omega_3_g"), 1e-9, "several USDA numbers of one key add up");
        assertEquals(3, apple.nutrients().size(), "a nutrient the catalogue does not know is left out");
        assertEquals(
                new Portion(1, "large (3-1/4\" dia)", 223), apple.portions().get(1));
        assertEquals(717.0, foods.get(0).nutrients().get("energy_kcal"));
        assertEquals(true, apple.survey(), "FOOD_DES's Survey field: Y");
        assertEquals(true, foods.get(0).survey(), "butter: Y");
        assertEquals(false, foods.get(1).survey(), "caraway cheese: an empty Survey field, not in FNDDS");
    }

    @Test
    void surveyFlagsGoToFoodsOfAnotherSourceByNdbNumber() throws Exception {
        Path foodDes = Path.of(Sr24AsciiReleaseTest.class
                .getResource("/sr24-ascii-fixture/FOOD_DES.txt")
                .toURI());
        Map<String, Boolean> flags = Sr24AsciiRelease.surveyFlags(foodDes);
        assertEquals(Map.of("09003", true, "01001", true, "01008", false), flags);
        List<FoodRecord> flagged = Sr24Converter.withSurvey(
                List.of(
                        new FoodRecord("09003", "0900", "Apples, raw, with skin", Map.of(), List.of()),
                        new FoodRecord("99999", "2200", "Not in that release", Map.of(), List.of())),
                flags);
        assertEquals(true, flagged.get(0).survey());
        assertNull(flagged.get(1).survey(), "a number the file lacks: no flag, not false");
    }

    @Test
    void theSeedFormatCarriesTheFlagOnlyWhereKnown() throws Exception {
        StringWriter out = new StringWriter();
        Sr24Converter.write(new FoodRecord("09003", "0900", "Apples", Map.of(), List.of(), true), out);
        Sr24Converter.write(new FoodRecord("01001", "0100", "Butter", Map.of(), List.of()), out);
        assertTrue(out.toString().contains("\"survey\":true"));
        List<FoodRecord> read = new ArrayList<>();
        FoodRecordsJson.read(new BufferedReader(new StringReader(out.toString())), read::add);
        assertEquals(true, read.get(0).survey());
        assertNull(read.get(1).survey());
    }
}
