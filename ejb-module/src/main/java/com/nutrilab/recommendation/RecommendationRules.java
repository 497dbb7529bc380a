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
 * limit (or foods to avoid), with the words of the reason and the source of the rule; the
 * Daily Values, FDA's "good source" and "high" shares, how much of a limited nutrient a portion
 * may hold, and the safety rules every list keeps.
 */
public final class RecommendationRules {

    public static final String RESOURCE = "nutrilab/recommendation-rules.json";

    /**
     * What a rule asks: a nutrient to increase or limit, or a class of foods to avoid.
     *
     * @param weight how much a need counts beside the rule's others (1; 0.5 for vitamin C beside iron)
     * @param weightInAnimalFoods its weight in foods of animal origin (the heme iron of meat is absorbed best)
     */
    public record Effect(
            String nutrient,
            String foodClass,
            Direction direction,
            String onlyWith,
            Double maxPerPortion,
            double weight,
            double weightInAnimalFoods) {

        boolean increases() {
            return direction == Direction.INCREASE && nutrient != null;
        }

        boolean limits() {
            return direction == Direction.LIMIT && nutrient != null;
        }
    }

    /** What an effect does with its nutrient or class. */
    public enum Direction {
        INCREASE,
        LIMIT,
        AVOID;

        static Direction of(String name) {
            return valueOf(name.toUpperCase(java.util.Locale.ROOT));
        }

        /** As the API's focus says it: an avoided class shows as "limit". */
        String focus() {
            return this == INCREASE ? "increase" : "limit";
        }
    }

    /**
     * @param markers analyte keys of the catalogue; any one of them with the flag sets the rule off
     */
    public record Rule(
            String id, List<String> markers, String flag, List<Effect> effects, String reason, String source) {}

    /**
     * How much of a limited nutrient one portion may hold: every item of a list, but the foods of
     * the {@code advised} classes, which the guideline behind the limit advises for the same
     * condition (whole fresh fruit, whose sugars are its own): they are advised, not limited.
     */
    public record Limit(
            String nutrient,
            double maxPerPortion,
            List<String> advised,
            String advisedReason,
            String reason,
            String source) {}

    /**
     * A rule every list keeps, whatever the markers: foods of {@code foodClass} are left out unless
     * the profile's sex is {@code unlessSex}; no portion holds more than {@code maxPerPortion} of
     * {@code nutrient}, and a food of class {@code unknownLeavesOut} whose amount is unknown is left out.
     */
    public record SafetyRule(
            String id,
            String foodClass,
            String unlessSex,
            String nutrient,
            Double maxPerPortion,
            String unknownLeavesOut,
            String reason,
            String source) {

        boolean leavesOut(CandidateFood food, String sex) {
            if (foodClass != null
                    && food.classes().contains(foodClass)
                    && !(unlessSex != null && unlessSex.equals(sex))) {
                return true;
            }
            if (nutrient == null) {
                return false;
            }
            Double amount = food.perPortion(nutrient);
            return amount == null
                    ? unknownLeavesOut != null && food.classes().contains(unknownLeavesOut)
                    : amount > maxPerPortion;
        }
    }

    private final Map<String, Double> dailyValues;
    private final double goodSource;
    private final double high;
    private final Map<String, Limit> limits;
    private final List<SafetyRule> safety;
    private final List<Rule> rules;

    private RecommendationRules(
            Map<String, Double> dailyValues,
            double goodSource,
            double high,
            Map<String, Limit> limits,
            List<SafetyRule> safety,
            List<Rule> rules) {
        this.dailyValues = dailyValues;
        this.goodSource = goodSource;
        this.high = high;
        this.limits = limits;
        this.safety = safety;
        this.rules = rules;
    }

