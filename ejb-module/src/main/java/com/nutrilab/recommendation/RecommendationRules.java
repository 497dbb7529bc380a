package com.nutrilab.recommendation;

import com.nutrilab.platform.DataFiles;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The rules that turn lab markers into nutrition, read from the operator-editable
 * {@code recommendation-rules.json} with JSON-B into the records below: a marker and its flag
 * lead to nutrients to increase or limit (or foods to avoid), with the words of the reason and the
 * source of the rule; the Daily Values, FDA's "good source" and "high" shares, how much of a
 * limited nutrient a portion may hold, the safety rules every list keeps, how a list is chosen
 * ({@link Policy}) and the words its reasons are written in ({@link ReasonTexts}).
 */
public final class RecommendationRules {

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
            double weight,
            double weightInAnimalFoods) {

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

    /** What an effect does with its nutrient or class. */
    public enum Direction {
        INCREASE,
        LIMIT,
        AVOID;

        static Direction of(String name) {
            return valueOf(name.toUpperCase(Locale.ROOT));
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
     * good source of a need, within the limit of {@code sugarsWithinTheLimitOf}, at most
     * {@code perList} in a list.
     */
    public record Cereals(String group, int perList, String sugarsWithinTheLimitOf) {}

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

    /** The file as JSON-B reads it; {@link #read} checks it and turns it into the rules. */
    public record RulesFile(
            Map<String, Double> dailyValues,
            Claims claims,
            Map<String, Limit> limits,
            List<SafetyRule> safety,
            List<RuleEntry> rules,
            Policy policy,
            ReasonTexts reasons) {}

    /** FDA's shares of the Daily Value a portion gives to be a "good source" and "high". */
    public record Claims(double goodSource, double high) {}

    /** A rule as the file states it. */
    public record RuleEntry(
            String id, List<String> markers, String flag, List<EffectEntry> effects, String reason, String source) {}

    /** An effect as the file states it: a direction in lower case, optional weights. */
    public record EffectEntry(
            String nutrient,
            String foodClass,
            String direction,
            Boolean onlyInPlantFoods,
            Double maxPerPortion,
            Double weight,
            Double weightInAnimalFoods) {

        Effect effect() {
            double ownWeight = weight == null ? 1 : weight;
            return new Effect(
                    nutrient,
                    foodClass,
                    Direction.of(direction),
                    Boolean.TRUE.equals(onlyInPlantFoods),
                    maxPerPortion,
                    ownWeight,
                    weightInAnimalFoods == null ? ownWeight : weightInAnimalFoods);
        }
    }

    private final Map<String, Double> dailyValues;
    private final double goodSource;
    private final double high;
    private final Map<String, Limit> limits;
    private final List<SafetyRule> safety;
    private final List<Rule> rules;
    private final Policy policy;
    private final ReasonTexts reasons;

    private RecommendationRules(RulesFile file) {
        this.dailyValues = Map.copyOf(file.dailyValues());
        this.goodSource = file.claims().goodSource();
        this.high = file.claims().high();
        this.limits = new LinkedHashMap<>(file.limits());
        this.safety = List.copyOf(file.safety());
        this.rules = file.rules().stream()
                .map(rule -> new Rule(
                        rule.id(),
                        List.copyOf(rule.markers()),
                        rule.flag(),
                        rule.effects().stream().map(EffectEntry::effect).toList(),
                        rule.reason(),
                        rule.source()))
                .toList();
        this.policy = Objects.requireNonNull(file.policy(), "the rules file needs its policy");
        this.reasons = Objects.requireNonNull(file.reasons(), "the rules file needs its reasons' words");
    }

    public static RecommendationRules read(InputStream json) {
        RulesFile file = DataFiles.json(json, RulesFile.class, "the recommendation rules");
        RecommendationRules read = new RecommendationRules(file);
        read.check();
        return read;
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

    /** How a list is chosen: groups, cereals, classes left out, scoring, diversity. */
    public Policy policy() {
        return policy;
    }

    /** The words of the reasons. */
    ReasonTexts reasons() {
        return reasons;
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
        List<String> named = new ArrayList<>();
        rules.forEach(rule -> rule.effects().stream()
                .map(Effect::foodClass)
                .filter(c -> c != null)
                .forEach(named::add));
        limits.values().forEach(limit -> named.addAll(limit.advised()));
        named.addAll(policy.leftOut());
        named.addAll(policy.leftOutUnlessAskedByGroup());
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
}
