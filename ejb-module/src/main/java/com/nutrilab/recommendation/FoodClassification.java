package com.nutrilab.recommendation;

import com.nutrilab.platform.DataFiles;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which foods each diet allows and what each exclusion removes, read from the operator-editable
 * {@code food-classes.json}: a food is in a class by its USDA group, or by a pattern of its name
 * (composite foods say what they hold: "Soup, chicken noodle") unless an exception matches.
 */
public final class FoodClassification {

    public static final String RESOURCE = "nutrilab/food-classes.json";
    /** The classes of animal origin: a food in none of them counts as a plant food. */
    static final Set<String> ANIMAL =
            Set.of("meat", "poultry", "pork", "fish", "shellfish", "dairy", "egg", "honey", "gelatin");

    /**
     * A class: every food of {@code groups}, and the foods whose name a pattern finds and no
     * exception does; with {@code inGroups}, only foods of those groups are in it at all.
     */
    private record FoodClass(
            Set<String> groups, Set<String> inGroups, List<NamePattern> patterns, List<NamePattern> exceptions) {

        boolean contains(String description, String groupCode) {
            if (!inGroups.isEmpty() && !inGroups.contains(groupCode)) {
                return false;
            }
            if (groups.contains(groupCode)) {
                return true;
            }
            String lower = description.toLowerCase(Locale.ROOT);
            return patterns.stream().anyMatch(p -> p.find(description, lower))
                    && exceptions.stream().noneMatch(p -> p.find(description, lower));
        }
    }

    /**
     * A name pattern and the words every match of it must contain, when the pattern starts with
     * them and has no alternative: most patterns are a word ("\\bbeef"), and checking that the name
     * contains it is far cheaper than running the expression. Classifying the 7,907 foods against
     * the ~2,700 patterns took 13 s of a node's start without this.
     */
    record NamePattern(Pattern regex, String requiredText) {

        private static final Pattern LEADING_TEXT = Pattern.compile("^(?:\\\\b)?([A-Za-z ,'-]+)");

        static NamePattern of(String regex) {
            return new NamePattern(Pattern.compile(regex, Pattern.CASE_INSENSITIVE), requiredTextOf(regex));
        }

        /** The leading letters every match contains (lower case), or null when there are none to rely on. */
        private static String requiredTextOf(String regex) {
            Matcher leading = LEADING_TEXT.matcher(regex);
            if (regex.contains("|") || !leading.find()) {
                return null;
            }
            String text = leading.group(1);
            String next = regex.substring(leading.end(), Math.min(regex.length(), leading.end() + 1));
            if (next.equals("?") || next.equals("*") || next.equals("{")) {
                text = text.substring(0, text.length() - 1); // that letter is optional
            }
            return text.isEmpty() ? null : text.toLowerCase(Locale.ROOT);
        }

        boolean find(String description, String lowerCaseDescription) {
            return (requiredText == null || lowerCaseDescription.contains(requiredText))
                    && regex.matcher(description).find();
        }
    }

    /**
     * A form of food nobody eats as it is (raw meat, dry rice, flour, a peel, infant formula), from
     * the file's {@code notAsEaten} list: a food is left out by the rule when its USDA group is one of
     * {@code groups} (or the rule names none), it belongs to one of {@code classes} (or the rule names
     * none), one of {@code patterns} matches its name (or the rule has none) and none of
     * {@code except} does. {@code reason} and {@code source} say why, in plain words.
     */
    record NotAsEatenRule(
            String name,
            String reason,
            String source,
            Set<String> groups,
            Set<String> classes,
            List<NamePattern> patterns,
            List<NamePattern> exceptions) {

        boolean leavesOut(String description, String groupCode, Set<String> foodClasses) {
            if (!groups.isEmpty() && !groups.contains(groupCode)) {
                return false;
            }
            if (!classes.isEmpty() && classes.stream().noneMatch(foodClasses::contains)) {
                return false;
            }
            String lower = description.toLowerCase(Locale.ROOT);
            return (patterns.isEmpty() || patterns.stream().anyMatch(p -> p.find(description, lower)))
                    && exceptions.stream().noneMatch(p -> p.find(description, lower));
        }
    }

    private final Map<String, FoodClass> classes = new LinkedHashMap<>();
    private final List<NotAsEatenRule> notAsEaten = new ArrayList<>();
    private final Map<String, List<String>> diets = new LinkedHashMap<>();
    private final Map<String, List<String>> exclusions = new LinkedHashMap<>();

    private FoodClassification() {}