    public static RecommendationRules read(InputStream json) {
        try (JsonReader reader = Json.createReader(json)) {
            JsonObject root = reader.readObject();
            Map<String, Double> dailyValues = new LinkedHashMap<>();
            root.getJsonObject("dailyValues")
                    .forEach((key, value) -> dailyValues.put(key, ((JsonNumber) value).doubleValue()));
            JsonObject claims = root.getJsonObject("claims");
            Map<String, Limit> limits = new LinkedHashMap<>();
            root.getJsonObject("limits").forEach((nutrient, value) -> {
                JsonObject limit = value.asJsonObject();
                limits.put(
                        nutrient,
                        new Limit(
                                nutrient,
                                limit.getJsonNumber("maxPerPortion").doubleValue(),
                                FoodClassification.strings(limit, "advised"),
                                limit.getString("advisedReason", null),
                                limit.getString("reason"),
                                limit.getString("source")));
            });
            List<SafetyRule> safety = new ArrayList<>();
            for (JsonObject s : root.getJsonArray("safety").getValuesAs(JsonObject.class)) {
                safety.add(new SafetyRule(
                        s.getString("id"),
                        s.getString("foodClass", null),
                        s.getString("unlessSex", null),
                        s.getString("nutrient", null),
                        number(s, "maxPerPortion"),
                        s.getString("unknownLeavesOut", null),
                        s.getString("reason"),
                        s.getString("source")));
            }
            List<Rule> rules = new ArrayList<>();
            for (JsonValue value : root.getJsonArray("rules")) {
                JsonObject r = value.asJsonObject();
                List<Effect> effects = new ArrayList<>();
                for (JsonValue e : r.getJsonArray("effects")) {
                    JsonObject effect = e.asJsonObject();
                    double weight = number(effect, "weight") == null ? 1 : number(effect, "weight");
                    Double inAnimalFoods = number(effect, "weightInAnimalFoods");
                    effects.add(new Effect(
                            effect.getString("nutrient", null),
                            effect.getString("foodClass", null),
                            Direction.of(effect.getString("direction")),
                            effect.getString("onlyWith", null),
                            number(effect, "maxPerPortion"),
                            weight,
                            inAnimalFoods == null ? weight : inAnimalFoods));
                }
                rules.add(new Rule(
                        r.getString("id"),
                        FoodClassification.strings(r, "markers"),
                        r.getString("flag"),
                        List.copyOf(effects),
                        r.getString("reason"),
                        r.getString("source")));
            }
            RecommendationRules read = new RecommendationRules(
                    dailyValues,
                    claims.getJsonNumber("goodSource").doubleValue(),
                    claims.getJsonNumber("high").doubleValue(),
                    limits,
                    List.copyOf(safety),
                    List.copyOf(rules));
            read.check();
            return read;
        }
    }

    /** Every increased nutrient has a Daily Value to judge a portion by, every limited one a maximum. */
    private void check() {
        for (Rule rule : rules) {
            for (Effect effect : rule.effects()) {
                if (effect.increases() && dailyValue(effect.nutrient()) == null) {
                    throw new IllegalArgumentException(
                            "Rule " + rule.id() + " increases " + effect.nutrient() + ", which has no daily value");
                }
                if (effect.limits() && effect.maxPerPortion() == null && !limits.containsKey(effect.nutrient())) {
                    throw new IllegalArgumentException("Rule " + rule.id() + " limits " + effect.nutrient()
                            + " without a maxPerPortion, here or in limits");
                }
                if ((effect.nutrient() == null) == (effect.foodClass() == null)
                        || (effect.foodClass() != null) != (effect.direction() == Direction.AVOID)) {
                    throw new IllegalArgumentException(
                            "Rule " + rule.id() + ": an effect increases or limits a nutrient, or avoids a food class");
                }
            }
        }
        for (SafetyRule rule : safety) {
            if ((rule.nutrient() == null) != (rule.maxPerPortion() == null)) {
                throw new IllegalArgumentException(
                        "Safety rule " + rule.id() + " needs a nutrient with its maxPerPortion");
            }
        }
    }

    public static RecommendationRules shipped() {
        return read(DataFiles.resource(RESOURCE));
    }

    public List<Rule> rules() {
        return rules;
    }

    public List<SafetyRule> safety() {
        return safety;
    }

    /** The adult daily value of a nutrient (FDA), or null when the data has none. */
    public Double dailyValue(String nutrient) {
        return dailyValues.get(nutrient);
    }

    /** The share of the Daily Value a portion gives to be a "good source" (FDA: 10 %). */
    double goodSource() {
        return goodSource;
    }

    /** The share of the Daily Value a portion gives to be "high" in a nutrient (FDA: 20 %). */
    double high() {
        return high;
    }

    /** How much a portion may hold of a nutrient the effect limits: its own maximum, else the file's. */
    double maxPerPortion(Effect effect) {
        return effect.maxPerPortion() != null
                ? effect.maxPerPortion()
                : limits.get(effect.nutrient()).maxPerPortion();
    }

    Map<String, Limit> limits() {
        return limits;
    }

    /** The food classes a limit of the nutrient does not hold (advised, not limited); none when no limit names any. */
    List<String> advisedDespiteLimit(String nutrient) {
        Limit limit = limits.get(nutrient);
        return limit == null ? List.of() : limit.advised();
    }

    /** The food classes the rules and safety rules name, for checking them against the classification. */
    List<String> foodClasses() {
        List<String> named = new ArrayList<>();
        rules.forEach(rule -> rule.effects().stream()
                .map(Effect::foodClass)
                .filter(c -> c != null)
                .forEach(named::add));
        limits.values().forEach(limit -> named.addAll(limit.advised()));
        safety.forEach(rule -> {
            if (rule.foodClass() != null) {
                named.add(rule.foodClass());
            }
            if (rule.unknownLeavesOut() != null) {
                named.add(rule.unknownLeavesOut());
            }
        });
        return named;
    }

    private static Double number(JsonObject object, String field) {
        return object.containsKey(field) && !object.isNull(field)
                ? ((JsonNumber) object.get(field)).doubleValue()
                : null;
    }
}
