package com.nutrilab.recommendation;

import com.nutrilab.food.Portion;
import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/** GET /recommendations: what the list is built on, what it focuses on, the foods and why. */
@JsonbPropertyOrder({"generatedAt", "profile", "basis", "focus", "items", "disclaimer"})
public record RecommendationView(
        Instant generatedAt, ProfileView profile, Basis basis, List<Focus> focus, List<Item> items, String disclaimer) {

    public record Basis(List<String> labResultIds, List<MarkerView> markers) {}

    @JsonbNillable
    @JsonbPropertyOrder({"code", "name", "value", "unit", "flag", "collectedAt"})
    public record MarkerView(String code, String name, Double value, String unit, String flag, LocalDate collectedAt) {}

    /** A nutrient (or a class of foods) to increase or limit, and the markers (LOINC codes) behind it. */
    public record Focus(String nutrient, String direction, List<String> because) {}

    @JsonbPropertyOrder({"food", "score", "reasons", "portion"})
    public record Item(FoodRef food, double score, List<String> reasons, @JsonbNillable Portion portion) {}

    public record FoodRef(String id, String description, com.nutrilab.food.FoodGroupView foodGroup) {}
}
