package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Optional;

/**
 * A result printed as words: "Negative", "negativ", "nicht nachweisbar", "Non Reactive", "Positive".
 * Negative means the expected finding, positive an abnormal one.
 *
 * @param words how many printed words it took
 */
record QualitativeValue(String printed, boolean positive, int words) {

    private static final List<String> NEGATIVE = List.of(
            "negative",
            "negativ",
            "neg",
            "not detected",
            "nicht nachweisbar",
            "non reactive",
            "nonreactive",
            "not reactive",
            "nicht reaktiv",
            "absent");
    private static final List<String> POSITIVE =
            List.of("positive", "positiv", "pos", "detected", "nachweisbar", "reactive", "reaktiv", "present");

    /** The qualitative value printed at word {@code i}, over one or two words. */
    static Optional<QualitativeValue> at(List<String> words, int i) {
        if (i + 1 < words.size()) {
            Optional<QualitativeValue> two = of(words.get(i) + " " + words.get(i + 1), 2);
            if (two.isPresent()) {
                return two;
            }
        }
        return of(words.get(i), 1);
    }

    private static Optional<QualitativeValue> of(String printed, int words) {
        String normal = AnalyteCatalogue.normalize(printed);
        String cleaned = printed.replaceAll("^[(\\[{:;,|]+", "").replaceAll("[)\\]}:;,|.]+$", "");
        if (NEGATIVE.contains(normal)) {
            return Optional.of(new QualitativeValue(cleaned, false, words));
        }
        if (POSITIVE.contains(normal)) {
            return Optional.of(new QualitativeValue(cleaned, true, words));
        }
        return Optional.empty();
    }

    /** What it means, whatever the language: "negative" or "positive". */
    String meaning() {
        return positive ? "positive" : "negative";
    }

    /** Normal when it matches the printed reference ("Negative" against "Negative") or, without one, when negative. */
    String flag(String referenceText) {
        if (referenceText != null) {
            Optional<QualitativeValue> reference = of(referenceText, 1);
            if (reference.isPresent()) {
                return reference.get().positive == positive ? "NORMAL" : "ABNORMAL";
            }
        }
        return positive ? "ABNORMAL" : "NORMAL";
    }
}
