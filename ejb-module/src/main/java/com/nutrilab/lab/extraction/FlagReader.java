package com.nutrilab.lab.extraction;

import java.util.regex.Pattern;

/**
 * A row's printed flag, in any language read ({@link Vocabulary#flag}): after the value ("7.2 H",
 * "17,9 Anormalement haut"), before it where a flag column comes first ("HIGH 160"), or a lone letter
 * before the value that OCR may have made of a speck ("H 7", kept apart: {@link RowReading#letterFlag}).
 * A flag is the value's only where the table allows a flag there and, in a cumulative table, under
 * the column read.
 */
final class FlagReader {

    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** A lower-case a, alone or in brackets: a footnote's mark ("TSH 1,85 (a) mU/l"), never the flag A. */
    private static final Pattern FOOTNOTE_A = Pattern.compile("\\(?a\\)?");
    /** A word of letters, as a bound's words are ("Mayor", "igual", "fino"). */
    private static final Pattern WORD = Pattern.compile("\\p{L}{2,}:?");

    private final TableHeader header;
    private final DatedColumns dated;
    private final int column;
    private final PrintedRow row;

    FlagReader(TableHeader header, DatedColumns dated, int column, PrintedRow row) {
        this.header = header;
        this.dated = dated;
        this.column = column;
        this.row = row;
    }

    /**
     * The flag at word i, after the value or just before it: the words it took, or 0 (then a lone
     * H or L before a number is noted as the letter before the value).
     */
    int read(int i, RowFields fields) {
        if (neverAFlag(i, fields)) {
            return 0;
        }
        String word = row.clean(i);
        int words = WORDS.flagAt(row.words(), i);
        Flag flag = words > 1 ? WORDS.flag(String.join(" ", row.words().subList(i, i + words))) : WORDS.flag(word);
        if (flag != null
                && fields.hasValue()
                && fields.flag == null
                && !(flag == Flag.LOW && word.equals("-"))
                && header.allowsFlagAt(row.middle(i))
                && ofColumn(i)
                && !pieceOfGarble(i, fields)) {
            fields.flag = flag;
            return Math.max(1, words);
        }
        if (before(flag, word, row.clean(i + 1), fields)) {
            fields.flag = flag; // printed before its value: "HIGH 160"
            return 1;
        }
        if (flag != null && flag.direction() && !fields.hasValue() && RowTokens.isNumber(row.clean(i + 1))) {
            fields.letterBefore = flag; // "H 7": a flag, or a speck (RowReading.letterFlag)
            fields.letterBeforeIndex = i;
        }
        return 0;
    }

    /**
     * Whether the word at i, a name of the catalogue, is rather the row's flag: a flag word ("Bas" is
     * low, and basophils' abbreviation) right after the value or its unit ("0,38  g/L  Bas"), with no
     * number after it to be its value, or only the range ("4,1  mmol/L  bas  4,5 - 6,0").
     */
    boolean notAName(int i, RowFields fields) {
        boolean afterUnit = fields.unit != null && i > 0 && row.middle(i - 1) == fields.unitMiddle;
        return fields.flag == null
                && (fields.valueIndex == i - 1 || afterUnit)
                && WORDS.flag(row.clean(i)) != null
                && (!RowTokens.isNumber(row.clean(i + 1)) || rangeAt(i + 1));
    }

    /** Whether a range starts at word i: "4,5-6,0" or "4,5 - 6,0". */
    private boolean rangeAt(int i) {
        return RowTokens.SPAN.matcher(row.clean(i)).matches()
                || RowTokens.isNumber(row.clean(i))
                        && RowTokens.isDash(row.clean(i + 1))
                        && RowTokens.isNumber(row.clean(i + 2));
    }

    /**
     * Whether the flag's letter or word at i is another mark by its neighbours: a label, its colon
     * after it ("H: 13,5 - 17,5  M: 12,0 - 16,0": the men's range, not a high flag); a preposition
     * between a bound's words and its number ("Mayor a 40": no flag A); a footnote's lower-case a
     * ("TSH 1,85 (a) mU/l").
     */
    private boolean neverAFlag(int i, RowFields fields) {
        return labelsWhatFollows(i)
                || joinsABoundToItsNumber(i, fields)
                || afterAnEarlierResult(i)
                || FOOTNOTE_A.matcher(row.words().get(i)).matches();
    }

    /** Whether the word before i is a number under the previous result's column: "11,5 L" flags that result, not the row's. */
    private boolean afterAnEarlierResult(int i) {
        return i > 0 && RowTokens.isNumber(row.clean(i - 1)) && header.inPreviousColumn(row.middle(i - 1));
    }

    /**
     * Whether the one letter at i stands between a word and a number, as a preposition joins a bound's
     * words to its number ("Mayor a 40", "fino a 150", "Maior ou igual a 40"): no flag A, which follows
     * the value or its unit.
     */
    private boolean joinsABoundToItsNumber(int i, RowFields fields) {
        if (!fields.hasValue() || row.clean(i).length() != 1 || !RowTokens.isNumber(row.clean(i + 1))) {
            return false;
        }
        boolean afterUnit = fields.unit != null && row.middle(i - 1) == fields.unitMiddle;
        return !afterUnit && WORD.matcher(row.clean(i - 1)).matches();
    }

    /**
     * Whether the word at i ends a label or starts one of two words: "H:", "F :", "Baixo risco: &lt;
     * 130" (a risk category's range, no flag low).
     */
    private boolean labelsWhatFollows(int i) {
        return row.word(i).endsWith(":")
                || (i + 1 < row.size() && row.word(i + 1).equals(":"))
                || (i + 1 < row.size()
                        && WORD.matcher(row.word(i + 1)).matches()
                        && row.word(i + 1).endsWith(":"));
    }

    /** The flag run into a value ("7.2H"). */
    static Flag of(String printed) {
        return WORDS.flag(printed);
    }

    /** Whether a word may be a flag, where a flag is allowed: no unit is read across it ("MG L"). */
    boolean mayBeFlag(int i) {
        return WORDS.flag(row.clean(i)) != null && header.allowsFlagAt(row.middle(i));
    }

    /** A direction flag printed before the value; in OCR text not a lone letter, which is as often a speck. */
    private boolean before(Flag flag, String word, String next, RowFields fields) {
        boolean direction = flag != null && flag.direction();
        boolean sign = word.equals("-") || word.equals("+") || QualitativeValue.isDipstickGrade(word);
        boolean lone = word.length() == 1 && row.recognised();
        return direction && !sign && !lone && !fields.hasValue() && fields.flag == null && RowTokens.isNumber(next);
    }

    /**
     * Whether a flag printed at i may be the read column's: under it, or beyond the dates (a flag
     * column after them) only for the newest column.
     */
    private boolean ofColumn(int i) {
        if (!dated.cumulative()) {
            return true;
        }
        double middle = row.middle(i);
        return dated.beyondDates(middle) ? column == dated.newest() : dated.columnAt(middle) == column;
    }

    /** In OCR text a lone letter right after a word that was none of a result's parts is a piece of it ("Ma L"). */
    private boolean pieceOfGarble(int i, RowFields fields) {
        return row.recognised() && row.word(i).length() == 1 && fields.lastStray == i - 1;
    }
}
