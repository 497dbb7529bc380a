package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The vertical rules between a table's columns, as OCR reads them in a photo: a lone "|", "I", "l"
 * or "!" at the same place on many lines of a page. They are no part of a row ("15 l g/dl" is not a
 * low flag), so they are taken out before the rows are read. A flag column's letters ("L", "H") are
 * never taken for a rule.
 */
final class ColumnRules {

    /** What OCR makes of a thin vertical line. */
    private static final Set<String> RULE_MARKS = Set.of("|", "I", "l", "!", "[", "]");
    /** Lines a mark must be found on, at one place, to be a rule. */
    private static final int MIN_LINES = 3;
    /** How far apart, in pixels of the page OCR read, marks of one rule may lie. */
    private static final double SAME_PLACE = 12;

    private ColumnRules() {}

    /** The lines of OCR'd pages without the marks that are column rules; text lines as they are. */
    static List<TextLine> removed(List<TextLine> lines) {
        Map<Integer, Set<Double>> rulesByPage = new HashMap<>();
        Map<Integer, List<Double>> marksByPage = new HashMap<>();
        for (TextLine line : lines) {
            if (line.recognised()) {
                for (Word word : line.words()) {
                    if (RULE_MARKS.contains(word.text())) {
                        marksByPage
                                .computeIfAbsent(line.page(), p -> new ArrayList<>())
                                .add(middle(word));
                    }
                }
            }
        }
        marksByPage.forEach((page, marks) -> {
            // Sorted, each mark's neighbours within SAME_PLACE lie in one window: n log n, not n².
            double[] sorted =
                    marks.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            Set<Double> rules = new HashSet<>();
            int from = 0;
            int to = 0;
            for (double mark : sorted) {
                while (sorted[from] < mark - SAME_PLACE) {
                    from++;
                }
                while (to < sorted.length && sorted[to] <= mark + SAME_PLACE) {
                    to++;
                }
                if (to - from >= MIN_LINES) {
                    rules.add(mark);
                }
            }
            rulesByPage.put(page, rules);
        });
        if (rulesByPage.values().stream().allMatch(Set::isEmpty)) {
            return lines;
        }
        List<TextLine> cleaned = new ArrayList<>(lines.size());
        for (TextLine line : lines) {
            Set<Double> rules = rulesByPage.getOrDefault(line.page(), Set.of());
            if (!line.recognised() || rules.isEmpty()) {
                cleaned.add(line);
                continue;
            }
            List<Word> kept = line.words().stream()
                    .filter(word -> !(RULE_MARKS.contains(word.text()) && rules.contains(middle(word))))
                    .toList();
            cleaned.add(kept.size() == line.words().size() ? line : new TextLine(line.page(), kept, true));
        }
        return cleaned;
    }

    private static double middle(Word word) {
        return (word.left() + word.right()) / 2;
    }
}
