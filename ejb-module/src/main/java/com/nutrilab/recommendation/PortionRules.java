package com.nutrilab.recommendation;

import com.nutrilab.food.Portion;
import com.nutrilab.platform.DataFiles;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which portion of a food a recommendation scores and cites: the operator-editable
 * {@code portions.json}, read with JSON-B into this record. The portion is the food's household
 * measure (USDA SR24) nearest to FDA's reference amount customarily consumed for its kind of food,
 * unless the measure is a package, a pound or far from that amount; else a cup, spoon or ounce
 * measure of the food scaled to the reference amount; else the reference amount itself.
 */
public record PortionRules(HouseholdMeasures householdMeasures, List<ReferenceAmount> referenceAmounts) {

    public static final String RESOURCE = "nutrilab/portions.json";
    /** The amounts a scaled measure is rounded to: people measure 1/3 cup, not 0.37 cup. */
    private static final double[] NICE = {1 / 4.0, 1 / 3.0, 1 / 2.0, 2 / 3.0, 3 / 4.0, 1, 1.25, 1.5, 2, 2.5, 3, 4};

    private static final Pattern CUP = Pattern.compile("^cups?\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern OUNCE = Pattern.compile("^oz\\b", Pattern.CASE_INSENSITIVE);
    /** What a measure says of its own amount ("cup (8 fl oz)"), untrue once it is scaled. */
    private static final Pattern PARENTHESIS = Pattern.compile("\\s*\\([^)]*\\)");

    /**
     * FDA's reference amount for a kind of food, and which foods are of that kind: those of
     * {@code groups} (or any group when it names none) whose name a pattern finds (or it has none)
     * and no {@code except} pattern does.
     *
     * @param cups the reference amount when FDA gives it by volume (the food's cup measure scaled), or null
     * @param amount with {@code measure}, how the reference amount is said when the food has no measure: 3 oz
     */
    public record ReferenceAmount(
            String category,
            double grams,
            Double cups,
            Double amount,
            String measure,
            Set<String> groups,
            List<NamePattern> patterns,
            List<NamePattern> except) {

        public ReferenceAmount {
            groups = Objects.requireNonNullElse(groups, Set.of());
            patterns = Objects.requireNonNullElse(patterns, List.of());
            except = Objects.requireNonNullElse(except, List.of());
        }

        boolean fits(String description, String groupCode) {
            return (groups.isEmpty() || groups.contains(groupCode)) && NamePattern.names(patterns, except, description);
        }
    }

    /** Which household measures may be a portion, and how near the reference amount. */
    public record HouseholdMeasures(double withinFactor, List<NamePattern> never, List<NamePattern> scalable) {

        public HouseholdMeasures {
            never = Objects.requireNonNullElse(never, List.of());
            scalable = Objects.requireNonNullElse(scalable, List.of());
        }
    }

    public static PortionRules read(InputStream json) {
        PortionRules read = DataFiles.json(json, PortionRules.class, "the portions");
        List<ReferenceAmount> amounts = read.referenceAmounts();
        ReferenceAmount last = amounts.isEmpty() ? null : amounts.get(amounts.size() - 1);
        if (last == null || !last.groups().isEmpty() || !last.patterns().isEmpty()) {
            throw new IllegalArgumentException(
                    "The last reference amount must fit every food (no groups, no patterns)");
        }
        for (ReferenceAmount amount : amounts) {
            if (amount.grams() <= 0 || (amount.amount() == null) != (amount.measure() == null)) {
                throw new IllegalArgumentException("Reference amount '" + amount.category()
                        + "' needs grams above 0, and an amount only with a measure");
            }
        }
        return read;
    }

    public static PortionRules shipped() {
        return read(DataFiles.resource(RESOURCE));
    }

    /** The reference amount of the food's kind: the first entry that fits it. */
    ReferenceAmount referenceAmountOf(String description, String groupCode) {
        return referenceAmounts.stream()
                .filter(amount -> amount.fits(description, groupCode))
                .findFirst()
                .orElseThrow(); // the last entry fits every food
    }

    /** The portion of the food a recommendation scores and cites, from its household measures (SR24's order). */
    public Serving servingOf(String description, String groupCode, List<Portion> measures) {
        ReferenceAmount kind = referenceAmountOf(description, groupCode);
        List<Portion> usable = measures.stream()
                .filter(m -> m.grams() > 0
                        && m.amount() > 0
                        && !NamePattern.anyFinds(householdMeasures.never(), m.description()))
                .toList();
        double reference = kind.grams();
        if (kind.cups() != null) {
            reference = firstCup(usable)
                    .map(cup -> kind.cups() * cup.grams() / cup.amount())
                    .orElse(kind.grams());
        }
        Portion inItsOwnMeasure = inTheReferenceMeasure(usable, kind);
        if (inItsOwnMeasure != null) {
            return new Serving(inItsOwnMeasure, Serving.Basis.HOUSEHOLD_MEASURE, kind.category());
        }
        Portion nearest = null;
        double nearestDistance = Math.log(householdMeasures.withinFactor()) + 1e-9;
        for (Portion measure : usable) {
            double distance = Math.abs(Math.log(measure.grams() / reference));
            if (distance < nearestDistance) {
                nearest = measure;
                nearestDistance = distance;
            }
        }
        if (nearest != null) {
            return new Serving(nearest, Serving.Basis.HOUSEHOLD_MEASURE, kind.category());
        }
        Portion scaled = scaled(usable, reference);
        if (scaled != null) {
            return new Serving(scaled, Serving.Basis.SCALED_MEASURE, kind.category());
        }
        Portion itself = kind.amount() != null && kind.cups() == null
                ? new Portion(kind.amount(), kind.measure(), kind.grams())
                : new Portion(reference, "g", reference);
        return new Serving(itself, Serving.Basis.REFERENCE_AMOUNT, kind.category());
    }

    /**
     * The reference amount in the household measure it is stated in, when the food has that
     * measure (2 tbsp of a paste with a "tbsp" measure, 3 oz of a fish with an "oz" one): the
     * serving its label gives, as FDA has labels state the reference amount in the household
     * measure closest to it. Null when the reference is not stated in a measure the food has.
     */
    private Portion inTheReferenceMeasure(List<Portion> usable, ReferenceAmount kind) {
        if (kind.measure() == null || kind.cups() != null) {
            return null;
        }
        // The measure itself, maybe with what it says of itself in parentheses: "oz", "tbsp (15 ml)",
        // not "oz serving 2.7 oz" or "oz grilled patties", which name something else.
        Pattern unit = Pattern.compile(
                "^" + Pattern.quote(kind.measure()) + "s?(\\s*\\([^)]*\\))?$", Pattern.CASE_INSENSITIVE);
        for (Portion measure : usable) {
            double perUnit = measure.grams() / measure.amount();
            if (unit.matcher(measure.description()).matches()
                    && Math.abs(Math.log(perUnit * kind.amount() / kind.grams()))
                            <= Math.log(householdMeasures.withinFactor())) {
                return Math.abs(measure.amount() - kind.amount()) < 1e-9 ? measure : scaledTo(measure, kind.amount());
            }
        }
        return null;
    }

    /**
     * A cup, spoon or ounce measure scaled to the reference amount and rounded to an amount people
     * measure (1/3 cup, 1 1/2 oz): of those, the one the rounding changes least.
     */
    private Portion scaled(List<Portion> usable, double reference) {
        Portion best = null;
        double bestError = Double.MAX_VALUE;
        for (Portion measure : withSpoons(usable)) {
            if (!NamePattern.anyFinds(householdMeasures.scalable(), measure.description())) {
                continue;
            }
            double wanted = measure.amount() * reference / measure.grams();
            double rounded = OUNCE.matcher(measure.description()).find()
                    ? Math.max(0.5, Math.round(wanted * 2) / 2.0)
                    : nice(wanted);
            double error = Math.abs(Math.log(rounded / wanted));
            if (wanted >= NICE[0] / 2 && wanted <= 2 * NICE[NICE.length - 1] && error < bestError) {
                best = scaledTo(measure, rounded);
                bestError = error;
            }
        }
        return best;
    }

    /**
     * The measures, and each cup measure also as tablespoons (16 to the cup): a reference amount
     * of two tablespoons is said in tablespoons, not as an eighth of a cup.
     */
    private static List<Portion> withSpoons(List<Portion> usable) {
        List<Portion> measures = new ArrayList<>(usable);
        firstCup(usable).ifPresent(cup -> measures.add(new Portion(cup.amount() * 16, "tbsp", cup.grams())));
        return measures;
    }

    /** The food's first cup measure: the one its reference amount in cups and its tablespoons are taken from. */
    private static Optional<Portion> firstCup(List<Portion> measures) {
        return measures.stream()
                .filter(m -> CUP.matcher(m.description()).find())
                .findFirst();
    }

    /** {@code amount} of the measure, its grams to a tenth, without what it said of its own amount. */
    private static Portion scaledTo(Portion measure, double amount) {
        return new Portion(
                amount,
                PARENTHESIS.matcher(measure.description()).replaceAll(""),
                Math.round(measure.grams() * amount / measure.amount() * 10) / 10.0);
    }

    private static double nice(double wanted) {
        double best = NICE[0];
        for (double candidate : NICE) {
            if (Math.abs(Math.log(candidate / wanted)) < Math.abs(Math.log(best / wanted))) {
                best = candidate;
            }
        }
        return best;
    }
}
