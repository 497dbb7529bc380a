package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A count's scale printed as a word ({@link Language#scales}): before a unit's slash ("231 mil/uL",
 * "4,5 milhões/mm3") or in brackets after the name ("Hemácias (milhões)....: 4,62 /mm3"). One word
 * means a thousand in one language and a million in another: Brazilian and Spanish labs' "mil" is a
 * thousand, a US lab's "mil/uL" a million. The page's language decides; where it is not known, the
 * test's physiological bounds choose, and where they cannot (both readings, or neither, possible) the
 * unit is given with a doubt. A reading the language gives but the bounds rule out, while the other
 * one fits them, is the other one, with a doubt: never a count a thousand times off given as sure.
 */
final class ScaleWords {

    /** Counts per microlitre, by the power of ten of their scale. */
    private static final Map<Integer, String> PER_MICROLITRE = Map.of(3, "10*3/uL", 6, "10*6/uL");

    private static final Map<String, Scale> BY_LANGUAGE = Vocabulary.shipped().languages().values().stream()
            .collect(Collectors.toUnmodifiableMap(Language::code, Scale::new));

    private ScaleWords() {}

    /** A unit read from a scale word, and whether it is given with a doubt. */
    record Scaled(String unit, boolean doubtful) {}

    /**
     * The unit of a count per microlitre in the scale the word names, for a value of one of the
     * analytes (null where not read yet); empty where the word is no scale word.
     */
    static Optional<Scaled> perMicrolitre(String word, Language language, Double value, List<Analyte> analytes) {
        List<Integer> powers = powers(word, language);
        if (powers.isEmpty()) {
            return Optional.empty();
        }
        List<String> fitting = PER_MICROLITRE.entrySet().stream()
                .filter(e -> value != null && fits(e.getValue(), value, analytes))
                .map(Map.Entry::getValue)
                .sorted()
                .toList();
        if (powers.size() == 1) {
            String unit = PER_MICROLITRE.get(powers.get(0));
            if (value != null && !fitting.contains(unit) && fitting.size() == 1) {
                return Optional.of(new Scaled(fitting.get(0), true)); // "4,5 mil/uL" of red cells on a Brazilian page
            }
            return Optional.of(new Scaled(unit, false));
        }
        // the page's language does not tell: the bounds choose, or nothing sure is given
        if (fitting.size() == 1) {
            return Optional.of(new Scaled(fitting.get(0), false));
        }
        return Optional.of(new Scaled(fitting.isEmpty() ? PER_MICROLITRE.get(6) : fitting.get(0), true));
    }

    /**
     * The powers of ten the word scales by: the page's language's, where it lists the word; else every
     * language's (two where they disagree).
     */
    static List<Integer> powers(String word, Language language) {
        if (language != null) {
            Scale own = BY_LANGUAGE.get(language.code());
            if (own != null && own.power(word).isPresent()) {
                return List.of(own.power(word).get());
            }
        }
        return new ArrayList<>(BY_LANGUAGE.values().stream()
                .map(scale -> scale.power(word))
                .flatMap(Optional::stream)
                .collect(Collectors.toCollection(TreeSet::new)));
    }

    private static boolean fits(String unit, double value, List<Analyte> analytes) {
        return analytes.stream()
                .map(analyte -> analyte.physiologicalRange(unit))
                .flatMap(Optional::stream)
                .anyMatch(bounds -> value >= bounds.low() && value <= bounds.high());
    }

    /** One language's scale words. */
    private record Scale(WordSet thousand, WordSet million) {
        Scale(Language language) {
            this(
                    new WordSet(language.scales().thousand()),
                    new WordSet(language.scales().million()));
        }

        Optional<Integer> power(String word) {
            if (thousand.contains(word)) {
                return Optional.of(3);
            }
            return million.contains(word) ? Optional.of(6) : Optional.empty();
        }
    }
}
