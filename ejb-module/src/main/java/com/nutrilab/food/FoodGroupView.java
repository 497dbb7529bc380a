package com.nutrilab.food;

/** A USDA food group: {@code {"code":"0900","name":"Fruits and Fruit Juices"}}. */
public record FoodGroupView(String code, String name) {

    public static FoodGroupView of(String code) {
        return new FoodGroupView(code, FoodGroups.NAMES.getOrDefault(code, code));
    }
}
