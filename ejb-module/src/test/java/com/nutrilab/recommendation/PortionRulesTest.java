package com.nutrilab.recommendation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.food.Portion;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Per real portion (issue 46 item 2) over the whole SR24 table: the portion each food is scored
 * and cited by is one a person eats at one time, never a package or a pound, and the reviewer's
 * list of every food's portion is written to {@code target/portions.txt}.
 */
class PortionRulesTest {

    private static final Pattern PACKAGE = Pattern.compile(
            "\\b(package|pkg|container|can|jar|bottle|box|bag|carton|lb|pound|quart|gallon|yield)s?\\b");
    private static List<CandidateFood> foods;
    private static final PortionRules PORTIONS = PortionRules.shipped();

    @BeforeAll
    static void readTheWholeFoodTable() throws IOException {
        foods = SeedFoods.shipped();
    }

    @Test
    void theIssuesExamplesArePortionsAsEaten() {
        assertEquals(
                "1 cup (198 g)",
                serving("Lentils, mature seeds, cooked, boiled, without salt").label());
        assertEquals(
                "3 oz (85 g)",
                serving("Fish, salmon, Atlantic, wild, cooked, dry heat").label());
        assertEquals(
                "1 cup (244 g)",
                serving("Milk, whole, 3.25% milkfat, with added vitamin D").label());
        assertEquals("1 oz (23 whole kernels, 28.4 g)", serving("Nuts, almonds").label());
        assertEquals(
                Serving.Basis.HOUSEHOLD_MEASURE,
                serving("Apples, raw, with skin").basis());
        Serving turnipGreens = serving("Turnip greens, frozen, cooked, boiled, drained, without salt");
        assertFalse(turnipGreens.portion().description().contains("package"), turnipGreens::label);
        assertTrue(turnipGreens.grams() < 200, turnipGreens::label);
    }

    /**
     * Portions are what people serve (issue 55 item 9): natto by a pack's weight, not by the cup
     * (175 g); tomato paste by two tablespoons, as its label serves it, not by the cup (262 g).
     */
    @Test
    void concentratedAndFermentedFoodsAreServedTheirSmallPortions() {
        Serving natto = serving("Natto");
        assertTrue(natto.grams() >= 40 && natto.grams() <= 55, natto::label);
        assertEquals(
                "2 tbsp (32 g)",
                serving("Tomato products, canned, paste, without salt added").label());
        assertEquals(
                "2 tbsp (32.8 g)",
                serving("Tomato products, canned, paste, with salt added").label());
    }

    @Test
    void aFoodWithoutMeasuresIsServedItsReferenceAmount() {
        Serving chicken = PORTIONS.servingOf(
                "Chicken, broilers or fryers, breast, meat only, cooked, roasted", "0500", List.of());
        assertEquals(new Portion(3, "oz", 85), chicken.portion());
        assertEquals(Serving.Basis.REFERENCE_AMOUNT, chicken.basis());
        Serving spinach =
                PORTIONS.servingOf("Spinach, cooked", "1100", List.of(new Portion(1, "package (10 oz)", 284)));
        assertEquals("85 g", spinach.label(), "a package is never a portion");
        Serving seeds = PORTIONS.servingOf("Seeds, pumpkin", "1200", List.of(new Portion(1, "cup", 129)));
        assertEquals("1/4 cup (32.3 g)", seeds.label(), "a cup of seeds is scaled to the 30 g reference amount");
    }

    @Test
    void noFoodIsServedAPackageAPoundOrAnAbsurdAmount() throws IOException {
        Map<Serving.Basis, Integer> bases = new EnumMap<>(Serving.Basis.class);
        List<String> wrong = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        for (CandidateFood food : foods) {
            Serving serving = food.serving();
            bases.merge(serving.basis(), 1, Integer::sum);
            PortionRules.ReferenceAmount reference = PORTIONS.referenceAmountOf(food.description(), food.groupCode());
            lines.add(food.id() + "\t" + serving.label() + "\t" + serving.basis() + "\t" + reference.category() + "\t"
                    + food.description());
            // A household measure is what people serve of that kind of food: within the portions
            // table's factor of its reference amount (a cup of lentils is 2.2 times the 90 g).
            double within = serving.basis() == Serving.Basis.HOUSEHOLD_MEASURE ? 2.26 : 3.01;
            if (PACKAGE.matcher(serving.portion().description()).find()
                    || serving.grams() <= 0
                    || (reference.cups() == null
                            && (serving.grams() > within * reference.grams()
                                    || serving.grams() < reference.grams() / within))) {
                wrong.add(food.description() + ": " + serving.label());
            }
        }
        Files.write(Path.of("target", "portions.txt"), lines, StandardCharsets.UTF_8);
        System.out.println("Portions of the " + foods.size() + " SR24 foods: " + bases + " (target/portions.txt)");
        assertTrue(wrong.isEmpty(), () -> wrong.size() + " foods with no portion as eaten: " + wrong);
        assertTrue(bases.get(Serving.Basis.HOUSEHOLD_MEASURE) > 6000, bases::toString);
    }

    private static Serving serving(String description) {
        return foods.stream()
                .filter(f -> f.description().equals(description))
                .findFirst()
                .orElseThrow(() -> new AssertionError(description))
                .serving();
    }
}
