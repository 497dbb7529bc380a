package com.nutrilab.recommendation;

import com.nutrilab.food.FoodGroupView;
import com.nutrilab.food.NutrientCatalog;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Chooses foods for a user: nutrient density (NRF9.3) as the base, the rules' directions for the
 * user's out-of-range markers weighted by how far out they are, the profile's diet and
 * exclusions as absolute filters, variety across food groups. Plain Java and deterministic:
 * the same foods, markers and profile give the same list.
 */
public final class Recommender {

    public static final String DISCLAIMER = "These suggestions are general nutrition information computed from your "
            + "lab results and profile. They are not medical advice, diagnosis or treatment: talk to your doctor or a "
            + "registered dietitian before changing your diet, especially if you have a medical condition.";
    /** The groups of whole foods recommended unless a group is asked for (no spices, sweets, fast food, baby food). */
    static final Set<String> WHOLE_FOOD_GROUPS =
            Set.of("0100", "0500", "0900", "1000", "1100", "1200", "1300", "1500", "1600", "1700", "2000");
    /**
     * The class of foods not eaten as they are (flours, powders, dried herbs, supplements): per
     * 100 g they look dense, but nobody eats 100 g of dried parsley.
     */
    static final String INGREDIENTS = "ingredient";
    /** Points for a food that gives 20 % of the daily value in 100 g ("high in", FDA) of a nutrient a rule asks for. */
    private static final double RULE_POINTS = 40;
    /** A food counts as "high in" a nutrient from this share of its daily value per 100 g. */
    private static final double HIGH_SHARE = 0.20;
    /** And as "low in" one up to this share (FDA: 5 % DV or less is low). */
    private static final double LOW_SHARE = 0.05;

    private final FoodClassification classification;
    private final RecommendationRules rules;

    public Recommender(FoodClassification classification, RecommendationRules rules) {
        this.classification = classification;
        this.rules = rules;
    }

    /** A rule's effect set off by a marker, with its weight: 1 plus how far out of range the marker is. */
    record ActiveEffect(
            RecommendationRules.Effect effect, RecommendationRules.Rule rule, Marker marker, double weight) {}

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
        effects.stream()
                .filter(e -> e.effect().foodClass() != null)
                .forEach(e -> forbidden.add(e.effect().foodClass()));

