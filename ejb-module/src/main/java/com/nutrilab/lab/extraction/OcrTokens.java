package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Joins what OCR split after a mark: "1. 20" is 1.20, "0. 76-1. 27" is 0.76-1.27, "HDL- C" is HDL-C,
 * "MMOL/ L" is MMOL/L. Tesseract puts a space after a narrow mark in spaced-out print (monospace
 * type, a wide photo); printed text never breaks a number after its decimal mark. And splits what
 * it ran together across a dash or colon: "Ferritin—456" is "Ferritin", "—", "456". A range's zero
 * read as a letter ("@-149") is a zero again.
 */
final class OcrTokens {

    /** A word ending in a decimal mark after a digit, and one starting with a digit. */
    private static final Pattern OPEN_NUMBER = Pattern.compile(".*\\d[.,]");
    /** A word ending in a hyphen or slash after a letter or digit. */
    private static final Pattern OPEN_JOIN = Pattern.compile(".*[\\p{L}\\d][-/]");

    private static final Pattern STARTS_DIGIT = Pattern.compile("\\d.*");
    /** What follows a word left open by a hyphen or slash: a letter ("MMOL/ L"); "U/ 10 - 50" is a unit, then a range. */
    private static final Pattern STARTS_ALPHANUMERIC = Pattern.compile("[\\p{L}%].*");
    /**
     * A name run into its value across a dash or colon, or a dash into the value ("—7.4", "-—4.5");
     * a hyphen alone before a number stays, it may be a minus.
     */
    private static final Pattern NAME_THEN_VALUE =
            Pattern.compile("(.*\\p{L}[)\\]]?|)([—–:][—–:-]*|-[—–][—–-]*)([<>]?\\d.*)");

    /**
     * A range whose leading zero OCR read as a letter: a monospace face's dotted or slashed zero comes
     * out as "@", "Q", "O" or "D" ("@-149" is 0-149, "Q-44" is 0-44).
     */
    private static final Pattern ZERO_MISREAD = Pattern.compile("[@QOoD]([-–—]\\d[\\d.,]*)");

    /** A decimal mark read twice (",." in "4,.14") or a tilde for a range's dash ("0.76~1.27"). */
    private static final Pattern DOUBLE_MARK = Pattern.compile("(?<=\\d)(?:,\\.|\\.,)(?=\\d)");

    private static final Pattern SPECK_AFTER_NUMBER = Pattern.compile("(?<=^\\d{1,5}(?:[.,]\\d{1,3})?)[.,]$");
    /**
     * Specks after a number read as a run of dots ("121...", "4,1.."): a run says nothing of a decimal
     * mark (one dot may be a lost one, {@link RowTokens#WHOLE_THEN_DOT}), so the number stands alone.
     */
    private static final Pattern SPECKS_AFTER_NUMBER =
            Pattern.compile("(?<=^[<>]?\\d{1,5}(?:[.,]\\d{1,3})?)(?:[.,·]{2,}|…[.,·…]*)$");

    /** A speck after a number that has its decimal mark already ("0,50." before "- 1,10"): no second mark. */
    private static final Pattern SPECK_AFTER_DECIMAL = Pattern.compile("(?<=^[<>]?\\d{1,5}[.,]\\d{1,3})[.,]$");

    private static final Pattern TILDE_DASH = Pattern.compile("(?<=\\d)~(?=\\d)");

    /**
     * A number or range with a zero read as the letter O ("1O5", "7O-99", "2.5O"): starting with a
     * digit, only digits, O, marks and a dash. A word that starts with O ("O2") is left as read.
     */
    private static final Pattern ZERO_AS_O = Pattern.compile("[<>]?\\d[\\d.,Oo]*(?:[-–][\\dOo][\\d.,Oo]*)?");
    /** A one read as l, I or | right after a decimal mark ("5,l", "3,5-5,lmmol/l"): no letter follows a mark. */
    private static final Pattern ONE_AFTER_MARK = Pattern.compile("(?<=\\d[.,])[lI|](?=\\d|$|[-–]|[\\p{L}µμ]+/)");

    /**
     * A lower-case f read as a brace at a name's start ("{T4" is fT4, free thyroxine): without it the
     * name matched another test, total T4, and its range pulled the unit to that test's.
     */
    private static final Pattern BRACE_FOR_F = Pattern.compile("^\\{(?=\\p{Lu}[^}]*$)");

    private OcrTokens() {}

    static List<TextLine> repair(List<TextLine> lines) {
        List<TextLine> repaired = new ArrayList<>(lines.size());
        for (TextLine line : ColumnRules.removed(lines)) {
            repaired.add(line.recognised() ? repair(line) : line);
        }
        return repaired;
    }

    private static TextLine repair(TextLine line) {
        List<Word> words = new ArrayList<>();
        for (Word read : separated(line.words())) {
            String text = TILDE_DASH
                    .matcher(DOUBLE_MARK.matcher(read.text()).replaceAll("."))
                    .replaceAll("-");
            text = SPECKS_AFTER_NUMBER.matcher(text).replaceAll("");
            text = SPECK_AFTER_DECIMAL.matcher(text).replaceAll("");
            text = ONE_AFTER_MARK.matcher(text).replaceAll("1");
            text = ZERO_AS_O.matcher(text).matches() ? text.replace('O', '0').replace('o', '0') : text;
            text = BRACE_FOR_F.matcher(text).replaceFirst("f");
            Matcher zero = ZERO_MISREAD.matcher(text);
            text = zero.matches() ? "0" + zero.group(1) : text;
            Word word = text.equals(read.text())
                    ? read
                    : new Word(text, read.left(), read.top(), read.right(), read.bottom(), read.confidence());
            Word previous = words.isEmpty() ? null : words.get(words.size() - 1);
            if (previous != null && split(previous.text(), word.text())) {
                words.set(
                        words.size() - 1,
                        new Word(
                                previous.text() + word.text(),
                                previous.left(),
                                previous.top(),
                                word.right(),
                                Math.max(previous.bottom(), word.bottom()),
                                Math.min(previous.confidence(), word.confidence())));
            } else {
                words.add(word);
            }
        }
        if (!words.isEmpty()) { // "97." at a line's end: a speck, not a decimal mark ("1. 20" is joined above)
            Word last = words.get(words.size() - 1);
            String text = SPECK_AFTER_NUMBER.matcher(last.text()).replaceAll("");
            if (!text.equals(last.text())) {
                words.set(
                        words.size() - 1,
                        new Word(text, last.left(), last.top(), last.right(), last.bottom(), last.confidence()));
            }
        }
        return new TextLine(line.page(), List.copyOf(words), true);
    }

    private static List<Word> separated(List<Word> words) {
        List<Word> separated = new ArrayList<>();
        for (Word word : words) {
            Matcher run = NAME_THEN_VALUE.matcher(word.text());
            if (!run.matches()) {
                separated.add(word);
                continue;
            }
            double perCharacter = (word.right() - word.left()) / word.text().length();
            double left = word.left();
            for (int g = 1; g <= 3; g++) {
                if (run.group(g).isEmpty()) {
                    continue;
                }
                double right = left + perCharacter * run.group(g).length();
                separated.add(new Word(run.group(g), left, word.top(), right, word.bottom(), word.confidence()));
                left = right;
            }
        }
        return separated;
    }

    private static boolean split(String before, String after) {
        return (OPEN_NUMBER.matcher(before).matches()
                        && STARTS_DIGIT.matcher(after).matches())
                || (OPEN_JOIN.matcher(before).matches()
                        && STARTS_ALPHANUMERIC.matcher(after).matches());
    }
}
