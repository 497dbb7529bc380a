package com.nutrilab.recommendation;

import com.nutrilab.platform.DataFiles;
import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules that turn lab markers into nutrition, read from the operator-editable
 * {@code recommendation-rules.json}: a marker and its flag lead to nutrients to increase or
 * limit (or foods to avoid), with the words of the reason and the source of the rule.
 */
public final class RecommendationRules {

    public static final String RESOURCE = "nutrilab/recommendation-rules.json";

    /** What a rule asks: a nutrient to increase or limit, or a class of foods to avoid. */
    public record Effect(String nutrient, String foodClass, String direction, String onlyWith) {}

    /**
     * @param markers analyte keys of the catalogue; any one of them with the flag sets the rule off
     */
    public record Rule(
            String id, List<String> markers, String flag, List<Effect> effects, String reason, String source) {}

    private final Map<String, Double> dailyValues;
    private final List<Rule> rules;

    private RecommendationRules(Map<String, Double> dailyValues, List<Rule> rules) {
        this.dailyValues = dailyValues;
        this.rules = rules;
    }

    public static RecommendationRules read(InputStream json) {
        try (JsonReader reader = Json.createReader(json)) {
            JsonObject root = reader.readObject();
            Map<String, Double> dailyValues = new LinkedHashMap<>();
            root.getJsonObject("dailyValues")
                    .forEach((key, value) -> dailyValues.put(key, ((JsonNumber) value).doubleValue()));
            List<Rule> rules = new ArrayList<>();
            for (JsonValue value : root.getJsonArray("rules")) {
                JsonObject r = value.asJsonObject();
                List<Effect> effects = new ArrayList<>();
                for (JsonValue e : r.getJsonArray("effects")) {
                    JsonObject effect = e.asJsonObject();
                    effects.add(new Effect(
                            effect.getString("nutrient", null),
                            effect.getString("foodClass", null),
                            effect.getString("direction"),
                            effect.getString("onlyWith", null)));
                }
                rules.add(new Rule(
                        r.getString("id"),
                        FoodClassification.strings(r, "markers"),
                        r.getString("flag"),
                        List.copyOf(effects),
                        r.getString("reason"),
                        r.getString("source")));
            }
            return new RecommendationRules(dailyValues, List.copyOf(rules));
        }
    }

    public static RecommendationRules shipped() {
        return read(DataFiles.resource(RESOURCE));
    }

    public List<Rule> rules() {
        return rules;
    }

    /** The adult daily value of a nutrient (FDA), or null when the data has none. */
    public Double dailyValue(String nutrient) {
        return dailyValues.get(nutrient);
    }
}
