package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The time a sample was taken after a load, printed after a test's name: glued to its unit ("2h",
 * "120min", "(60')") or apart ("60 min", "2 Std.", "120 dk"), in the units of the language files'
 * {@code timeUnits}. A one-letter unit is read only in lower case: a capital "H" after a number is the
 * flag high.
 *
 * @param minutes the time, in minutes
 * @param end     the index of the word after it
 */
record SampleTime(int minutes, int end) {

    private static final Vocabulary WORDS = Vocabulary.shipped();

    private static final Pattern GLUED = Pattern.compile("\\(?(\\d{1,3})(\\p{L}+\\.?|')\\)?,?");
    private static final Pattern NUMBER = Pattern.compile("\\d{1,3}");

    /** The time printed at word i, in one word or two. */
    static Optional<SampleTime> at(List<String> words, int i) {
        if (i >= words.size()) {
            return Optional.empty();
        }
        Matcher glued = GLUED.matcher(words.get(i));
        if (glued.matches()) {
            return minutes(glued.group(1), glued.group(2)).map(minutes -> new SampleTime(minutes, i + 1));
        }
        if (i + 1 < words.size() && NUMBER.matcher(words.get(i)).matches()) {
            return minutes(words.get(i), words.get(i + 1)).map(minutes -> new SampleTime(minutes, i + 2));
        }
        return Optional.empty();
    }

    /** Whether the word is a time glued to its unit ("2h", "(120')"). */
    static boolean isGlued(String word) {
        return at(List.of(word), 0).isPresent();
    }

    private static Optional<Integer> minutes(String number, String printedUnit) {
        String unit = printedUnit.replaceAll("\\)?,?$", "");
        if (unit.length() == 1 && !unit.equals(unit.toLowerCase(Locale.ROOT))) {
            return Optional.empty(); // "128 H": the flag
        }
        if (WORDS.minutes.contains(unit)) {
            return Optional.of(Integer.parseInt(number));
        }
        return WORDS.hours.contains(unit) ? Optional.of(Integer.parseInt(number) * 60) : Optional.empty();
    }
}
