package com.nutrilab.recommendation;

import com.nutrilab.food.FoodGroupView;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Chooses foods for a user, per portion as eaten: the profile's diet and exclusions, the classes
 * the active rules avoid, every limited nutrient (known, and within its maximum per portion) and
 * the safety rules as absolute filters; then nutrient density (NRF9.3) plus points for each need
 * (a nutrient the markers ask more of) the portion meets, weighted by how far out of range the
 * marker is; then a list in which each need has several good sources, at most three items come
 * from one food group and one from each kind of food. Plain Java and deterministic: the same
 * foods, markers and profile give the same list.
 */
public final class Recommender {

    public static final String DISCLAIMER = "These suggestions are general nutrition information computed from your "
            + "lab results and profile. They are not medical advice, diagnosis or treatment: talk to your doctor or a "
            + "registered dietitian before changing your diet, especially if you have a medical condition.";

    private final FoodClassification classification;
    private final RecommendationRules rules;
    private final RecommendationRules.Policy policy;
    private final RecommendationReasons reasons;

    public Recommender(FoodClassification classification, RecommendationRules rules) {
        rules.foodClasses().stream()
                .filter(foodClass -> !classification.knowsClass(foodClass))
                .findFirst()
                .ifPresent(foodClass -> {
                    throw new IllegalArgumentException("A rule names an unknown food class: " + foodClass);
                });
        this.classification = classification;
        this.rules = rules;
        this.policy = rules.policy();
        this.reasons = new RecommendationReasons(rules);
    }

    /**
     * A rule's effect set off by markers (those of the rule with its flag, the farthest out of
     * range first), with its weight: 1 plus how far out of range the first is.
     */
    record ActiveEffect(
            RecommendationRules.Effect effect, RecommendationRules.Rule rule, List<Marker> markers, double weight) {

        /** The effects grouped by {@code key}, the strongest group first (the rules file's order on a tie). */
        static List<List<ActiveEffect>> strongestFirst(List<ActiveEffect> effects, Function<ActiveEffect, ?> key) {
            Map<Object, List<ActiveEffect>> groups = new LinkedHashMap<>();
            effects.stream()
                    .sorted(Comparator.comparingDouble(ActiveEffect::weight).reversed())
                    .forEach(e -> groups.computeIfAbsent(key.apply(e), k -> new ArrayList<>())
                            .add(e));
            return List.copyOf(groups.values());
        }

        /** The nutrient the effect increases or limits, or the class of foods it avoids. */
        String target() {
            return effect.nutrient() != null ? effect.nutrient() : effect.foodClass();
        }
    }

    /**
     * A nutrient the markers ask more of, with the strongest weight behind it (in plant foods and in
     * animal foods); only plant foods meet it when every rule asking for it says so (vitamin C for
     * the iron of plant foods).
     */
    private record Need(String nutrient, double weight, double weightInAnimalFoods, boolean plantOnly) {

        boolean appliesTo(CandidateFood food) {
            return !plantOnly || food.plant();
        }

        double weightIn(CandidateFood food) {
            return food.plant() ? weight : weightInAnimalFoods;
        }

        Need and(Need other) {
            return new Need(
                    nutrient,
                    Math.max(weight, other.weight),
                    Math.max(weightInAnimalFoods, other.weightInAnimalFoods),
                    plantOnly && other.plantOnly);
        }
    }

    /** An eligible food, its score and the needs its portion is a good source of. */
    private record Scored(CandidateFood food, double score, List<String> serves) {

        /** Best score first; ties go to the lower food id. */
        static final Comparator<Scored> RANKING = Comparator.comparingDouble(Scored::score)
                .reversed()
                .thenComparing(s -> s.food().id());
    }

    public RecommendationView recommend(
            List<CandidateFood> foods,
            Map<String, Marker> markers,
            ProfileView profile,
            int limit,
            String group,
            Instant now) {
        List<ActiveEffect> effects = activeEffects(markers);
        Set<String> forbidden = new LinkedHashSet<>(classification.forbidden(profile.diet(), profile.exclude()));
        forbidden.addAll(policy.leftOut());
        if (group == null) {
            forbidden.addAll(policy.leftOutUnlessAskedByGroup());
        }
        effects.stream()
                .filter(e -> e.effect().foodClass() != null)
                .forEach(e -> forbidden.add(e.effect().foodClass()));
        Map<String, Double> limits = limits(effects);
        List<Need> needs = needs(effects);

        List<Scored> ranked = new ArrayList<>();
        for (CandidateFood food : foods) {
            if (eligible(food, forbidden, limits, profile.sex(), group)) {
                Scored candidate = score(food, needs);
                if (group != null
                        || !policy.cereals().group().equals(food.groupCode())
                        || !candidate.serves().isEmpty()) {
                    ranked.add(candidate);
                }
            }
        }
        ranked.sort(Scored.RANKING);
        int perGroup = Math.max(
                policy.diversity().perGroup(),
                -Math.floorDiv(-limit, policy.wholeFoodGroups().size()));
        ToIntFunction<String> cap = group != null
                ? code -> limit
                : code -> policy.cereals().group().equals(code)
                        ? Math.min(perGroup, policy.cereals().perList())
                        : perGroup;
        List<RecommendationView.Item> items = chosen(ranked, needs, limit, cap).stream()
                .map(s -> item(s, effects, markers.isEmpty()))
                .toList();
        return new RecommendationView(now, profile, basis(markers), focus(effects), items, DISCLAIMER);
    }

