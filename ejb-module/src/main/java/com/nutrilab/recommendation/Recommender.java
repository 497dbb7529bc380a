package com.nutrilab.recommendation;

import com.nutrilab.food.FoodGroupView;
import com.nutrilab.food.NutrientCatalog;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
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
    /** The groups of whole foods recommended unless a group is asked for (no spices, sweets, fast food, baby food). */
    static final Set<String> WHOLE_FOOD_GROUPS =
            Set.of("0100", "0500", "0900", "1000", "1100", "1200", "1300", "1500", "1600", "1700", "2000");
    /**
     * Breakfast cereals: fortified ones are among the first sources the NIH fact sheets name for
     * vitamin B12 (for vegans above all), iron, folate, vitamin D and zinc, but they are not whole
     * foods. Unless this group is asked for, a cereal is a candidate only as a good source of a need,
     * and only with no more sugars a portion than the rules' limit of sugars allows (DGA
     * 2020-2025: choose cereals lower in added sugars), whether or not a marker set the limit off.
     */
    static final String CEREALS = "0800";
    /** The nutrient whose limit a breakfast cereal chosen for a need keeps. */
    private static final String SUGARS = "sugars_g";
    /** At most this many breakfast cereals in a list: the rest of it names whole foods. */
    private static final int CEREALS_PER_LIST = 2;
    /**
     * The class of foods not eaten as they are (flours, powders, dried herbs, supplements): per
     * 100 g they look dense, but nobody eats 100 g of dried parsley.
     */
    static final String INGREDIENTS = "ingredient";
    /**
     * The class of foods few users could buy or would recognize (abiyuch, winged bean leaves, pork
     * lungs): left out of a list unless its group is asked for, so that a list names foods people eat.
     */
    static final String UNCOMMON = "uncommon";
    /**
     * Points for a need a portion meets at FDA's "high" share of the Daily Value or more (less: in
     * proportion), times the need's weight: more than the density of the densest greens (about 53),
     * so that a good source of what the markers ask for comes before a food chosen for density.
     */
    private static final double NEED_POINTS = 100;
    /**
     * Points a good source of a need earns while the list has fewer good sources of it than it
     * should: far more than any score, so that every need is met before the best-scored foods
     * fill the rest, and a food meeting two such needs comes before one meeting one.
     */
    private static final double COVERAGE_POINTS = 1_000;
    /** At most this many items of one food group (issue 46); a list longer than 33 allows more, evenly. */
    static final int PER_GROUP = 3;
    /** Good sources each need should have in the list: at least two, three when the list is long enough. */
    private static final int MIN_SOURCES = 2;

    private static final int MAX_SOURCES = 3;
    private final FoodClassification classification;
    private final RecommendationRules rules;

    public Recommender(FoodClassification classification, RecommendationRules rules) {
        rules.foodClasses().stream()
                .filter(foodClass -> !classification.knowsClass(foodClass))
                .findFirst()
                .ifPresent(foodClass -> {
                    throw new IllegalArgumentException("A rule names an unknown food class: " + foodClass);
                });
        this.classification = classification;
        this.rules = rules;
    }

    /**
     * A rule's effect set off by markers (those of the rule with its flag, the farthest out of
     * range first), with its weight: 1 plus how far out of range the first is.
     */
    record ActiveEffect(
            RecommendationRules.Effect effect, RecommendationRules.Rule rule, List<Marker> markers, double weight) {}

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

    /** An eligible food, its score, the needs its portion is a good source of, and its place in the ranking. */
    private record Scored(CandidateFood food, double score, List<String> serves, int rank) {

        Scored ranked(int rank) {
            return new Scored(food, score, serves, rank);
        }
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
        if (classification.knowsClass(INGREDIENTS)) {
            forbidden.add(INGREDIENTS);
        }
        if (group == null && classification.knowsClass(UNCOMMON)) {
            forbidden.add(UNCOMMON);
        }
        effects.stream()
                .filter(e -> e.effect().foodClass() != null)
                .forEach(e -> forbidden.add(e.effect().foodClass()));
        Map<String, Double> limits = limits(effects);
        List<Need> needs = needs(effects);

        List<Scored> scored = new ArrayList<>();
        for (CandidateFood food : foods) {
            if (eligible(food, forbidden, limits, profile.sex(), group)) {
                Scored candidate = score(food, needs);
                if (group != null
                        || !CEREALS.equals(food.groupCode())
                        || !candidate.serves().isEmpty()) {
                    scored.add(candidate);
                }
            }
        }
        scored.sort(Comparator.comparingDouble(Scored::score).reversed().thenComparing(s -> s.food()
                .id()));
        List<Scored> ranked = new ArrayList<>(scored.size());
        for (int i = 0; i < scored.size(); i++) {
            ranked.add(scored.get(i).ranked(i));
        }
        int perGroup = Math.max(PER_GROUP, -Math.floorDiv(-limit, WHOLE_FOOD_GROUPS.size()));
        ToIntFunction<String> cap = group != null
                ? code -> limit
                : code -> CEREALS.equals(code) ? Math.min(perGroup, CEREALS_PER_LIST) : perGroup;
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
                        "plant-iron".equals(effect.onlyWith()));
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
                || !(group == null ? candidateGroup(food, cerealSugars()) : group.equals(food.groupCode()))
                || Double.isNaN(food.density())) {
            return false;
        }
        for (String foodClass : food.classes()) {
            if (forbidden.contains(foodClass)) {
                return false;
            }
        }
        for (Map.Entry<String, Double> limit : limits.entrySet()) {
            if (advisedDespite(limit.getKey(), food)) {
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

    /** Grams of sugars a portion of a breakfast cereal chosen for a need may hold: the rules' sugars limit. */
    private double cerealSugars() {
        RecommendationRules.Limit sugars = rules.limits().get(SUGARS);
        return sugars == null ? Double.MAX_VALUE : sugars.maxPerPortion();
    }

    /** Whether the food is of a class the limit of the nutrient does not hold (whole fresh fruit and its sugars). */
    private boolean advisedDespite(String nutrient, CandidateFood food) {
        return rules.advisedDespiteLimit(nutrient).stream().anyMatch(food.classes()::contains);
    }

    /** A whole food, or a breakfast cereal low enough in sugars to be chosen for a need. */
    private static boolean candidateGroup(CandidateFood food, double cerealSugars) {
        if (CEREALS.equals(food.groupCode())) {
            Double sugars = food.perPortion(SUGARS);
            return sugars != null && sugars <= cerealSugars;
        }
        return WHOLE_FOOD_GROUPS.contains(food.groupCode());
    }

    private Scored score(CandidateFood food, List<Need> needs) {
        double score = food.density() / 10;
        List<String> serves = new ArrayList<>();
        for (Need need : needs) {
            double share = need.appliesTo(food) ? share(need.nutrient(), food) : Double.NaN;
            if (Double.isNaN(share)) {
                continue;
            }
            score += need.weightIn(food) * NEED_POINTS * Math.min(1, share / rules.high());
            if (share >= rules.goodSource()) {
                serves.add(need.nutrient());
            }
        }
        return new Scored(food, Math.round(score * 10) / 10.0, List.copyOf(serves), 0);
    }

    /**
     * The list: one food at a time, the best by score plus {@link #COVERAGE_POINTS} for each need
     * it is a good source of that has fewer good sources in the list than it should; at most
     * {@code cap} of each food group and one of each kind while other kinds are left. Shown best
     * score first.
     */
    private static List<Scored> chosen(List<Scored> ranked, List<Need> needs, int limit, ToIntFunction<String> cap) {
        int wanted = needs.isEmpty() ? 0 : Math.max(MIN_SOURCES, Math.min(MAX_SOURCES, limit / needs.size()));
        Map<String, List<Scored>> sourcesOf = new HashMap<>(); // each need's good sources, ranked
        for (Scored candidate : ranked) {
            candidate.serves().forEach(n -> sourcesOf
                    .computeIfAbsent(n, k -> new ArrayList<>())
                    .add(candidate));
        }
        Selection selection = new Selection(cap);
        Map<String, Integer> sources = new HashMap<>();
        List<Scored> chosen = new ArrayList<>();
        while (chosen.size() < limit) {
            List<String> short_ = needs.stream()
                    .map(Need::nutrient)
                    .filter(n -> sources.getOrDefault(n, 0) < wanted && sourcesOf.containsKey(n))
                    .toList();
            Scored best = selection.firstAllowed(ranked);
            double bestValue = best == null ? Double.NEGATIVE_INFINITY : value(best, short_);
            for (String need : short_) { // only a good source of a short need earns more than its score
                for (Scored candidate : sourcesOf.get(need)) {
                    if (candidate.score() + COVERAGE_POINTS * short_.size() < bestValue) {
                        break; // ranked by score: no later source can do better
                    }
                    double value = value(candidate, short_);
                    if (selection.allows(candidate)
                            && (value > bestValue || (value == bestValue && candidate.rank() < best.rank()))) {
                        best = candidate;
                        bestValue = value;
                    }
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
        chosen.sort(Comparator.comparingInt(Scored::rank));
        return chosen;
    }

    private static double value(Scored candidate, List<String> shortNeeds) {
        double value = candidate.score();
        for (String nutrient : candidate.serves()) {
            if (shortNeeds.contains(nutrient)) {
                value += COVERAGE_POINTS;
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
        /** The ranked candidates before it are never allowed again (groups fill, kinds and foods are taken). */
        private int head;

        Selection(ToIntFunction<String> cap) {
            this.cap = cap;
        }

        boolean allows(Scored candidate) {
            CandidateFood food = candidate.food();
            return groups.getOrDefault(food.groupCode(), 0) < cap.applyAsInt(food.groupCode())
                    && !ids.contains(food.id())
                    && (sameKindAgain || !kinds.contains(food.kind()));
        }

        Scored firstAllowed(List<Scored> ranked) {
            while (head < ranked.size() && !allows(ranked.get(head))) {
                head++;
            }
            return head < ranked.size() ? ranked.get(head) : null;
        }

        /** Allows a second food of a kind from now on; false when it already did. */
        boolean repeatKinds() {
            if (sameKindAgain) {
                return false;
            }
            sameKindAgain = true;
            head = 0;
            return true;
        }

        void take(Scored candidate) {
            groups.merge(candidate.food().groupCode(), 1, Integer::sum);
            kinds.add(candidate.food().kind());
            ids.add(candidate.food().id());
        }
    }

    /** One reason of an item: the amounts its portion gives, the markers they answer, and why. */
    private record Reason(List<String> amounts, List<Marker> markers, String why) {

        String text(String portion) {
            List<String> your = markers.stream()
                    .map(m -> "your " + m.name() + " was " + m.described()
                            + (m.collectedAt() == null ? "" : " on " + m.collectedAt()))
                    .toList();
            String markersText = your.size() == 1
                    ? your.get(0)
                    : String.join(", ", your.subList(0, your.size() - 1)) + " and " + your.get(your.size() - 1);
            return portion + ": " + String.join(", ", amounts) + " — " + markersText + "; " + why + ".";
        }
    }

    /**
     * The item and why: for each active rule, strongest first, the amounts of what it asks that the
     * portion gives (a good source of a need; a limited nutrient kept low), citing its markers; a
     * rule whose amounts an earlier reason cites adds its markers to that reason. Last, the
     * portion's density and the nutrients it is richest in.
     */
    private RecommendationView.Item item(Scored scored, List<ActiveEffect> effects, boolean noLabs) {
        CandidateFood food = scored.food();
        String portion = food.serving().label() + " of " + food.description();
        List<Reason> built = new ArrayList<>();
        Map<String, Reason> byNutrient = new HashMap<>();
        for (List<ActiveEffect> ofRule : byRule(effects)) {
            List<String> amounts = new ArrayList<>();
            List<String> nutrients = new ArrayList<>();
            Reason earlier = null;
            for (ActiveEffect active : ofRule) {
                RecommendationRules.Effect effect = active.effect();
                String nutrient = effect.nutrient();
                if (nutrient == null) {
                    continue;
                }
                if (byNutrient.containsKey(nutrient)) {
                    earlier = earlier == null ? byNutrient.get(nutrient) : earlier;
                } else if (effect.limits()) {
                    amounts.add(advisedDespite(nutrient, food) ? advised(nutrient, food) : limited(nutrient, food));
                    nutrients.add(nutrient);
                } else if ((!"plant-iron".equals(effect.onlyWith()) || food.plant())
                        && share(nutrient, food) >= rules.goodSource()) {
                    amounts.add(perPortion(nutrient, food));
                    nutrients.add(nutrient);
                }
            }
            List<Marker> markers = ofRule.get(0).markers();
            if (!amounts.isEmpty()) {
                Reason reason = new Reason(
                        amounts, new ArrayList<>(markers), ofRule.get(0).rule().reason());
                built.add(reason);
                nutrients.forEach(n -> byNutrient.put(n, reason));
            } else if (earlier != null) {
                for (Marker marker : markers) {
                    if (!earlier.markers().contains(marker)) {
                        earlier.markers().add(marker);
                    }
                }
            }
        }
        List<String> reasons = new ArrayList<>();
        built.forEach(reason -> reasons.add(reason.text(portion)));
        String density = portion + richIn(food) + " Nutrient density (NRF9.3) " + Amounts.format(food.density())
                + " per 100 kcal.";
        reasons.add(
                noLabs
                        ? "You have no lab results yet, so this is chosen for nutrient density alone. " + density
                        : density);
        FoodGroupView group = FoodGroupView.of(food.groupCode());
        return new RecommendationView.Item(
                new RecommendationView.FoodRef(food.id(), food.description(), group),
                scored.score(),
                reasons,
                food.serving().portion());
    }

    /** The active effects rule by rule, the strongest rule first (the file's order on a tie). */
    private static List<List<ActiveEffect>> byRule(List<ActiveEffect> effects) {
        Map<String, List<ActiveEffect>> byRule = new LinkedHashMap<>();
        effects.stream()
                .sorted(Comparator.comparingDouble(ActiveEffect::weight).reversed())
                .forEach(e -> byRule.computeIfAbsent(e.rule().id(), k -> new ArrayList<>())
                        .add(e));
        return List.copyOf(byRule.values());
    }

    /** ": 56 % of the Daily Value of fiber and 37 % of iron." for the two encouraged nutrients the portion gives most of. */
    private String richIn(CandidateFood food) {
        List<String> best = NutrientDensity.ENCOURAGED.stream()
                .filter(n -> share(n, food) >= rules.goodSource())
                .sorted(Comparator.comparingDouble((String n) -> -share(n, food)))
                .limit(2)
                .toList();
        if (best.isEmpty()) {
            return ".";
        }
        String first = Amounts.percent(share(best.get(0), food)) + " of the Daily Value of " + name(best.get(0));
        return ": " + first
                + (best.size() == 1
                        ? ""
                        : " and " + Amounts.percent(share(best.get(1), food)) + " of " + name(best.get(1)))
                + ".";
    }

    /** "6.59 mg iron (37 % of the Daily Value)". */
    private String perPortion(String nutrient, CandidateFood food) {
        return amount(nutrient, food.perPortion(nutrient)) + " (" + Amounts.percent(share(nutrient, food))
                + " of the Daily Value)";
    }

    /** "only 45 mg potassium (1 % of the Daily Value)", "no sugars". */
    private String limited(String nutrient, CandidateFood food) {
        double amount = food.perPortion(nutrient);
        if (amount == 0) {
            return "no " + name(nutrient);
        }
        double share = share(nutrient, food);
        return "only " + amount(nutrient, amount)
                + (Double.isNaN(share) ? "" : " (" + Amounts.percent(share) + " of the Daily Value)");
    }

    /** "7.03 g sugars, its own: whole fresh fruit is advised, not limited". */
    private String advised(String nutrient, CandidateFood food) {
        Double amount = food.perPortion(nutrient);
        String reason = rules.limits().get(nutrient).advisedReason();
        return (amount == null ? name(nutrient) : amount(nutrient, amount)) + (reason == null ? "" : ", " + reason);
    }

    /** The share of the nutrient's Daily Value in the food's portion; NaN when unknown. */
    private double share(String nutrient, CandidateFood food) {
        Double amount = food.perPortion(nutrient);
        Double dailyValue = rules.dailyValue(nutrient);
        return amount == null || dailyValue == null || dailyValue == 0 ? Double.NaN : amount / dailyValue;
    }

    private static String amount(String nutrient, double amount) {
        NutrientCatalog.Nutrient known = NutrientCatalog.byKey(nutrient).orElse(null);
        String unit = known == null ? "" : " " + known.unit();
        return Amounts.format(amount) + unit + " " + name(nutrient);
    }

    /** "iron", "fiber", "vitamin C": the catalogue's name, lower case but for vitamins' letters. */
    private static String name(String nutrient) {
        String name = NutrientCatalog.byKey(nutrient)
                .map(NutrientCatalog.Nutrient::name)
                .orElse(nutrient);
        return name.startsWith("Vitamin") ? "v" + name.substring(1) : name.toLowerCase(Locale.ROOT);
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
        Map<String, List<ActiveEffect>> byTarget = new LinkedHashMap<>();
        effects.stream()
                .sorted(Comparator.comparingDouble(ActiveEffect::weight).reversed())
                .forEach(e -> byTarget.computeIfAbsent(
                                target(e) + '|' + e.effect().direction().focus(), k -> new ArrayList<>())
                        .add(e));
        return byTarget.values().stream()
                .map(list -> new RecommendationView.Focus(
                        target(list.get(0)),
                        list.get(0).effect().direction().focus(),
                        list.stream()
                                .flatMap(e -> e.markers().stream())
                                .map(Marker::code)
                                .distinct()
                                .toList()))
                .toList();
    }

    private static String target(ActiveEffect e) {
        return e.effect().nutrient() != null
                ? e.effect().nutrient()
                : e.effect().foodClass();
    }
}
