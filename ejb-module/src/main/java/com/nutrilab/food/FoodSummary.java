package com.nutrilab.food;

import java.util.Map;

/** A food in a list: its main nutrients per 100 g. */
public record FoodSummary(String id, String description, FoodGroupView foodGroup, Map<String, Double> nutrients) {}
