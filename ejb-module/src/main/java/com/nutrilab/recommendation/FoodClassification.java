package com.nutrilab.recommendation;

import com.nutrilab.platform.DataFiles;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import java.io.InputStream;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
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

    private record FoodClass(Set<String> groups, List<Pattern> patterns, List<Pattern> exceptions) {

        boolean contains(String description, String groupCode) {
            if (groups.contains(groupCode)) {
                return true;
            }
            return patterns.stream().anyMatch(p -> p.matcher(description).find())
                    && exceptions.stream().noneMatch(p -> p.matcher(description).find());
        }
    }

    private final Map<String, FoodClass> classes = new LinkedHashMap<>();
    private final Map<String, List<String>> diets = new LinkedHashMap<>();
    private final Map<String, List<String>> exclusions = new LinkedHashMap<>();

    private FoodClassification() {}

    public static FoodClassification read(InputStream json) {
        FoodClassification classification = new FoodClassification();
        try (JsonReader reader = Json.createReader(json)) {
            JsonObject root = reader.readObject();
            root.getJsonObject("classes").forEach((name, value) -> {
                JsonObject c = value.asJsonObject();
                classification.classes.put(
                        name,
                        new FoodClass(
                                Set.copyOf(strings(c, "groups")),
                                patterns(strings(c, "patterns")),
                                patterns(strings(c, "except"))));
            });
            root.getJsonObject("diets")
                    .forEach((name, value) ->
                            classification.diets.put(name, strings(root.getJsonObject("diets"), name)));
            root.getJsonObject("exclusions")
                    .forEach((name, value) ->
                            classification.exclusions.put(name, strings(root.getJsonObject("exclusions"), name)));
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

    private static List<Pattern> patterns(List<String> regexes) {
        return regexes.stream()
                .map(regex -> Pattern.compile(regex, Pattern.CASE_INSENSITIVE))
                .toList();
    }

    static List<String> strings(JsonObject object, String field) {
        if (!object.containsKey(field) || object.isNull(field)) {
            return List.of();
        }
        return object.getJsonArray(field).getValuesAs(JsonString.class).stream()
                .map(JsonString::getString)
                .toList();
    }
}
