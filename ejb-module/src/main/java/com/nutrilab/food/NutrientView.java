package com.nutrilab.food;

/** A nutrient key with its name and unit, as the food endpoints use them. */
public record NutrientView(String key, String name, String unit) {}
