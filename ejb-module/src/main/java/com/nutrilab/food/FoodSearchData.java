package com.nutrilab.food;

import com.nutrilab.platform.DataFiles;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What the food search knows of how people eat and what they call foods, read from the
 * operator-editable {@code food-search.json} (config jar, beside {@code food-classes.json}):
 * the words people use for foods (synonyms), the first name parts that only say what kind of
 * food follows, and the signals that make a food the common one: how few qualifiers its name
 * carries, how completely USDA analysed it, whether USDA's survey database (FNDDS) uses it, and
 * weighted rules on its group and name (cooked forms of foods eaten cooked, generic before brand,
 * baby, restaurant or specialty forms). docs/foods.md describes each.
 */
public final class FoodSearchData {

    public static final String RESOURCE = "nutrilab/food-search.json";

    /**
     * The words people type for a food, and what USDA's names call it. {@code example}: a pattern
     * of the name of a food a search finds in its top 3 for each typed word, alone or, where
     * {@code tried} is given, put in its place ("{} chicken breast").
     */
    public record Synonym(List<String> typed, List<String> means, String tried, String example) {

        public Synonym {
            tried = tried == null ? "{}" : tried;
        }
    }

    /**
     * The foods people eat cooked, whose raw or dry form is what goes into the pot: every food of
     * {@code groups} (meat, fish, legumes, grains), and the foods of other groups whose name
     * {@code foods} finds from its start (potatoes, winter squash, plantains).
     */
    public record EatenCooked(Set<String> groups, Pattern foods) {

        boolean includes(String description, String group) {
            return groups.contains(group)
                    || (foods != null && foods.matcher(description).lookingAt());
        }
    }

    /**
     * A rule of how common a food is: it applies to a food in one of {@code groups} (any group if
     * none), in none of {@code exceptGroups}, whose name {@code pattern} finds (any name if none),
     * and, when {@code eatenCooked} is given, to foods eaten cooked only (true) or to the others
     * only (false); a food's plainness is multiplied by the factor of every rule that applies.
     */
    public record Signal(
            String name,
            Set<String> groups,
            Set<String> exceptGroups,
            Boolean eatenCooked,
            Pattern pattern,
            double factor) {

        boolean appliesTo(String description, String group, EatenCooked cooked) {
            return (groups.isEmpty() || groups.contains(group))
                    && !exceptGroups.contains(group)
                    && (eatenCooked == null || eatenCooked == cooked.includes(description, group))
                    && (pattern == null || pattern.matcher(description).find());
        }
    }

    private final SearchFile file;
    /** The first name parts that only say what kind of food follows, lower case. */
    private final Set<String> categories;

    private final List<Pattern> uncountedQualifiers;
    private final EatenCooked eatenCooked;
    private final List<Signal> signals;
    /** Each typed phrase (its words, lower case, space-separated) → the words of each phrase it means. */
    private final Map<String, List<List<String>>> meanings = new LinkedHashMap<>();

    private final int longestTyped;

    private FoodSearchData(SearchFile file) {
        this.file = file;
        this.categories =
                file.categories().stream().map(c -> c.toLowerCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());
        this.uncountedQualifiers = file.qualifiers().notCounted().stream()
                .map(p -> Pattern.compile(p, Pattern.CASE_INSENSITIVE))
                .toList();
        EatenCookedEntry cooked =
                file.eatenCooked() == null ? new EatenCookedEntry(List.of(), null) : file.eatenCooked();
        this.eatenCooked = new EatenCooked(
                cooked.groups() == null ? Set.of() : Set.copyOf(cooked.groups()),
                cooked.foods() == null ? null : Pattern.compile(cooked.foods(), Pattern.CASE_INSENSITIVE));
        this.signals = file.signals().stream().map(SignalEntry::compiled).toList();
        int longest = 0;
        for (Synonym synonym : file.synonyms()) {
            for (String typed : synonym.typed()) {
                // As the query's words are compared: lower case, single spaces.
                String key = String.join(" ", FoodQueries.terms(FoodQueries.EXACT, typed));
                if (meanings.containsKey(key)) {
                    throw new IllegalArgumentException("\"" + typed + "\" is typed for two synonyms");
                }
                meanings.put(
                        key,
                        synonym.means().stream()
                                .map(meaning -> FoodQueries.terms(FoodQueries.EXACT, meaning))
                                .toList());
                longest = Math.max(longest, key.split(" ").length);
            }
        }
        this.longestTyped = longest;
    }

    /** The file as JSON-B reads it. */
    public record SearchFile(
            List<String> categories,
            List<Synonym> synonyms,
            Qualifiers qualifiers,
            Completeness completeness,
            Survey survey,
            EatenCookedEntry eatenCooked,
            List<SignalEntry> signals) {}

    /** Name parts that count as qualifiers, and those that do not. */
    public record Qualifiers(double perQualifier, List<String> notCounted) {}

    /** The floor of the completeness factor. */
    public record Completeness(double floor) {}

    /** The factors of USDA's survey flag. */
    public record Survey(double in, double notIn) {}

