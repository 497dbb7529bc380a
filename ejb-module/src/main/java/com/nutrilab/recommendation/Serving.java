package com.nutrilab.recommendation;

import com.nutrilab.food.Portion;

/**
 * The portion of a food a recommendation scores and cites, and where it comes from.
 *
 * @param referenceAmount the FDA reference amount's category (21 CFR 101.12) the portion was chosen by
 */
public record Serving(Portion portion, Basis basis, String referenceAmount) {

    /** How the portion was found. */
    public enum Basis {
        /** One of the food's own household measures (USDA SR24): "1 cup", "3 oz", "1 medium". */
        HOUSEHOLD_MEASURE,
        /** A cup, spoon or ounce measure of the food, scaled to the reference amount: "1/2 cup". */
        SCALED_MEASURE,
        /** The reference amount itself, the food having no measure to speak it in: "3 oz", "85 g". */
        REFERENCE_AMOUNT
    }

    public double grams() {
        return portion.grams();
    }

    /** "1 cup (198 g)", "1/2 breast, bone removed (86 g)", "1 oz (23 whole kernels, 28.4 g)", "85 g". */
    public String label() {
        String grams = Amounts.format(portion.grams()) + " g";
        String description = portion.description();
        if (description.equals("g")) {
            return grams;
        }
        if (portion.amount() > 1 && description.matches("cup\\b.*")) {
            description = "cups" + description.substring(3);
        }
        String measure = Amounts.household(portion.amount()) + " " + description;
        return description.endsWith(")")
                ? measure.substring(0, measure.length() - 1) + ", " + grams + ")"
                : measure + " (" + grams + ")";
    }
}
