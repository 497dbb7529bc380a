package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What some report templates print in several words that is one token of a result: a unit spaced
 * around its slash ("mg / dl", "U / L", "gm / dl") and a bound written out ("Up to 46", "Upto 0.5",
 * "Less than 200", "Below 5.7", "ate 5,7", "acima de 40", "bis 200"), made one word ("mg/dl", "&lt;=46", "&lt;200") so that a row reads
 * like any other; and what is printed as one word that is two: a value or range run into its unit
 * ("14.2g/dL", "13.0-17.0g/dL", "5.4%"), split apart; and a unit spelt in several words ("mm/1st hr",
 * "x 10^9/L"), made one.
 */
final class SpacedTokens {

    private static final Pattern NUMBER = Pattern.compile(PrintedNumber.PATTERN);
    /** A number, in Turkish with its case ending after an apostrophe ("100'ün", "5'den"). */
    private static final Pattern NUMBER_WITH_ENDING =
            Pattern.compile("(" + PrintedNumber.PATTERN + ")(?:['’]\\p{L}{1,4})?");
    /**
     * A value or a range, then a unit with a slash or a percent sign, in one word; the unit may start
     * with its slash ("6.500/mm³", "245.000/mm³", as Brazilian labs print counts).
     */
    private static final Pattern RUN_INTO_UNIT =
            Pattern.compile("((?:[<>]=?)?" + PrintedNumber.PATTERN + "(?:[-–]" + PrintedNumber.PATTERN
                    + ")?)([\\p{L}µμ%][\\p{L}µμ\\d.^*]*/[\\p{L}µμ\\d.^*³]+|/[\\p{L}µμ][\\p{L}µμ\\d.^*³]*|%)");

    /** The same in a scan, its unit's last letters misread ("89mq/dl", "4,4mmol/|", "13-150yg/I"). */
    private static final Pattern RUN_INTO_MISREAD_UNIT = Pattern.compile("((?:[<>]=?)?" + PrintedNumber.PATTERN
            + "(?:[-–]" + PrintedNumber.PATTERN + ")?)([\\p{L}µμ]{1,5}/[\\p{L}|!]{1,3})");

    /**
     * Dots leading from a name to its value run into the value ("Haemoglobin ..........148",
     * "Kreatinin.........0,9"): the name, the leader and the value, apart.
     */
    private static final Pattern RUN_INTO_LEADER = Pattern.compile("([^.·…_]*?)([.·…_]{3,}:?)([<>\\d].*|)");

    /** A range or bound run into its short label: "N:137", "N:0,7", "VR:70-99". */
    private static final Pattern LABELLED = Pattern.compile(
            "(\\p{L}{1,3}:)((?:[<>]=?)?" + PrintedNumber.PATTERN + "(?:[-–]" + PrintedNumber.PATTERN + ")?%?)");

    /**
     * A power of ten printed with the value or before the unit ("5.40*10^3", "x10^3", "×10³", "*10E9"):
     * the number (group 1, where printed with it), the exponent (2, or 3 in superscript), the unit after it
     * in the same word (4). The exponent is marked ("^", "E", "**") or raised: "*103" is a marked value.
     */
    private static final Pattern MULTIPLIED = Pattern.compile(
            "(" + PrintedNumber.PATTERN
                    + ")?\\s*[x×*·]\\s*10(?:(?:\\^|\\*\\*?|[Ee])(\\d{1,2})|([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}))(/[\\p{L}µμ][\\p{L}µμ\\d³]{0,4})?");
    /**
     * A power of ten written out after its "x" ("x 1.000/µL", "x1000/µl", as Belgian and Dutch labs
     * print counts): its zeros (group 1), the unit after it in the same word (2).
     */
    private static final Pattern THOUSANDS =
            Pattern.compile("[x×]?1((?:[.,'’]?000){1,4})(/[\\p{L}µμ][\\p{L}µμ\\d³]{0,4})?");
    /** The unit a power of ten multiplies, printed after it: "1/µl", "/µl", "/l". */
    private static final Pattern PER_VOLUME = Pattern.compile("1?(/[\\p{L}µμ][\\p{L}µμ\\d³]{0,4})");

