package com.nutrilab.lab.extraction;

import java.util.List;

/** A row's printed words, with where each stands on the line and how sure OCR was of it. */
record PrintedRow(TextLine line, List<String> words) {

    PrintedRow(TextLine line) {
        this(line, line.words().stream().map(Word::text).toList());
    }

    int size() {
        return words.size();
    }

    String word(int i) {
        return words.get(i);
    }

    /** Word i without the punctuation around it, or "" beyond the line's end. */
    String clean(int i) {
        return i < words.size() ? RowTokens.clean(words.get(i)) : "";
    }

    boolean recognised() {
        return line.recognised();
    }

    /** The horizontal middle of word i. */
    double middle(int i) {
        Word word = line.words().get(i);
        return (word.left() + word.right()) / 2;
    }

    /** The least confident of the words [i, i + count). */
    double confidence(int i, int count) {
        double least = 1;
        for (int w = i; w < Math.min(i + count, words.size()); w++) {
            least = Math.min(least, line.words().get(w).confidence());
        }
        return least;
    }
}
