package com.nutrilab.food;

import static java.util.Map.entry;

import java.util.Map;

/**
 * The USDA food groups. A Standard Reference food's NDB number starts with its group's two
 * digits: 09003 (Apples, raw, with skin) is in 0900, Fruits and Fruit Juices.
 */
public final class FoodGroups {

    public static final Map<String, String> NAMES = Map.ofEntries(
            entry("0100", "Dairy and Egg Products"),
            entry("0200", "Spices and Herbs"),
            entry("0300", "Baby Foods"),
            entry("0400", "Fats and Oils"),
            entry("0500", "Poultry Products"),
            entry("0600", "Soups, Sauces, and Gravies"),
            entry("0700", "Sausages and Luncheon Meats"),
            entry("0800", "Breakfast Cereals"),
            entry("0900", "Fruits and Fruit Juices"),
            entry("1000", "Pork Products"),
            entry("1100", "Vegetables and Vegetable Products"),
            entry("1200", "Nut and Seed Products"),
            entry("1300", "Beef Products"),
            entry("1400", "Beverages"),
            entry("1500", "Finfish and Shellfish Products"),
            entry("1600", "Legumes and Legume Products"),
            entry("1700", "Lamb, Veal, and Game Products"),
            entry("1800", "Baked Products"),
            entry("1900", "Sweets"),
            entry("2000", "Cereal Grains and Pasta"),
            entry("2100", "Fast Foods"),
            entry("2200", "Meals, Entrees, and Side Dishes"),
            entry("2500", "Snacks"),
            entry("3500", "American Indian/Alaska Native Foods"),
            entry("3600", "Restaurant Foods"));

    private FoodGroups() {}
}
