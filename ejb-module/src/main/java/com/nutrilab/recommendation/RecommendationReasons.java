package com.nutrilab.recommendation;

import com.nutrilab.food.NutrientCatalog;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The reasons of an item, written from the words of the rules file ({@code reasons}): for each
 * active rule, strongest first, the amounts of what it asks that the portion gives (a good source
 * of a need; a limited nutrient kept low, or a food it advises), citing its markers; a rule whose
 * amounts an earlier reason cites adds its markers to that reason. Last, the portion's density
 * and the nutrients it is richest in.
 */
final class RecommendationReasons {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

    private final RecommendationRules rules;
    private final RecommendationRules.ReasonTexts texts;

    RecommendationReasons(RecommendationRules rules) {
        this.rules = rules;
        this.texts = rules.reasons();
    }

    /** One reason of an item: the amounts its portion gives, the markers they answer, and why. */
    private record Reason(List<String> amounts, List<Marker> markers, String why) {}

    List<String> of(CandidateFood food, List<Recommender.ActiveEffect> effects, boolean noLabs) {
        String portion = food.serving().label() + " of " + food.description();
        List<Reason> built = new ArrayList<>();
        Map<String, Reason> byNutrient = new HashMap<>();
        for (List<Recommender.ActiveEffect> ofRule :
                Recommender.ActiveEffect.strongestFirst(effects, e -> e.rule().id())) {
            List<String> amounts = new ArrayList<>();
            List<String> nutrients = new ArrayList<>();
            Reason earlier = null;
            for (Recommender.ActiveEffect active : ofRule) {
                RecommendationRules.Effect effect = active.effect();
                String nutrient = effect.nutrient();
                if (nutrient == null) {
                    continue;
                }
                if (byNutrient.containsKey(nutrient)) {
                    earlier = earlier == null ? byNutrient.get(nutrient) : earlier;
                } else if (effect.limits()) {
                    amounts.add(
                            rules.advisedDespite(nutrient, food) ? advised(nutrient, food) : limited(nutrient, food));
                    nutrients.add(nutrient);
                } else if (effect.meetableBy(food)
                        && rules.share(nutrient, food) >= rules.claims().goodSource()) {
                    amounts.add(goodSource(nutrient, food));
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
        built.forEach(reason -> reasons.add(fill(
                texts.forRule(),
                Map.of(
                        "portion", portion,
                        "amounts", String.join(", ", reason.amounts()),
                        "markers", markers(reason.markers()),
                        "why", reason.why()))));
        String density = fill(
                texts.density(),
                Map.of("portion", portion, "richIn", richIn(food), "density", Amounts.format(food.density())));
        reasons.add(noLabs ? fill(texts.noLabs(), Map.of("density", density)) : density);
        return reasons;
    }

    /** "your ferritin was 9 ng/mL (LOW, range 15–150) on 2026-10-02 and your hemoglobin was …". */
    private String markers(List<Marker> markers) {
        List<String> your = markers.stream()
                .map(m -> fill(
                        m.collectedAt() == null ? texts.marker() : texts.markerOn(),
                        Map.of("marker", m.name(), "value", m.described(), "date", String.valueOf(m.collectedAt()))))
                .toList();
        return your.size() == 1
                ? your.get(0)
                : String.join(texts.markersSeparator(), your.subList(0, your.size() - 1))
                        + texts.markersLastSeparator()
                        + your.get(your.size() - 1);
    }

    /** ": 56 % of the Daily Value of fiber and 37 % of iron." for the two encouraged nutrients the portion gives most of. */
    private String richIn(CandidateFood food) {
        List<String> best = NutrientDensity.ENCOURAGED.stream()
                .filter(n -> rules.share(n, food) >= rules.claims().goodSource())
                .sorted(Comparator.comparingDouble((String n) -> -rules.share(n, food)))
                .limit(2)
                .toList();
        if (best.isEmpty()) {
            return texts.richInNone();
        }
        String percent = Amounts.percent(rules.share(best.get(0), food));
        if (best.size() == 1) {
            return fill(texts.richInOne(), Map.of("percent", percent, "nutrient", name(best.get(0))));
        }
        return fill(
                texts.richInTwo(),
                Map.of(
                        "percent", percent,
                        "nutrient", name(best.get(0)),
                        "percent2", Amounts.percent(rules.share(best.get(1), food)),
                        "nutrient2", name(best.get(1))));
    }

    /** "6.59 mg iron (37 % of the Daily Value)". */
    private String goodSource(String nutrient, CandidateFood food) {
        return fill(
                texts.goodSource(),
                Map.of(
                        "amount", amount(nutrient, food.perPortion(nutrient)),
                        "percent", Amounts.percent(rules.share(nutrient, food))));
    }

    /** "only 45 mg potassium (1 % of the Daily Value)", "no sugars". */
    private String limited(String nutrient, CandidateFood food) {
        double amount = food.perPortion(nutrient);
        if (amount == 0) {
            return fill(texts.limitedNone(), Map.of("nutrient", name(nutrient)));
        }
        double share = rules.share(nutrient, food);
        return Double.isNaN(share)
                ? fill(texts.limitedWithoutDailyValue(), Map.of("amount", amount(nutrient, amount)))
                : fill(texts.limited(), Map.of("amount", amount(nutrient, amount), "percent", Amounts.percent(share)));
    }

    /** "7.03 g sugars, the fruit's own: whole fresh fruit is advised, not limited". */
    private String advised(String nutrient, CandidateFood food) {
        Double amount = food.perPortion(nutrient);
        String why = rules.limits().get(nutrient).advisedReason();
        return amount == null
                ? fill(texts.advisedUnknown(), Map.of("nutrient", name(nutrient), "why", why == null ? "" : why))
                : fill(texts.advised(), Map.of("amount", amount(nutrient, amount), "why", why == null ? "" : why));
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

    /** The template with each {name} replaced by its value (a name without a value is left as it is). */
    static String fill(String template, Map<String, String> values) {
        Matcher placeholder = PLACEHOLDER.matcher(template);
        StringBuilder filled = new StringBuilder();
        while (placeholder.find()) {
            String value = values.get(placeholder.group(1));
            placeholder.appendReplacement(
                    filled, Matcher.quoteReplacement(value == null ? placeholder.group() : value));
        }
        placeholder.appendTail(filled);
        return filled.toString();
    }
}
