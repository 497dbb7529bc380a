package com.nutrilab.food;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The USDA food groups. A Standard Reference food's NDB number starts with its group's two
 * digits: 09003 (Apples, raw, with skin) is in 0900, Fruits and Fruit Juices.
 */
public final class FoodGroups {

    public static final Map<String, String> NAMES;

    static {
        Map<String, String> names = new LinkedHashMap<>();
        names.put("0100", "Dairy and Egg Products");
        names.put("0200", "Spices and Herbs");
        names.put("0300", "Baby Foods");
        names.put("0400", "Fats and Oils");
        names.put("0500", "Poultry Products");
        names.put("0600", "Soups, Sauces, and Gravies");
        names.put("0700", "Sausages and Luncheon Meats");
        names.put("0800", "Breakfast Cereals");
        names.put("0900", "Fruits and Fruit Juices");
        names.put("1000", "Pork Products");
        names.put("1100", "Vegetables and Vegetable Products");
        names.put("1200", "Nut and Seed Products");
        names.put("1300", "Beef Products");
        names.put("1400", "Beverages");
        names.put("1500", "Finfish and Shellfish Products");
        names.put("1600", "Legumes and Legume Products");
        names.put("1700", "Lamb, Veal, and Game Products");
        names.put("1800", "Baked Products");
        names.put("1900", "Sweets");
        names.put("2000", "Cereal Grains and Pasta");
        names.put("2100", "Fast Foods");
        names.put("2200", "Meals, Entrees, and Side Dishes");
        names.put("2500", "Snacks");
        names.put("3500", "American Indian/Alaska Native Foods");
        names.put("3600", "Restaurant Foods");
        NAMES = Map.copyOf(names);
    }

    private FoodGroups() {}
}