    private static final String SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

    /** The most words a unit of the catalogue's table is spelt in ("% of total Hgb"). */
    private static final int MAX_UNIT_WORDS = 4;

    /**
     * Bounds written out before their number, in one or two words, in every language read ({@link
     * Language#bounds}). "Bis", "a" and "do" alone also join a range's two numbers ("10 bis 20"):
     * after a number they are not read as a bound.
     */
    private static final Vocabulary WORDS = Vocabulary.shipped();

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
        java.util.Set<Integer> takenLater = new java.util.HashSet<>();
        for (int i = 0; i < words.size(); i++) {
            if (takenLater.contains(i)) {
                changed = true;
                continue; // the unit column's word, already read with its power of ten
            }
            String word = words.get(i).text();
            String next = i + 1 < words.size() ? words.get(i + 1).text() : "";
            String afterNext = i + 2 < words.size() ? words.get(i + 2).text() : "";
            int multiplied = multiplied(words, i, catalogue, out, takenLater);
            if (multiplied > 0) {
                i += multiplied - 1;
                changed = true;
                continue;
            }
            int unitWords = unitWords(words, i, catalogue);
            if (unitWords > 1) {
                out.add(span(text(words, i, unitWords), words.get(i), words.get(i + unitWords - 1)));
                i += unitWords - 1;
                changed = true;
                continue;
            }
            String unit = word + "/" + afterNext;
            if (next.equals("/") && !afterNext.isEmpty() && catalogue.ucum(unit) != null) {
                out.add(span(unit, words.get(i), words.get(i + 2)));
                i += 2;
                changed = true;
                continue;
            }
            String previous = out.isEmpty() ? "" : out.get(out.size() - 1).text();
            Bound bound = bound(previous, words, i);
            if (bound == null) {
                bound = boundAfter(words, i);
            }
            if (bound != null) {
                out.add(span(bound.text(), words.get(i), words.get(i + bound.words() - 1)));
                i += bound.words() - 1;
                changed = true;
                continue;
            }
            List<Word> split = split(words.get(i), catalogue, line.recognised());
            out.addAll(split);
            changed |= split.size() > 1;
        }
        return changed ? new TextLine(line.page(), List.copyOf(out), line.recognised()) : line;
    }

    /**
     * How many words from {@code i} make a unit the catalogue's table spells with spaces ("mm/1st
     * hr", "x 10^9/L", "mL/min/1.73 m2", "ug/mL FEU", "% of total Hb"), the longest; 0 when none.
     */
    private static int unitWords(List<Word> words, int i, AnalyteCatalogue catalogue) {
        for (int n = Math.min(MAX_UNIT_WORDS, words.size() - i); n > 1; n--) {
            if (catalogue.listsUnit(text(words, i, n))) {
                return n;
            }
        }
        return 0;
    }

    /**
     * A power of ten printed with the value or apart from the unit it multiplies ("5.40*10^3 1/µl",
     * "5.40*10^3/µl", "x10^3 /µl"): the value, then the unit as one word the catalogue's table knows
     * ("x10^3/µl", the value's scale). Only where that unit is known; else the words stay as printed,
     * and a value whose power of ten is not read is no value ("5.40*10^3" is never 5.40). The words
     * used, 0 where word i starts none.
     */
    private static int multiplied(
            List<Word> words, int i, AnalyteCatalogue catalogue, List<Word> out, java.util.Set<Integer> takenLater) {
        int thousands = thousands(words, i, catalogue, out);
        if (thousands > 0) {
            return thousands;
        }
        java.util.regex.Matcher power = MULTIPLIED.matcher(words.get(i).text());
        if (!power.matches()) {
            return 0;
        }
        int used = 1;
        String per = power.group(4);
        if (per == null && i + 1 < words.size()) {
            java.util.regex.Matcher after = PER_VOLUME.matcher(words.get(i + 1).text());
            if (after.matches()) {
                per = after.group(1);
                used = 2;
            }
        }
        int later = -1;
        if (per == null && power.group(1) != null) {
            later = unitColumn(words, i + 1);
            per = later < 0 ? null : PER_VOLUME.matcher(words.get(later).text()).replaceFirst("$1");
        }
        if (per == null) {
            return 0;
        }
        String exponent = power.group(2) != null ? power.group(2) : exponent(power.group(3));
        String unit = null;
        for (String spelling : List.of("x10^" + exponent + per, "10^" + exponent + per)) {
            if (catalogue.ucum(spelling) != null) {
                unit = spelling;
                break;
            }
        }
        if (unit == null) {
            return 0;
        }
        if (later >= 0) {
            takenLater.add(later);
        }
        Word first = words.get(i);
        Word last = words.get(i + used - 1);
        if (power.group(1) != null) {
            String value = power.group(1);
            out.addAll(cut(span(first.text(), first, first), value, first.text().substring(value.length())));
            out.set(out.size() - 1, span(unit, out.get(out.size() - 1), last));
        } else {
            out.add(span(unit, first, last));
        }
        return used;
    }

    /** Words a units column may stand after a value's power of ten: its range, "4.40 — 11.30", "&lt; 5". */
    private static final int MAX_WORDS_TO_UNIT = 4;

    /**
     * The unit a value's power of ten multiplies, printed in a units column after its range ("5.40*10**3
     * 4.40 — 11.30  1/µl", a Polish lab's): the word's index, where only a range's numbers, dashes
     * and comparators stand between; else -1.
     */
    private static int unitColumn(List<Word> words, int from) {
        for (int j = from; j < Math.min(words.size(), from + MAX_WORDS_TO_UNIT + 1); j++) {
            String text = words.get(j).text();
            if (PER_VOLUME.matcher(text).matches()) {
                return j;
            }
            if (!text.matches("[<>≤≥=]*" + PrintedNumber.PATTERN + "|[-–—]+|[<>≤≥]=?")) {
                return -1;
            }
        }
        return -1;
    }

    /**
     * A power of ten written out after a value and its "x" ("25  x  1.000/µL", "25  x1000/µl"): the unit
     * of that scale ("x10^3/µL"), where the catalogue's table knows it; the words used, or 0.
     */
    private static int thousands(List<Word> words, int i, AnalyteCatalogue catalogue, List<Word> out) {
        String word = words.get(i).text();
        boolean apart = (word.equals("x") || word.equals("×")) && i + 1 < words.size();
        java.util.regex.Matcher power =
                THOUSANDS.matcher(apart ? word + words.get(i + 1).text() : word);
        boolean afterValue =
                !out.isEmpty() && NUMBER.matcher(out.get(out.size() - 1).text()).matches();
        if (!afterValue || !power.matches() || !(apart || word.startsWith("x") || word.startsWith("×"))) {
            return 0;
        }
        int used = apart ? 2 : 1;
        String per = power.group(2);
        if (per == null && i + used < words.size()) {
            java.util.regex.Matcher after =
                    PER_VOLUME.matcher(words.get(i + used).text());
            if (after.matches()) {
                per = after.group(1);
                used++;
            }
        }
        long zeros = power.group(1).chars().filter(c -> c == '0').count();
        String unit = per == null ? null : "x10^" + zeros + per;
        if (unit == null || catalogue.ucum(unit) == null) {
            return 0;
        }
        out.add(span(unit, words.get(i), words.get(i + used - 1)));
        return used;
    }

    /** "3", "³" as "3". */
    private static String exponent(String printed) {
        StringBuilder digits = new StringBuilder();
        for (char c : printed.toCharArray()) {
            int superscript = SUPERSCRIPTS.indexOf(c);
            digits.append(superscript >= 0 ? (char) ('0' + superscript) : c);
        }
        return digits.toString();
    }

    private static String text(List<Word> words, int from, int count) {
        StringBuilder text = new StringBuilder(words.get(from).text());
        for (int k = from + 1; k < from + count; k++) {
            text.append(' ').append(words.get(k).text());
        }
        return text.toString();
    }

    /**
     * "14.2g/dL" as "14.2" and "g/dL", each with its share of the word's width; else the word itself.
     * In a scan the unit may be a letter off ("89mq/dl", "27ug/I"): the row's reader matches it to the
     * test's units, or leaves it.
     */
    private static List<Word> split(Word word, AnalyteCatalogue catalogue, boolean recognised) {
        java.util.regex.Matcher leader = RUN_INTO_LEADER.matcher(word.text());
        if (leader.matches() && !leader.group(3).isEmpty()) {
            List<Word> pieces = new ArrayList<>();
            for (Word piece : cutInThree(word, leader.group(1), leader.group(2), leader.group(3))) {
                pieces.addAll(
                        piece.text().equals(leader.group(3)) ? split(piece, catalogue, recognised) : List.of(piece));
            }
            return pieces;
        }
        java.util.regex.Matcher labelled = LABELLED.matcher(word.text());
        if (labelled.matches()) {
            return cut(word, labelled.group(1), labelled.group(2));
        }
        java.util.regex.Matcher run = RUN_INTO_UNIT.matcher(word.text());
        if (run.matches() && catalogue.ucum(run.group(2)) != null) {
            return cut(word, run.group(1), run.group(2));
        }
        java.util.regex.Matcher misread = RUN_INTO_MISREAD_UNIT.matcher(word.text());
        if (recognised && misread.matches()) {
            return cut(word, misread.group(1), misread.group(2));
        }
        return List.of(word);
    }

    /** The word as its non-empty pieces (of three), each with its share of the word's width. */
    private static List<Word> cutInThree(Word word, String first, String second, String third) {
        List<Word> pieces = new ArrayList<>();
        double left = word.left();
        double width = (word.right() - word.left()) / word.text().length();
        for (String piece : List.of(first, second, third)) {
            if (!piece.isEmpty()) {
                double right = left + width * piece.length();
                pieces.add(new Word(piece, left, word.top(), right, word.bottom(), word.confidence()));
                left = right;
            }
        }
        return pieces;
    }

    /** The word as two, each with its share of the word's width. */
    private static List<Word> cut(Word word, String first, String second) {
        double cut = word.left()
                + (word.right() - word.left()) * first.length() / word.text().length();
        return List.of(
                new Word(first, word.left(), word.top(), cut, word.bottom(), word.confidence()),
                new Word(second, cut, word.top(), word.right(), word.bottom(), word.confidence()));
    }

    /** A bound written in words and its number, as one word ("Up to 46" as "&lt;=46"), and how many words it was. */
    private record Bound(String text, int words) {}

    /**
     * A bound's words and its number at word i ("Up to 46", "Menor o igual a 200"); null when these
     * words are none.
     */
    private static Bound bound(String previous, List<Word> words, int i) {
        if (NUMBER.matcher(previous).matches()) {
            return null; // "10 bis 20", "12,0 a 16,0": a range's middle word, not a bound
        }
        StringBuilder phrase = new StringBuilder();
        for (int n = 1; n <= WordSet.MAX_WORDS && i + n < words.size(); n++) {
            phrase.append(' ').append(words.get(i + n - 1).text());
            String comparator = WORDS.bound(AnalyteCatalogue.normalize(phrase.toString()));
            // in brackets after the unit the bound's bracket closes after its number: "(bis 5,0)", "(up to 150)"
            String number = words.get(i + n).text().replaceFirst("[)\\]]$", "");
            if (comparator != null && NUMBER.matcher(number).matches()) {
                return new Bound(comparator + number, n + 1);
            }
        }
        return null;
    }

    /**
     * A number and the bound's words printed after it at word i ("40 and above", "130 altı", "100'ün
     * altında"); null when these words are none.
     */
    private static Bound boundAfter(List<Word> words, int i) {
        Matcher number = NUMBER_WITH_ENDING.matcher(words.get(i).text());
        if (!number.matches()
                || i + 1 >= words.size()
                || !WORDS.startsABoundAfter(
                        AnalyteCatalogue.normalize(words.get(i + 1).text()))) {
            return null;
        }
        StringBuilder phrase = new StringBuilder();
        for (int n = 1; n <= WordSet.MAX_WORDS && i + n < words.size(); n++) {
            phrase.append(' ').append(words.get(i + n).text());
            String comparator = WORDS.boundAfter(AnalyteCatalogue.normalize(phrase.toString()));
            if (comparator != null) {
                return new Bound(comparator + number.group(1), n + 1);
            }
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
