package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What some report templates print in several words that is one token of a result: a unit spaced
 * around its slash ("mg / dl", "U / L", "gm / dl") and a bound written out ("Up to 46", "Upto 0.5",
 * "Less than 200", "Below 5.7"), made one word ("mg/dl", "&lt;=46", "&lt;200") so that a row reads
 * like any other; and what is printed as one word that is two: a value or range run into its unit
 * ("14.2g/dL", "13.0-17.0g/dL", "5.4%"), split apart.
 */
final class SpacedTokens {

    private static final Pattern NUMBER = Pattern.compile(PrintedNumber.PATTERN);
    /** A value or a range, then a unit with a slash or a percent sign, in one word. */
    private static final Pattern RUN_INTO_UNIT = Pattern.compile("((?:[<>]=?)?" + PrintedNumber.PATTERN + "(?:[-–]"
            + PrintedNumber.PATTERN + ")?)([\\p{L}µμ%][\\p{L}µμ\\d.^*]*/[\\p{L}µμ\\d.^*]+|%)");

    private SpacedTokens() {}

    static List<TextLine> joined(List<TextLine> lines, AnalyteCatalogue catalogue) {
        List<TextLine> joined = new ArrayList<>(lines.size());
        for (TextLine line : lines) {
            joined.add(joined(line, catalogue));
        }
        return joined;
    }

    private static TextLine joined(TextLine line, AnalyteCatalogue catalogue) {
        List<Word> words = line.words();
        List<Word> out = new ArrayList<>(words.size());
        boolean changed = false;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i).text();
            String next = i + 1 < words.size() ? words.get(i + 1).text() : "";
            String afterNext = i + 2 < words.size() ? words.get(i + 2).text() : "";
            String unit = word + "/" + afterNext;
            if (next.equals("/") && !afterNext.isEmpty() && catalogue.ucum(unit) != null) {
                out.add(span(unit, words.get(i), words.get(i + 2)));
                i += 2;
                changed = true;
                continue;
            }
            String bound = bound(word, next, afterNext);
            if (bound != null) {
                int used = bound.startsWith("2:") ? 2 : 3;
                out.add(span(bound.substring(2), words.get(i), words.get(i + used - 1)));
                i += used - 1;
                changed = true;
                continue;
            }
            List<Word> split = split(words.get(i), catalogue);
            out.addAll(split);
            changed |= split.size() > 1;
        }
        return changed ? new TextLine(line.page(), List.copyOf(out), line.recognised()) : line;
    }

    /** "14.2g/dL" as "14.2" and "g/dL", each with its share of the word's width; else the word itself. */
    private static List<Word> split(Word word, AnalyteCatalogue catalogue) {
        java.util.regex.Matcher run = RUN_INTO_UNIT.matcher(word.text());
        if (!run.matches() || catalogue.ucum(run.group(2)) == null) {
            return List.of(word);
        }
        double cut = word.left()
                + (word.right() - word.left())
                        * run.group(1).length()
                        / word.text().length();
        return List.of(
                new Word(run.group(1), word.left(), word.top(), cut, word.bottom(), word.confidence()),
                new Word(run.group(2), cut, word.top(), word.right(), word.bottom(), word.confidence()));
    }

    /** "Up to 46" as "2:&lt;=46"-style: the words used and the bound; null when these words are none. */
    private static String bound(String word, String next, String afterNext) {
        String first = word.toLowerCase(Locale.ROOT);
        String second = next.toLowerCase(Locale.ROOT);
        if (first.equals("upto") && NUMBER.matcher(next).matches()) {
            return "2:<=" + next;
        }
        if ((first.equals("below") || first.equals("under"))
                && NUMBER.matcher(next).matches()) {
            return "2:<" + next;
        }
        if ((first.equals("above") || first.equals("over"))
                && NUMBER.matcher(next).matches()) {
            return "2:>" + next;
        }
        if (!NUMBER.matcher(afterNext).matches()) {
            return null;
        }
        if (first.equals("up") && second.equals("to")) {
            return "3:<=" + afterNext;
        }
        if (first.equals("less") && second.equals("than")) {
            return "3:<" + afterNext;
        }
        if ((first.equals("more") || first.equals("greater")) && second.equals("than")) {
            return "3:>" + afterNext;
        }
        return null;
    }

    private static Word span(String text, Word first, Word last) {
        return new Word(
                text,
                first.left(),
                Math.min(first.top(), last.top()),
                last.right(),
                Math.max(first.bottom(), last.bottom()),
                Math.min(first.confidence(), last.confidence()));
    }
}
