package com.nutrilab.food;

/** A household measure: {@code amount} of {@code description} weighs {@code grams}. */
public record Portion(double amount, String description, double grams) {}
