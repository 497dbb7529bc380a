package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A row's reference range printed on the line below it, after a label of its own, as Brazilian labs
 * print a test's block ("GLICOSE  89 mg/dL" or "Resultado: 89 mg/dL" over "Valor de referência: 70 a
 * 99 mg/dL"). The words after the label are read as if printed right of the row, so the range is read
 * by the same rules as a range in the row. Only one range is taken: a line with ranges by sex or age
 * ("Homens: 0,70 a 1,30  Mulheres: 0,50 a 1,10") or more than two numbers gives none, since which of
 * them is the user's the report does not say. A range alone on the line below, without a label, is
 * the row's only where every word of it sits under the header's range column (a range cell wrapped in
 * a narrow column).
 */
final class RangeBelow {

    /** Words a label may have before its colon ("Valores de referência:", "Intervalo biológico de referencia:"). */
    private static final int MAX_LABEL_WORDS = 5;
    /** The most numbers one range prints (a low and a high bound). */
    private static final int MAX_NUMBERS = 2;
    /** Space put between the row's last word and the range's first one: a gap between columns. */
    private static final double GAP = 30;

    private static final Pattern NUMBER = Pattern.compile(".*\\d.*");
    private static final Pattern LETTER = Pattern.compile(".*\\p{L}.*");
    /** The most words a range alone prints ("30", "-", "400", or "&lt;", "5,0"). */
    private static final int MAX_RANGE_WORDS = 3;

    private static final Vocabulary WORDS = Vocabulary.shipped();

    private RangeBelow() {}

    /**
     * The row's line with the range printed below it put right of its words; empty when the line below
     * is no labelled range of one test.
     */
    static Optional<TextLine> joined(TextLine row, TextLine below, TableHeader header) {
        if (below.page() != row.page() || row.words().isEmpty()) {
            return Optional.empty();
        }
        List<Word> words = below.words();
        if (aloneInRangeColumn(words, header)) {
            return Optional.of(new TextLine(row.page(), rightOf(row, words), row.recognised()));
        }
        int labelEnd = labelEnd(words);
        if (labelEnd < 0 || !namesARange(words.subList(0, labelEnd + 1))) {
            return Optional.empty();
        }
        List<Word> range = words.subList(labelEnd + 1, words.size());
        long numbers = range.stream()
                .filter(word -> NUMBER.matcher(word.text()).matches())
                .count();
        boolean anotherLabel = range.stream()
                .map(Word::text)
                .anyMatch(text -> text.endsWith(":") && !WORDS.targets.contains(text.substring(0, text.length() - 1)));
        if (numbers == 0 || numbers > MAX_NUMBERS || anotherLabel) {
            return Optional.empty();
        }
        return Optional.of(new TextLine(row.page(), rightOf(row, range), row.recognised()));
    }

    /**
     * The row's line with the range printed under a label line of its own below it ("Valores de
     * referência:" over "70 a 99 mg/dL", or over the patient's sex's range where the header prints the
     * sex and the other sex's line is gone); empty unless the label names a range and the line under it
     * is one range with no label of its own ("Homens: 30 a 400" gives none: whose range, it does not say).
     */
    static Optional<TextLine> joinedUnderLabel(TextLine row, TextLine label, TextLine range) {
        List<Word> labelWords = label.words();
        List<Word> words = range.words();
        boolean labelOnly = !labelWords.isEmpty()
                && labelWords.size() <= MAX_LABEL_WORDS
                && labelWords.get(labelWords.size() - 1).text().endsWith(":")
                && namesARange(labelWords);
        long numbers = words.stream()
                .filter(word -> NUMBER.matcher(word.text()).matches())
                .count();
        boolean unlabelled = words.stream().noneMatch(word -> word.text().endsWith(":"));
        if (!labelOnly
                || label.page() != row.page()
                || range.page() != row.page()
                || row.words().isEmpty()
                || numbers == 0
                || numbers > MAX_NUMBERS
                || !unlabelled) {
            return Optional.empty();
        }
        return Optional.of(new TextLine(row.page(), rightOf(row, words), row.recognised()));
    }

    /** Whether the line is only a range's numbers and signs, every word under the header's range column. */
    private static boolean aloneInRangeColumn(List<Word> words, TableHeader header) {
        long numbers = words.stream()
                .filter(word -> NUMBER.matcher(word.text()).matches())
                .count();
        return header != TableHeader.NONE
                && words.size() <= MAX_RANGE_WORDS
                && numbers >= 1
                && numbers <= MAX_NUMBERS
                && words.stream().noneMatch(word -> LETTER.matcher(word.text()).matches())
                && words.stream().allMatch(word -> header.inRangeColumn((word.left() + word.right()) / 2));
    }

    /** The index of the label's last word (the one its colon ends, or the word before a colon of its own), or -1. */
    private static int labelEnd(List<Word> words) {
        for (int i = 0; i < Math.min(MAX_LABEL_WORDS, words.size() - 1); i++) {
            String text = words.get(i).text();
            if (text.endsWith(":")) {
                return i;
            }
            if (words.get(i + 1).text().equals(":")) {
                return i + 1;
            }
        }
        return -1;
    }

    /**
     * Whether the label's words name a range and are only a label: a line of a row of its own, with its
     * value ("Triglicéridos 120 mg/dL Normal: menor a 150"), gives the row above nothing.
     */
    private static boolean namesARange(List<Word> label) {
        return label.stream().noneMatch(word -> NUMBER.matcher(word.text()).matches())
                && label.stream()
                        .map(word -> word.text().replaceAll("[.:]+$", ""))
                        .anyMatch(WORDS.rangeColumn::contains);
    }

    /** The row's words, then the range's, moved right of the row as they were spaced below it. */
    private static List<Word> rightOf(TextLine row, List<Word> range) {
        List<Word> words = new ArrayList<>(row.words());
        double shift = row.words().get(row.words().size() - 1).right()
                + GAP
                - range.get(0).left();
        double top = row.words().get(0).top();
        double bottom = row.words().get(0).bottom();
        for (Word word : range) {
            words.add(new Word(word.text(), word.left() + shift, top, word.right() + shift, bottom, word.confidence()));
        }
        return List.copyOf(words);
    }
}
