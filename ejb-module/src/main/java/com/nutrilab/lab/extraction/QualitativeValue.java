package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A result printed as words, in any language read ({@link Language#negative}, {@link
 * Language#positive}): "Negative", "negativ", "nicht nachweisbar", "non détecté", "Non Reactive",
 * "Positief". Negative means the expected finding, positive an abnormal one.
 *
 * @param words how many printed words it took
 */
record QualitativeValue(String printed, boolean positive, int words) {

    private static final Vocabulary VOCABULARY = Vocabulary.shipped();
    /**
     * A dipstick's grade: two or more plus signs, one in brackets for a trace, or a number and a plus
     * ("++", "(+)", "2+"); a lone "+" is a flag ("7,4 +", "+ 13120").
     */
    private static final Pattern DIPSTICK = Pattern.compile("\\(\\+\\)|\\+{2,4}|[1-4]\\+");
    /** The amount a dipstick's grade stands for, in brackets after it: "(30", "(250)". */
    private static final Pattern BRACKETED_AMOUNT = Pattern.compile("\\(\\d+(?:[.,]\\d+)?\\)?");

    /** The qualitative value printed at word {@code i}, over one word or more ("nicht nachweisbar"). */
    static Optional<QualitativeValue> at(List<String> words, int i) {
        if (i < words.size() && isDipstickGrade(words.get(i))) {
            return Optional.of(new QualitativeValue(words.get(i), true, 1)); // a dipstick's "++", "(+)", "2+"
        }
        int negative = VOCABULARY.negative.at(words, i);
        int positive = VOCABULARY.positive.at(words, i);
        int used = Math.max(negative, positive);
        if (used == 0) {
            return Optional.empty();
        }
        String printed = String.join(" ", words.subList(i, i + used));
        String cleaned = printed.replaceAll("^[(\\[{:;,|]+", "").replaceAll("[)\\]}:;,|.]+$", "");
        return Optional.of(new QualitativeValue(cleaned, positive > negative, used));
    }

    /** Whether the word is a dipstick's grade ("++", "(+)", "2+"), which is a result, never a flag before one. */
    static boolean isDipstickGrade(String word) {
        return DIPSTICK.matcher(word).matches();
    }

    /**
     * A lone "+" at word i before a text that is the reference ("Eiweiß  +  negativ") or before the
     * grade's amount in brackets ("Eiweiß im Urin  +  (30 mg/dl)"): a dipstick's lowest grade,
     * positive; the text after it is no result.
     */
    static Optional<QualitativeValue> gradeBeforeReference(List<String> words, int i) {
        boolean sign = i < words.size() && words.get(i).equals("+");
        boolean textAfter =
                sign && (VOCABULARY.negative.at(words, i + 1) > 0 || VOCABULARY.positive.at(words, i + 1) > 0);
        boolean amountAfter = sign
                && i + 1 < words.size()
                && BRACKETED_AMOUNT.matcher(words.get(i + 1)).matches();
        return textAfter || amountAfter ? Optional.of(new QualitativeValue("+", true, 1)) : Optional.empty();
    }

    /** What it means, whatever the language: "negative" or "positive". */
    String meaning() {
        return positive ? "positive" : "negative";
    }

    /** Normal when it matches the printed reference ("Negative" against "Negative") or, without one, when negative. */
    Flag flag(String referenceText) {
        if (referenceText != null) {
            Optional<QualitativeValue> reference = at(List.of(referenceText), 0);
            if (reference.isPresent()) {
                return reference.get().positive == positive ? Flag.NORMAL : Flag.ABNORMAL;
            }
        }
        return positive ? Flag.ABNORMAL : Flag.NORMAL;
    }
}
