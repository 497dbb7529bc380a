package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Words of a vocabulary, compared as {@link AnalyteCatalogue#normalize} makes them (no case, no
 * accents, punctuation as a space); an entry ending in {@code *} matches every word it starts; an
 * entry of signs only ("+", "↑", "**") matches the printed word exactly; an entry of several words
 * ("nicht nachweisbar") matches them in a row.
 */
final class WordSet {

    /** The most words an entry may have. */
    static final int MAX_WORDS = 4;

    /** Marks of a unit or a number inside a printed word: it is then no word of these. */
    private static final Pattern UNIT_MARKS = Pattern.compile("[/^µμ³²%=<>~|]|\\d\\p{L}|\\p{L}\\d");

    private final Set<String> words = new HashSet<>();
    private final List<String> prefixes = new ArrayList<>();
    private final Set<String> signs = new HashSet<>();

    WordSet(Collection<String> entries) {
        for (String entry : entries) {
            if (entry.endsWith("*") && !AnalyteCatalogue.normalize(entry).isEmpty()) {
                prefixes.add(AnalyteCatalogue.normalize(entry.substring(0, entry.length() - 1)));
            } else if (AnalyteCatalogue.normalize(entry).isEmpty()) {
                signs.add(entry.strip());
            } else {
                words.add(AnalyteCatalogue.normalize(entry));
            }
        }
    }

    /** Whether the printed word (or words, joined by spaces) is one of these. */
    boolean contains(String printed) {
        if (signs.contains(printed.strip())) {
            return true;
        }
        if (UNIT_MARKS.matcher(printed).find()) {
            return false; // "/µL", "mg/L", "x10³": a unit, whose letters alone ("l") would be a word
        }
        String normal = AnalyteCatalogue.normalize(printed);
        if (normal.isEmpty() || accentedLetter(printed, normal)) {
            return false;
        }
        if (words.contains(normal)) {
            return true;
        }
        for (String prefix : prefixes) {
            if (normal.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** A letter with an accent is a word of its own ("à" is French's "to"), never the letter it bears: the flag "A". */
    private static boolean accentedLetter(String printed, String normal) {
        return normal.length() == 1
                && !printed.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}]", "").equals(normal);
    }

    /**
     * How many words from {@code i} make one of these, the most; 0 when none does. An entry ending
     * in {@code *} stands for one printed word ("Collected:" is "collect*", "Collected: 15.03.2026" is
     * not).
     */
    int at(List<String> printed, int i) {
        if (i >= printed.size()) {
            return 0;
        }
        int found = contains(printed.get(i)) ? 1 : 0;
        StringBuilder joined = new StringBuilder(AnalyteCatalogue.normalize(printed.get(i)));
        if (joined.isEmpty()) {
            return found; // "+ negativ": a sign and a word, not the word "negativ" of two words
        }
        for (int n = 2; n <= MAX_WORDS && i + n <= printed.size(); n++) {
            String word = AnalyteCatalogue.normalize(printed.get(i + n - 1));
            if (word.isEmpty()) {
                break; // "H %": a flag and a unit, not a flag of two words
            }
            joined.append(' ').append(word);
            if (words.contains(AnalyteCatalogue.normalize(joined.toString()))) {
                found = n;
            }
        }
        return found;
    }

    /** Whether any of the printed words is one of these. */
    boolean any(Collection<String> printed) {
        return printed.stream().anyMatch(this::contains);
    }
}