    private List<ActiveEffect> activeEffects(Map<String, Marker> markers) {
        List<ActiveEffect> active = new ArrayList<>();
        for (RecommendationRules.Rule rule : rules.rules()) {
            List<Marker> flagged = rule.markers().stream()
                    .map(markers::get)
                    .filter(m -> m != null && rule.flag().equals(m.flag()))
                    .sorted(Comparator.comparingDouble(Marker::severity)
                            .reversed()
                            .thenComparing(Marker::key))
                    .toList();
            if (!flagged.isEmpty()) {
                double weight = 1 + flagged.get(0).severity();
                rule.effects().forEach(effect -> active.add(new ActiveEffect(effect, rule, flagged, weight)));
            }
        }
        return active;
    }

    /** Each limited nutrient's maximum per portion: the strictest of the active rules'. */
    private Map<String, Double> limits(List<ActiveEffect> effects) {
        Map<String, Double> limits = new LinkedHashMap<>();
        effects.stream()
                .map(ActiveEffect::effect)
                .filter(RecommendationRules.Effect::limits)
                .forEach(effect -> limits.merge(effect.nutrient(), rules.maxPerPortion(effect), Math::min));
        return limits;
    }

    private static List<Need> needs(List<ActiveEffect> effects) {
        Map<String, Need> needs = new LinkedHashMap<>();
        for (ActiveEffect active : effects) {
            RecommendationRules.Effect effect = active.effect();
            if (effect.increases()) {
                Need need = new Need(
                        effect.nutrient(),
                        active.weight() * effect.weight(),
                        active.weight() * effect.weightInAnimalFoods(),
                        effect.onlyInPlantFoods());
                needs.merge(effect.nutrient(), need, Need::and);
            }
        }
        return List.copyOf(needs.values());
    }

    /**
     * Eaten as named, allowed by the profile and the active rules, in the groups asked for, with
     * every limited nutrient known and within its maximum in the portion, and kept by every safety rule.
     */
    private boolean eligible(
            CandidateFood food, Set<String> forbidden, Map<String, Double> limits, String sex, String group) {
        if (food.notAsEaten() != null
                || !(group == null ? candidateGroup(food) : group.equals(food.groupCode()))
                || Double.isNaN(food.density())) {
            return false;
        }
        for (String foodClass : food.classes()) {
            if (forbidden.contains(foodClass)) {
                return false;
            }
        }
        for (Map.Entry<String, Double> limit : limits.entrySet()) {
            if (rules.advisedDespite(limit.getKey(), food)) {
                continue;
            }
            Double amount = food.perPortion(limit.getKey());
            if (amount == null || amount > limit.getValue()) {
                return false;
            }
        }
        for (RecommendationRules.SafetyRule rule : rules.safety()) {
            if (rule.leavesOut(food, sex)) {
                return false;
            }
        }
        return true;
    }

    /** A whole food, or a breakfast cereal whose portion keeps the sugars limit the policy names. */
    private boolean candidateGroup(CandidateFood food) {
        if (policy.cereals().group().equals(food.groupCode())) {
            String sugars = policy.cereals().sugarsWithinTheLimitOf();
            RecommendationRules.Limit limit = rules.limits().get(sugars);
            Double amount = food.perPortion(sugars);
            return amount != null && (limit == null || amount <= limit.maxPerPortion());
        }
        return policy.wholeFoodGroups().contains(food.groupCode());
    }

    private Scored score(CandidateFood food, List<Need> needs) {
        double score = food.density() / policy.scoring().densityDivisor();
        List<String> serves = new ArrayList<>();
        for (Need need : needs) {
            double share = need.appliesTo(food) ? rules.share(need.nutrient(), food) : Double.NaN;
            if (Double.isNaN(share)) {
                continue;
            }
            score += need.weightIn(food)
                    * policy.scoring().needPoints()
                    * Math.min(1, share / rules.claims().high());
            if (share >= rules.claims().goodSource()) {
                serves.add(need.nutrient());
            }
        }
        return new Scored(food, Math.round(score * 10) / 10.0, List.copyOf(serves));
    }