    /** The foods eaten cooked, as the file states them. */
    public record EatenCookedEntry(List<String> groups, String foods) {}

    /** A signal as the file states it: its pattern as text. */
    public record SignalEntry(
            String name,
            List<String> groups,
            List<String> exceptGroups,
            Boolean eatenCooked,
            String pattern,
            Boolean caseSensitive,
            double factor) {

        Signal compiled() {
            int flags = Boolean.TRUE.equals(caseSensitive) ? 0 : Pattern.CASE_INSENSITIVE;
            return new Signal(
                    name,
                    groups == null ? Set.of() : Set.copyOf(groups),
                    exceptGroups == null ? Set.of() : Set.copyOf(exceptGroups),
                    eatenCooked,
                    pattern == null ? null : Pattern.compile(pattern, flags),
                    factor);
        }
    }

    public static FoodSearchData read(InputStream json) {
        return new FoodSearchData(DataFiles.json(json, SearchFile.class, "the food search's data"));
    }

    public List<Synonym> synonyms() {
        return file.synonyms();
    }

    /** Whether a first name part only says what kind of food follows ("Nuts" of "Nuts, almonds"). */
    boolean isCategory(String firstPart) {
        return categories.contains(firstPart.strip().toLowerCase(Locale.ROOT));
    }

    /** At most this many other readings of one query ("diet coke": 2 phrases with their meanings). */
    private static final int MAX_READINGS = 16;

    /**
     * The other readings of the typed words: the synonym phrases found in them (longest first,
     * left to right), each as typed or replaced by a phrase it means, in every combination but
     * the one with all as typed ("diet coke" → "low calorie coke", "diet carbonated beverage
     * cola", "low calorie carbonated beverage cola"). Each reading marks which of its words were
     * typed as they stand (the others came from the data, whole words, never prefixes).
     */
    List<Reading> otherReadings(List<String> typed) {
        // The typed words as pieces: a synonym phrase (with its meanings) or a single word.
        List<List<String>> pieces = new ArrayList<>();
        List<List<List<String>>> options = new ArrayList<>();
        for (int start = 0; start < typed.size(); ) {
            int matched = 0;
            for (int length = Math.min(longestTyped, typed.size() - start); length >= 1; length--) {
                List<List<String>> means = meanings.get(String.join(" ", typed.subList(start, start + length)));
                if (means != null) {
                    matched = length;
                    options.add(means);
                    break;
                }
            }
            if (matched == 0) {
                matched = 1;
                options.add(List.of());
            }
            pieces.add(typed.subList(start, start + matched));
            start += matched;
        }
        List<Reading> readings = new ArrayList<>();
        readings.add(new Reading(List.of(), List.of()));
        for (int i = 0; i < pieces.size(); i++) {
            List<Reading> longer = new ArrayList<>();
            for (Reading reading : readings) {
                longer.add(reading.then(pieces.get(i), true));
                for (List<String> meaning : options.get(i)) {
                    if (longer.size() < MAX_READINGS + 1) {
                        longer.add(reading.then(meaning, false));
                    }
                }
            }
            readings = longer;
        }
        return readings.subList(1, readings.size()); // the first is every piece as typed
    }

    /** Words to search for, and which of them were typed as they stand. */
    record Reading(List<String> words, List<Boolean> asTyped) {

        Reading then(List<String> more, boolean typed) {
            List<String> allWords = new ArrayList<>(words);
            List<Boolean> allTyped = new ArrayList<>(asTyped);
            allWords.addAll(more);
            more.forEach(word -> allTyped.add(typed));
            return new Reading(List.copyOf(allWords), List.copyOf(allTyped));
        }
    }

    /**
     * How plain and commonly eaten a food is, a factor on its score: fewer qualifiers in its name,
     * a complete analysis, USDA's survey flag, and every signal that applies.
     */
    double plainness(String description, String group, int nutrientCount, Boolean survey) {
        double plain = 1.0 / (1.0 + file.qualifiers().perQualifier() * qualifiers(description));
        double floor = file.completeness().floor();
        plain *= floor + (1 - floor) * Math.min(1.0, nutrientCount / (double) NutrientCatalog.ALL.size());
        if (survey != null) {
            plain *= survey ? file.survey().in() : file.survey().notIn();
        }
        for (Signal signal : signals) {
            if (signal.appliesTo(description, group, eatenCooked)) {
                plain *= signal.factor();
            }
        }
        return plain;
    }

    /**
     * The qualifiers of a name: its parts after the first (split at commas and semicolons, text
     * in parentheses left out), less those that say nothing of what the food is (fortification,
     * enrichment, salt: {@code notCounted}).
     */
    int qualifiers(String description) {
        return (int) Arrays.stream(description.replaceAll("\\([^)]*\\)", "").split("[,;]"))
                .skip(1)
                .map(String::strip)
                .filter(part -> !part.isEmpty()
                        && uncountedQualifiers.stream()
                                .noneMatch(p -> p.matcher(part).matches()))
                .count();
    }
}