    /** The file as JSON-B reads it (in the file's order: the diets and exclusions are listed so). */
    public record ClassesFile(
            LinkedHashMap<String, ClassEntry> classes,
            LinkedHashMap<String, List<String>> diets,
            LinkedHashMap<String, List<String>> exclusions,
            List<NotAsEatenEntry> notAsEaten) {}

    /** A class as the file states it: name patterns as text. */
    public record ClassEntry(List<String> groups, List<String> inGroups, List<String> patterns, List<String> except) {}

    /** A not-as-eaten rule as the file states it. */
    public record NotAsEatenEntry(
            String name,
            String reason,
            String source,
            List<String> groups,
            List<String> classes,
            List<String> patterns,
            List<String> except) {}

    public static FoodClassification read(InputStream json) {
        ClassesFile file = DataFiles.json(json, ClassesFile.class, "the food classes");
        FoodClassification classification = new FoodClassification();
        file.classes()
                .forEach((name, c) -> classification.classes.put(
                        name,
                        new FoodClass(
                                Set.copyOf(orNone(c.groups())),
                                Set.copyOf(orNone(c.inGroups())),
                                patterns(orNone(c.patterns())),
                                patterns(orNone(c.except())))));
        file.diets().forEach((name, classes) -> classification.diets.put(name, List.copyOf(classes)));
        file.exclusions().forEach((name, classes) -> classification.exclusions.put(name, List.copyOf(classes)));
        if (file.notAsEaten() != null) {
            file.notAsEaten()
                    .forEach(r -> classification.notAsEaten.add(new NotAsEatenRule(
                            r.name(),
                            r.reason(),
                            r.source() == null ? "" : r.source(),
                            Set.copyOf(orNone(r.groups())),
                            Set.copyOf(orNone(r.classes())),
                            patterns(orNone(r.patterns())),
                            patterns(orNone(r.except())))));
        }
        for (NotAsEatenRule rule : classification.notAsEaten) {
            if (rule.groups().isEmpty()
                    && rule.classes().isEmpty()
                    && rule.patterns().isEmpty()) {
                throw new IllegalArgumentException("Not-as-eaten rule " + rule.name() + " would leave out every food");
            }
            if (!classification.classes.keySet().containsAll(rule.classes())) {
                throw new IllegalArgumentException("Not-as-eaten rule " + rule.name() + " names unknown food classes");
            }
        }
        Set<String> named = new HashSet<>();
        classification.diets.values().forEach(named::addAll);
        classification.exclusions.values().forEach(named::addAll);
        named.removeAll(classification.classes.keySet());
        if (!named.isEmpty()) {
            throw new IllegalArgumentException("Diets or exclusions name unknown food classes: " + named);
        }
        return classification;
    }

    public static FoodClassification shipped() {
        return read(DataFiles.resource(RESOURCE));
    }

    /** Every class the food belongs to. */
    public Set<String> classesOf(String description, String groupCode) {
        Set<String> of = new TreeSet<>();
        classes.forEach((name, foodClass) -> {
            if (foodClass.contains(description, groupCode)) {
                of.add(name);
            }
        });
        return of;
    }

    /**
     * The first {@code notAsEaten} rule that leaves the food out (it is not eaten in this form:
     * "Beef, liver, raw", "Rice, white, raw", "Lemon peel, raw"), or null when it is eaten as named.
     */
    public String notAsEaten(String description, String groupCode, Set<String> foodClasses) {
        for (NotAsEatenRule rule : notAsEaten) {
            if (rule.leavesOut(description, groupCode, foodClasses)) {
                return rule.name();
            }
        }
        return null;
    }

    /** The {@code notAsEaten} rules in the file's order. */
    List<NotAsEatenRule> notAsEatenRules() {
        return List.copyOf(notAsEaten);
    }

    /** The classes a profile forbids: its diet's and every exclusion's. */
    public Set<String> forbidden(String diet, List<String> excluded) {
        Set<String> forbidden = new TreeSet<>(diets.getOrDefault(diet, List.of()));
        excluded.forEach(exclusion -> forbidden.addAll(exclusions.getOrDefault(exclusion, List.of())));
        return forbidden;
    }

    /** The diets a profile may name, in the file's order. */
    public List<String> diets() {
        return List.copyOf(diets.keySet());
    }

    /** The exclusions a profile may name, in the file's order (the order a profile lists them in). */
    public List<String> exclusions() {
        return List.copyOf(exclusions.keySet());
    }

    public boolean knowsClass(String name) {
        return classes.containsKey(name);
    }

    private static List<NamePattern> patterns(List<String> regexes) {
        return regexes.stream().map(NamePattern::of).toList();
    }

    private static List<String> orNone(List<String> values) {
        return values == null ? List.of() : values;
    }
}