    /**
     * The list: one food at a time, the best by score plus the policy's coverage points for each need
     * it is a good source of that has fewer good sources in the list than it should (the better
     * ranked on a tie); at most {@code cap} of each food group and one of each kind while other
     * kinds are left. Shown best score first.
     */
    private List<Scored> chosen(List<Scored> ranked, List<Need> needs, int limit, ToIntFunction<String> cap) {
        RecommendationRules.Diversity diversity = policy.diversity();
        int wanted = needs.isEmpty()
                ? 0
                : Math.max(diversity.minSources(), Math.min(diversity.maxSources(), limit / needs.size()));
        Selection selection = new Selection(cap);
        Map<String, Integer> sources = new HashMap<>();
        List<Scored> chosen = new ArrayList<>();
        while (chosen.size() < limit) {
            List<String> shortNeeds = needs.stream()
                    .map(Need::nutrient)
                    .filter(n -> sources.getOrDefault(n, 0) < wanted)
                    .toList();
            Scored best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            double mostCoverage = policy.scoring().coveragePoints() * shortNeeds.size();
            for (Scored candidate : ranked) {
                if (candidate.score() + mostCoverage < bestValue) {
                    break; // ranked by score: no later candidate can do better
                }
                double value = value(candidate, shortNeeds);
                if (value > bestValue && selection.allows(candidate)) {
                    best = candidate;
                    bestValue = value;
                }
            }
            if (best == null && selection.repeatKinds()) {
                continue; // every kind is in: a long list goes on with a second of a kind
            }
            if (best == null) {
                break;
            }
            chosen.add(best);
            selection.take(best);
            best.serves().forEach(nutrient -> sources.merge(nutrient, 1, Integer::sum));
        }
        chosen.sort(Scored.RANKING);
        return chosen;
    }

    private double value(Scored candidate, List<String> shortNeeds) {
        double value = candidate.score();
        for (String nutrient : candidate.serves()) {
            if (shortNeeds.contains(nutrient)) {
                value += policy.scoring().coveragePoints();
            }
        }
        return value;
    }

    /** What the list holds so far: its food groups, kinds and foods, and which candidates it still allows. */
    private static final class Selection {

        private final ToIntFunction<String> cap;
        private final Map<String, Integer> groups = new HashMap<>();
        private final Set<String> kinds = new HashSet<>();
        private final Set<String> ids = new HashSet<>();
        private boolean sameKindAgain;

        Selection(ToIntFunction<String> cap) {
            this.cap = cap;
        }

        boolean allows(Scored candidate) {
            CandidateFood food = candidate.food();
            return groups.getOrDefault(food.groupCode(), 0) < cap.applyAsInt(food.groupCode())
                    && !ids.contains(food.id())
                    && (sameKindAgain || !kinds.contains(food.kind()));
        }

        /** Allows a second food of a kind from now on; false when it already did. */
        boolean repeatKinds() {
            if (sameKindAgain) {
                return false;
            }
            sameKindAgain = true;
            return true;
        }

        void take(Scored candidate) {
            groups.merge(candidate.food().groupCode(), 1, Integer::sum);
            kinds.add(candidate.food().kind());
            ids.add(candidate.food().id());
        }
    }

    /** The item, with its reasons ({@link RecommendationReasons}). */
    private RecommendationView.Item item(Scored scored, List<ActiveEffect> effects, boolean noLabs) {
        CandidateFood food = scored.food();
        FoodGroupView group = FoodGroupView.of(food.groupCode());
        return new RecommendationView.Item(
                new RecommendationView.FoodRef(food.id(), food.description(), group),
                scored.score(),
                reasons.of(food, effects, noLabs),
                food.serving().portion());
    }

    private static RecommendationView.Basis basis(Map<String, Marker> markers) {
        List<String> labResultIds = markers.values().stream()
                .map(Marker::labResultId)
                .distinct()
                .sorted()
                .toList();
        List<RecommendationView.MarkerView> used = markers.values().stream()
                .sorted(Comparator.comparing(Marker::name))
                .map(m -> new RecommendationView.MarkerView(
                        m.code(), m.name(), m.value(), m.unit(), m.flag(), m.collectedAt()))
                .toList();
        return new RecommendationView.Basis(labResultIds, used);
    }

    /** One entry per nutrient and direction, strongest first, with the markers behind it. */
    private static List<RecommendationView.Focus> focus(List<ActiveEffect> effects) {
        return ActiveEffect.strongestFirst(
                        effects, e -> List.of(e.target(), e.effect().direction().focus()))
                .stream()
                .map(same -> new RecommendationView.Focus(
                        same.get(0).target(),
                        same.get(0).effect().direction().focus(),
                        same.stream()
                                .flatMap(e -> e.markers().stream())
                                .map(Marker::code)
                                .distinct()
                                .toList()))
                .toList();
    }
}
