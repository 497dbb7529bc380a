package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One printed line of a page: its words from left to right.
 *
 * @param recognised whether OCR read it (its words may then be a letter off)
 */
public record TextLine(int page, List<Word> words, boolean recognised) {

    /** Whether any of the line's words holds a digit. */
    boolean hasDigit() {
        return words.stream().anyMatch(Word::hasDigit);
    }

    public String text() {
        return words.stream().map(Word::text).collect(Collectors.joining(" "));
    }

    /** This line with at most {@code max} words, from the left. */
    TextLine firstWords(int max) {
        return words.size() <= max ? this : new TextLine(page, words.subList(0, max), recognised);
    }

    /** This line read with other words before its own: a heading's or a wrapped name's, on this line's page. */
    TextLine after(List<Word> before) {
        List<Word> joined = new ArrayList<>(before);
        joined.addAll(words);
        return new TextLine(page, joined, recognised);
    }

    /**
     * This line read with words put after its first {@code count} words, where they stand: "Proteínas
     * en orina  Negativo" from "Proteínas  Negativo".
     */
    TextLine inserted(int count, List<String> texts) {
        Word last = words.get(count - 1);
        List<Word> joined = new ArrayList<>(words.subList(0, count));
        for (String text : texts) {
            joined.add(new Word(text, last.right(), last.top(), last.right(), last.bottom(), last.confidence()));
        }
        joined.addAll(words.subList(count, words.size()));
        return new TextLine(page, joined, recognised);
    }

    /**
     * Groups words printed at the same height into lines, whatever order the source gave them
     * in: PDF text runs follow the drawing order, which is often column by column. One sort and
     * one pass (the line's middle is a running mean), so a page of many glyphs stays cheap.
     */
    public static List<TextLine> assemble(int page, List<Word> words) {
        List<Word> byMiddle = new ArrayList<>(words);
        byMiddle.removeIf(word -> word.text().isBlank());
        byMiddle.sort(Comparator.comparingDouble(Word::middle));
        List<TextLine> lines = new ArrayList<>();
        List<Word> current = new ArrayList<>();
        double middles = 0;
        for (Word word : byMiddle) {
            // Same line when the word's middle lies within the line's vertical band.
            if (!current.isEmpty() && Math.abs(word.middle() - middles / current.size()) > 0.5 * word.height()) {
                lines.add(line(page, current));
                current = new ArrayList<>();
                middles = 0;
            }
            current.add(word);
            middles += word.middle();
        }
        if (!current.isEmpty()) {
            lines.add(line(page, current));
        }
        return lines;
    }

    private static TextLine line(int page, List<Word> words) {
        words.sort(Comparator.comparingDouble(Word::left));
        return new TextLine(page, List.copyOf(words), false);
    }
}
