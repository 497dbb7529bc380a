package com.nutrilab.recommendation;

import com.nutrilab.platform.DataFiles;
import jakarta.json.bind.adapter.JsonbAdapter;
import jakarta.json.bind.annotation.JsonbTypeAdapter;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The rules that turn lab markers into nutrition: the operator-editable
 * {@code recommendation-rules.json}, read with JSON-B into this record and the ones below. A marker
 * and its flag lead to nutrients to increase or limit (or foods to avoid), with the words of the
 * reason and the source of the rule; the Daily Values, FDA's "good source" and "high" shares
 * ({@link Claims}), how much of a limited nutrient a portion may hold, the safety rules every list
 * keeps, how a list is chosen ({@link Policy}) and the words its reasons are written in
 * ({@link ReasonTexts}).
 */
public record RecommendationRules(
        Map<String, Double> dailyValues,
        Claims claims,
        Map<String, Limit> limits,
        List<SafetyRule> safety,
        List<Rule> rules,
        Policy policy,
        ReasonTexts reasons) {

    public static final String RESOURCE = "nutrilab/recommendation-rules.json";

    /**
     * What a rule asks: a nutrient to increase or limit, or a class of foods to avoid.
     *
     * @param onlyInPlantFoods a need only plant foods meet (vitamin C, for the iron of plant foods)
     * @param weight how much a need counts beside the rule's others (1; 0.5 for vitamin C beside iron)
     * @param weightInAnimalFoods its weight in foods of animal origin (the heme iron of meat is absorbed best)
     */
    public record Effect(
            String nutrient,
            String foodClass,
            Direction direction,
            boolean onlyInPlantFoods,
            Double maxPerPortion,
            Double weight,
            Double weightInAnimalFoods) {

        public Effect {
            Objects.requireNonNull(direction, "an effect needs its direction");
            weight = Objects.requireNonNullElse(weight, 1.0);
            weightInAnimalFoods = Objects.requireNonNullElse(weightInAnimalFoods, weight);
        }

        boolean increases() {
            return direction == Direction.INCREASE && nutrient != null;
        }

        boolean limits() {
            return direction == Direction.LIMIT && nutrient != null;
        }

        /** Whether a portion of the food can meet this need at all. */
        boolean meetableBy(CandidateFood food) {
            return !onlyInPlantFoods || food.plant();
        }
    }

    /** What an effect does with its nutrient or class; the file says it in lower case. */
    @JsonbTypeAdapter(Direction.InLowerCase.class)
    public enum Direction {
        INCREASE,
        LIMIT,
        AVOID;

        /** As the API's focus says it: an avoided class shows as "limit". */
        String focus() {
            return this == INCREASE ? "increase" : "limit";
        }

        /** "increase", "limit", "avoid" in the file. */
        public static final class InLowerCase implements JsonbAdapter<Direction, String> {

            @Override
            public String adaptToJson(Direction direction) {
                return direction.name().toLowerCase(Locale.ROOT);
            }

            @Override
            public Direction adaptFromJson(String name) {
                return valueOf(name.toUpperCase(Locale.ROOT));
            }
        }
    }

    /**
     * @param markers analyte keys of the catalogue; any one of them with the flag sets the rule off
     */
    public record Rule(
            String id, List<String> markers, String flag, List<Effect> effects, String reason, String source) {}

    /**
     * How much of a limited nutrient one portion may hold (under its nutrient's key in the file):
     * every item of a list, but the foods of the {@code advised} classes, which the guideline behind
     * the limit advises for the same condition (whole fresh fruit, whose sugars are its own): they
     * are advised, not limited.
     */
    public record Limit(
            double maxPerPortion, List<String> advised, String advisedReason, String reason, String source) {

        public Limit {
            advised = advised == null ? List.of() : List.copyOf(advised);
        }
    }

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

    /**
     * How a list is chosen once the rules have said what to increase and limit: the food groups it
     * draws on, the breakfast-cereal policy, the classes left out, the score's points and how varied
     * the list is (each part's "why" is in the file).
     */
    public record Policy(
            Set<String> wholeFoodGroups,
            Cereals cereals,
            List<String> leftOut,
            List<String> leftOutUnlessAskedByGroup,
            Scoring scoring,
            Diversity diversity) {}

    /**
     * Breakfast cereals (USDA {@code group}): unless the group is asked for, a candidate only as a
     * good source of a need, within the limit of {@code sugarsWithinTheLimitOf} (sugars_g unless the
     * file names another), at most {@code perList} in a list.
     */
    public record Cereals(String group, int perList, String sugarsWithinTheLimitOf) {

        public Cereals {
            sugarsWithinTheLimitOf = Objects.requireNonNullElse(sugarsWithinTheLimitOf, "sugars_g");
        }
    }

    /** The score: density / densityDivisor, needPoints per need met, coveragePoints while a need is short. */
    public record Scoring(double densityDivisor, double needPoints, double coveragePoints) {}

    /** At most perGroup items of a group; minSources to maxSources good sources per need. */
    public record Diversity(int perGroup, int minSources, int maxSources) {}

    /** The words of an item's reasons, with {placeholders} (RecommendationReasons fills them). */
    public record ReasonTexts(
            String forRule,
            String marker,
            String markerOn,
            String markersSeparator,
            String markersLastSeparator,
            String goodSource,
            String limited,
            String limitedWithoutDailyValue,
            String limitedNone,
            String advised,
            String advisedUnknown,
            String density,
            String richInNone,
            String richInOne,
            String richInTwo,
            String noLabs) {}

    /**
     * FDA's shares of the Daily Value a portion gives to be a "good source" of a nutrient (10 %) and
     * "high" in it (20 %).
     */
    public record Claims(double goodSource, double high) {}

    public static RecommendationRules read(InputStream json) {
        RecommendationRules read = DataFiles.json(json, RecommendationRules.class, "the recommendation rules");
        read.check();
        return read;
    }

    /** Every increased nutrient has a Daily Value to judge a portion by, every limited one a maximum. */
    private void check() {
        Objects.requireNonNull(policy, "the rules file needs its policy");
        Objects.requireNonNull(reasons, "the rules file needs its reasons' words");
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

    /** The adult daily value of a nutrient (FDA), or null when the data has none. */
    public Double dailyValue(String nutrient) {
        return dailyValues.get(nutrient);
    }

    /** How much a portion may hold of a nutrient the effect limits: its own maximum, else the file's. */
    double maxPerPortion(Effect effect) {
        return effect.maxPerPortion() != null
                ? effect.maxPerPortion()
                : limits.get(effect.nutrient()).maxPerPortion();
    }

    /** Whether the food is of a class the limit of the nutrient does not hold: advised, not limited (whole fresh fruit and its sugars). */
    boolean advisedDespite(String nutrient, CandidateFood food) {
        Limit limit = limits.get(nutrient);
        return limit != null && limit.advised().stream().anyMatch(food.classes()::contains);
    }

    /** The share of the nutrient's Daily Value in the food's portion; NaN when unknown. */
    double share(String nutrient, CandidateFood food) {
        Double amount = food.perPortion(nutrient);
        Double dailyValue = dailyValue(nutrient);
        return amount == null || dailyValue == null || dailyValue == 0 ? Double.NaN : amount / dailyValue;
    }

    /** The food classes the rules, limits, policy and safety rules name, for checking them against the classification. */
    List<String> foodClasses() {
        return Stream.of(
                        rules.stream().flatMap(rule -> rule.effects().stream()).map(Effect::foodClass),
                        limits.values().stream().flatMap(limit -> limit.advised().stream()),
                        policy.leftOut().stream(),
                        policy.leftOutUnlessAskedByGroup().stream(),
                        safety.stream().flatMap(rule -> Stream.of(rule.foodClass(), rule.unknownLeavesOut())))
                .flatMap(named -> named)
                .filter(Objects::nonNull)
                .toList();
    }
}