        List<Scored> scored = new ArrayList<>();
        for (CandidateFood food : foods) {
            if (Double.isNaN(food.density())
                    || food.notAsEaten() != null
                    || food.classes().stream().anyMatch(forbidden::contains)
                    || !(group == null
                            ? WHOLE_FOOD_GROUPS.contains(food.groupCode())
                            : group.equals(food.groupCode()))) {
                continue;
            }
            scored.add(score(food, effects));
        }
        scored.sort(Comparator.comparingDouble(Scored::score).reversed().thenComparing(s -> s.food()
                .id()));
        List<RecommendationView.Item> items = varied(scored, limit).stream()
                .map(s -> item(s, effects, markers.isEmpty()))
                .toList();
        return new RecommendationView(now, profile, basis(markers), focus(effects), items, DISCLAIMER);
    }

    private List<ActiveEffect> activeEffects(Map<String, Marker> markers) {
        List<ActiveEffect> active = new ArrayList<>();
        for (RecommendationRules.Rule rule : rules.rules()) {
            Marker strongest = rule.markers().stream()
                    .map(markers::get)
                    .filter(m -> m != null && rule.flag().equals(m.flag()))
                    .max(Comparator.comparingDouble(Marker::severity).thenComparing(Marker::key))
                    .orElse(null);
            if (strongest != null) {
                rule.effects()
                        .forEach(effect ->
                                active.add(new ActiveEffect(effect, rule, strongest, 1 + strongest.severity())));
            }
        }
        return active;
    }

    private record Scored(CandidateFood food, double score) {}

    private Scored score(CandidateFood food, List<ActiveEffect> effects) {
        double score = food.density() / 10;
        for (ActiveEffect active : effects) {
            RecommendationRules.Effect effect = active.effect();
            if (effect.nutrient() == null || !applies(effect, food)) {
                continue;
            }
            double share = share(effect.nutrient(), food);
            if (Double.isNaN(share)) {
                continue;
            }
            double points = active.weight() * RULE_POINTS * Math.min(1, share / HIGH_SHARE);
            score += "increase".equals(effect.direction()) ? points : -points;
        }
        return new Scored(food, Math.round(score * 10) / 10.0);
    }

    /** At most a quarter of the list (and at least 2) from one food group, one food per kind ("Spinach, ..."). */
    private static List<Scored> varied(List<Scored> ranked, int limit) {
        int perGroup = Math.max(2, limit / 4);
        Map<String, Integer> groups = new HashMap<>();
        Set<String> kinds = new LinkedHashSet<>();
        List<Scored> chosen = new ArrayList<>();
        for (Scored candidate : ranked) {
            if (chosen.size() == limit) {
                break;
            }
            String kind = candidate.food().description().split(",")[0].strip().toLowerCase(Locale.ROOT);
            if (groups.getOrDefault(candidate.food().groupCode(), 0) < perGroup && kinds.add(kind)) {
                groups.merge(candidate.food().groupCode(), 1, Integer::sum);
                chosen.add(candidate);
            }
        }
        for (Scored candidate : ranked) { // fewer groups than the list needs: fill with the next best
            if (chosen.size() == limit) {
                break;
            }
            if (!chosen.contains(candidate)) {
                chosen.add(candidate);
            }
        }
        return chosen;
    }

    private RecommendationView.Item item(Scored scored, List<ActiveEffect> effects, boolean noLabs) {
        CandidateFood food = scored.food();
        List<String> reasons = new ArrayList<>();
        Set<String> cited = new LinkedHashSet<>();
        for (ActiveEffect active : effects) {
            RecommendationRules.Effect effect = active.effect();
            if (effect.nutrient() == null || !applies(effect, food) || !cited.add(effect.nutrient())) {
                continue;
            }
            double share = share(effect.nutrient(), food);
            boolean increase = "increase".equals(effect.direction());
            if (Double.isNaN(share) || (increase ? share < HIGH_SHARE / 2 : share > LOW_SHARE)) {
                continue;
            }
            reasons.add(food.description() + ": " + (increase ? "" : "only ") + amount(effect.nutrient(), food)
                    + " per 100 g — your " + active.marker().name() + " was "
                    + active.marker().described()
                    + (active.marker().collectedAt() == null
                            ? ""
                            : " on " + active.marker().collectedAt())
                    + "; " + active.rule().reason() + ".");
        }
        String density = "Nutrient density (NRF9.3) " + Amounts.format(food.density()) + " per 100 kcal" + richIn(food);
        reasons.add(
                noLabs
                        ? "You have no lab results yet, so this is chosen for nutrient density alone. " + density
                        : density);
        FoodGroupView group = FoodGroupView.of(food.groupCode());
        return new RecommendationView.Item(
                new RecommendationView.FoodRef(food.id(), food.description(), group),
                scored.score(),
                reasons,
                food.portion());
    }

    /** "; rich in vitamin C (120 % DV) and fiber (25 % DV)" for the two best encouraged nutrients. */
    private String richIn(CandidateFood food) {
        List<String> best = NutrientDensity.ENCOURAGED.stream()
                .filter(n -> NutrientDensity.percentOfDailyValue(n, food.nutrients(), rules) >= 10)
                .sorted(Comparator.comparingDouble(
                        (String n) -> -NutrientDensity.percentOfDailyValue(n, food.nutrients(), rules)))
                .limit(2)
                .map(n ->
                        name(n) + " (" + Amounts.format(NutrientDensity.percentOfDailyValue(n, food.nutrients(), rules))
                                + " % of the daily value in 100 g)")
                .toList();
        return best.isEmpty() ? "." : "; rich in " + String.join(" and ", best) + ".";
    }

    private static boolean applies(RecommendationRules.Effect effect, CandidateFood food) {
        return !"plant-iron".equals(effect.onlyWith()) || food.isPlant();
    }

    /** The share of the nutrient's daily value in 100 g; NaN when unknown. */
    private double share(String nutrient, CandidateFood food) {
        Double amount = food.amount(nutrient);
        Double dailyValue = rules.dailyValue(nutrient);
        return amount == null || dailyValue == null || dailyValue == 0 ? Double.NaN : amount / dailyValue;
    }

    private static String amount(String nutrient, CandidateFood food) {
        NutrientCatalog.Nutrient known = NutrientCatalog.byKey(nutrient).orElse(null);
        String unit = known == null ? "" : " " + known.unit();
        return Amounts.format(food.amount(nutrient)) + unit + " " + name(nutrient);
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
                .forEach(e -> byTarget.computeIfAbsent(target(e) + '|' + direction(e), k -> new ArrayList<>())
                        .add(e));
        return byTarget.values().stream()
                .map(list -> new RecommendationView.Focus(
                        target(list.get(0)),
                        direction(list.get(0)),
                        list.stream().map(e -> e.marker().code()).distinct().toList()))
                .toList();
    }

    private static String target(ActiveEffect e) {
        return e.effect().nutrient() != null
                ? e.effect().nutrient()
                : e.effect().foodClass();
    }

    private static String direction(ActiveEffect e) {
        return "avoid".equals(e.effect().direction()) ? "limit" : e.effect().direction();
    }
}
