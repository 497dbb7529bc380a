package com.nutrilab.recommendation;

import com.nutrilab.platform.DataFiles;
import java.io.InputStream;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

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
    public record FoodClass(
            Set<String> groups, Set<String> inGroups, List<NamePattern> patterns, List<NamePattern> except) {

        public FoodClass {
            groups = Objects.requireNonNullElse(groups, Set.of());
            inGroups = Objects.requireNonNullElse(inGroups, Set.of());
            patterns = Objects.requireNonNullElse(patterns, List.of());
            except = Objects.requireNonNullElse(except, List.of());
        }

        boolean contains(String description, String groupCode) {
            if (!inGroups.isEmpty() && !inGroups.contains(groupCode)) {
                return false;
            }
            return groups.contains(groupCode)
                    || (!patterns.isEmpty() && NamePattern.names(patterns, except, description));
        }
    }

    /**
     * A form of food nobody eats as it is (raw meat, dry rice, flour, a peel, infant formula), from
     * the file's {@code notAsEaten} list: a food is left out by the rule when its USDA group is one of
     * {@code groups} (or the rule names none), it belongs to one of {@code classes} (or the rule names
     * none), one of {@code patterns} matches its name (or the rule has none) and none of
     * {@code except} does. {@code reason} and {@code source} say why, in plain words.
     */
    public record NotAsEatenRule(
            String name,
            String reason,
            String source,
            Set<String> groups,
            Set<String> classes,
            List<NamePattern> patterns,
            List<NamePattern> except) {

        public NotAsEatenRule {
            groups = Objects.requireNonNullElse(groups, Set.of());
            classes = Objects.requireNonNullElse(classes, Set.of());
            patterns = Objects.requireNonNullElse(patterns, List.of());
            except = Objects.requireNonNullElse(except, List.of());
        }

        boolean leavesOut(String description, String groupCode, Set<String> foodClasses) {
            if (!groups.isEmpty() && !groups.contains(groupCode)) {
                return false;
            }
            if (!classes.isEmpty() && classes.stream().noneMatch(foodClasses::contains)) {
                return false;
            }
            return NamePattern.names(patterns, except, description);
        }
    }

    /**
     * The file as JSON-B reads it (in the file's order: the diets and exclusions are listed so).
     *
     * @param diets each diet and the classes it forbids
     * @param exclusions each exclusion a profile may name and the classes it forbids
     */
    public record ClassesFile(
            LinkedHashMap<String, FoodClass> classes,
            LinkedHashMap<String, List<String>> diets,
            LinkedHashMap<String, List<String>> exclusions,
            List<NotAsEatenRule> notAsEaten) {

        public ClassesFile {
            notAsEaten = Objects.requireNonNullElse(notAsEaten, List.of());
        }
    }

    private final ClassesFile file;

    private FoodClassification(ClassesFile file) {
        this.file = file;
    }

    public static FoodClassification read(InputStream json) {
        ClassesFile file = DataFiles.json(json, ClassesFile.class, "the food classes");
        for (NotAsEatenRule rule : file.notAsEaten()) {
            if (rule.groups().isEmpty()
                    && rule.classes().isEmpty()
                    && rule.patterns().isEmpty()) {
                throw new IllegalArgumentException("Not-as-eaten rule " + rule.name() + " would leave out every food");
            }
            if (!file.classes().keySet().containsAll(rule.classes())) {
                throw new IllegalArgumentException("Not-as-eaten rule " + rule.name() + " names unknown food classes");
            }
        }
        Set<String> named = new HashSet<>();
        file.diets().values().forEach(named::addAll);
        file.exclusions().values().forEach(named::addAll);
        named.removeAll(file.classes().keySet());
        if (!named.isEmpty()) {
            throw new IllegalArgumentException("Diets or exclusions name unknown food classes: " + named);
        }
        return new FoodClassification(file);
    }

    public static FoodClassification shipped() {
        return read(DataFiles.resource(RESOURCE));
    }

    /** Every class the food belongs to. */
    public Set<String> classesOf(String description, String groupCode) {
        Set<String> of = new TreeSet<>();
        file.classes().forEach((name, foodClass) -> {
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
        for (NotAsEatenRule rule : file.notAsEaten()) {
            if (rule.leavesOut(description, groupCode, foodClasses)) {
                return rule.name();
            }
        }
        return null;
    }

    /** The {@code notAsEaten} rules in the file's order. */
    List<NotAsEatenRule> notAsEatenRules() {
        return List.copyOf(file.notAsEaten());
    }

    /** The classes a profile forbids: its diet's and every exclusion's. */
    public Set<String> forbidden(String diet, List<String> excluded) {
        Set<String> forbidden = new TreeSet<>(file.diets().getOrDefault(diet, List.of()));
        excluded.forEach(exclusion -> forbidden.addAll(file.exclusions().getOrDefault(exclusion, List.of())));
        return forbidden;
    }

    /** The diets a profile may name, in the file's order. */
    public List<String> diets() {
        return List.copyOf(file.diets().keySet());
    }

    /** The exclusions a profile may name, in the file's order (the order a profile lists them in). */
    public List<String> exclusions() {
        return List.copyOf(file.exclusions().keySet());
    }

    public boolean knowsClass(String name) {
        return file.classes().containsKey(name);
    }
}
