package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Thousands grouped with a space ("PLAQUETTES 295 000 /mm3", "HEMATIES 4 700 000 /mm3"): a text
 * layer and OCR give each group as a word of its own, so 295 and 000 would be two numbers and the
 * count read a thousand times too small. On a page whose style groups thousands so ({@link
 * ReportStyle#spaceGroups}: decided per page, never per number), groups of three digits a space
 * apart are made one word, "295 000"; a wider gap is a column's, never a group's. A range printed so
 * in brackets, "(4 000-10 000)", is one word too, its bracket and dash kept for the range reader.
 */
final class NumberGroups {

    private static final Pattern FIRST = Pattern.compile("[(\\[]?\\d{1,3}");
    /** A group, or the last group of a range's low end, its dash and the high end's first digits: "000-10". */
    private static final Pattern GROUP = Pattern.compile("\\d{3}(?:[-\u2013]\\d{1,3})?");

    private static final Pattern LAST_GROUP = Pattern.compile("\\d{3}(?:[.,]\\d+)?[)\\]]?");
    /** The widest gap between two groups of one number, in widths of a digit: a space, even in a fixed-width font. */
    private static final double MAX_GAP_DIGITS = 1.3;

    private NumberGroups() {}

    static List<TextLine> joined(List<TextLine> lines, Map<Integer, ReportStyle> styles) {
        List<TextLine> joined = new ArrayList<>(lines.size());
        for (TextLine line : lines) {
            ReportStyle style = styles.get(line.page());
            joined.add(style != null && style.spaceGroups() ? joined(line) : line);
        }
        return joined;
    }

    private static TextLine joined(TextLine line) {
        List<Word> words = line.words();
        List<Word> out = new ArrayList<>(words.size());
        boolean changed = false;
        for (int i = 0; i < words.size(); i++) {
            Word first = words.get(i);
            int end = i;
            if (FIRST.matcher(first.text()).matches() && !continuesANumber(out, first)) {
                while (end + 1 < words.size()
                        && (GROUP.matcher(words.get(end + 1).text()).matches()
                                || LAST_GROUP.matcher(words.get(end + 1).text()).matches())
                        && narrow(words.get(end), words.get(end + 1), first)) {
                    end++;
                    if (!GROUP.matcher(words.get(end).text()).matches()) {
                        break; // "1 245,5": decimals end the number
                    }
                }
            }
            if (end == i) {
                out.add(first);
                continue;
            }
            StringBuilder text = new StringBuilder(first.text());
            double confidence = first.confidence();
            for (int k = i + 1; k <= end; k++) {
                text.append(' ').append(words.get(k).text());
                confidence = Math.min(confidence, words.get(k).confidence());
            }
            Word last = words.get(end);
            out.add(new Word(
                    text.toString(),
                    first.left(),
                    Math.min(first.top(), last.top()),
                    last.right(),
                    Math.max(first.bottom(), last.bottom()),
                    confidence));
            changed = true;
            i = end;
        }
        return changed ? new TextLine(line.page(), List.copyOf(out), line.recognised()) : line;
    }

    /**
     * Whether the word before, a space away, is itself a number the next would continue ("12,5 000" is
     * no group); a number a column away is another ("58,2  3 550  1 500 - 7 000": a percentage, the
     * count, its range).
     */
    private static boolean continuesANumber(List<Word> out, Word first) {
        if (out.isEmpty()) {
            return false;
        }
        Word before = out.get(out.size() - 1);
        return before.text().matches("[\\d.,]*\\d[.,]?") && narrow(before, first, first);
    }

    /** A gap no wider than a space: about a digit's width in a fixed-width font, less in others. */
    private static boolean narrow(Word left, Word right, Word first) {
        double digit = (first.right() - first.left()) / first.text().length();
        return right.left() - left.right() <= MAX_GAP_DIGITS * digit;
    }
}
