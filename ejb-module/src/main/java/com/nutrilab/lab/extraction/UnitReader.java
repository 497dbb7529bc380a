package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A row's unit: a spelling of the catalogue's units table, mapped to UCUM; in OCR text also one split
 * over two words ("UI U/ML") or a letter off ("mg/dl."); else, after the value, letters around a
 * slash that no table lists ("cells/hpf"), kept as printed.
 */
final class UnitReader {

    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** How far apart (a factor) a unit may be from a listed one of its kind to be read as it stands. */
    private static final double NEAR_SCALE_LOW = 0.01 - 1e-9;

    private static final double NEAR_SCALE_HIGH = 100 + 1e-9;

    /** Digits either side of a colon or semicolon: a scan's reading of a decimal comma ("2:35"), no number. */
    private static final Pattern GARBLED_NUMBER = Pattern.compile("\\d+[:;]\\d+");
    /** Digits, then letters OCR made of a mark or an arrow ("28407T" for "2 840 ↑"): a number no one can read. */
    private static final Pattern UNREADABLE_NUMBER = Pattern.compile("\\d{2,}[\\d.,]*\\p{L}[^()\\s]*");

    private final AnalyteCatalogue catalogue;
    /** The page's language, or null where its words do not tell: what a scale word means. */
    private final Language language;

    private final TableHeader header;
    private final PrintedRow row;

    UnitReader(AnalyteCatalogue catalogue, Language language, TableHeader header, PrintedRow row) {
        this.catalogue = catalogue;
        this.language = language;
        this.header = header;
        this.row = row;
    }

    /**
     * The unit at word i, where none was read yet: the words it took, or 0. A unit the catalogue does
     * not know counts only after the value.
     */
    int read(int i, List<Analyte> analytes, RowFields fields) {
        if (fields.unit != null && !(fields.hasValue() && (fields.unitAfterGarble || unitOfTheName(i, fields)))) {
            return 0;
        }
        if (fields.unit != null) {
            // "2:35 g/L 6,08 mmol/L" (a scan's colon for a comma): the unit before the value read is
            // the garbled number's, the one after the value its own; "Neutrophile (%; G/l)  61,2 %": the
            // name's, which names two
            String before = fields.unit;
            fields.unit = null;
            int after = known(i, analytes, fields);
            if (after == 0) {
                fields.unit = before;
            }
            return after;
        }
        int known = known(i, analytes, fields);
        if (known > 0) {
            return known;
        }
        String word = row.clean(i);
        if (fields.unitText == null
                && fields.hasValue()
                && RowTokens.UNIT_SHAPED.matcher(word).matches()) {
            fields.unitText = word; // a unit, though not one the catalogue knows
            return 1;
        }
        return 0;
    }

    /** Whether word i, right after the value, follows a unit in brackets before the value: that one was the name's. */
    private static boolean unitOfTheName(int i, RowFields fields) {
        return i == fields.valueIndex + 1 && fields.unitInBrackets && fields.unitMiddle < fields.valueMiddle;
    }

    /** A unit of the catalogue at word i, for OCR also split over two words ("UI U/ML") or a letter off ("mg/dl."). */
    private int known(int i, List<Analyte> analytes, RowFields fields) {
        String word = row.clean(i);
        boolean percentColumn = word.equals("%") && !row.recognised(); // a scan's lone "%" is as often a speck
        if (word.length() <= 1 && !percentColumn && !fields.hasValue()) {
            return 0; // a lone letter before the value is a flag or a speck ("LYMPHOCYTE L 18 %"), not litres
        }
        int scaled = scaled(i, analytes, fields);
        if (scaled > 0) {
            return scaled;
        }
        String exact = catalogue.ucum(word);
        boolean fits =
                exact != null && analytes.stream().anyMatch(a -> a.units().contains(exact) || nearScale(a, exact));
        if (exact != null && (fits || !row.recognised())) {
            return take(exact, catalogue.misread(word), i, 1, fields);
        }
        if (!row.recognised()) {
            return 0;
        }
        int joined = joined(i, analytes, fields);
        if (joined > 0) {
            return joined;
        }
        // OCR drops a letter and makes another unit: "g/dl" for µg/dl is iron's ug/dL, not g/dL.
        String nearest = catalogue.nearestUnit(word, analytes);
        if (exact != null) {
            return nearest == null ? take(exact, false, i, 1, fields) : take(nearest, true, i, 1, fields);
        }
        return nearest == null ? 0 : take(nearest, true, i, 1, fields);
    }

    /**
     * A count per microlitre after a scale word ("231 mil/uL", "4,5 milhões/mm3"): the scale as the
     * page's language means it ({@link ScaleWords}), never as the units table's one spelling for all.
     */
    private int scaled(int i, List<Analyte> analytes, RowFields fields) {
        String word = row.clean(i);
        int slash = word.indexOf('/');
        if (slash <= 0 || !"/uL".equals(catalogue.ucum(word.substring(slash)))) {
            return 0;
        }
        return ScaleWords.perMicrolitre(word.substring(0, slash), language, fields.value, analytes)
                .map(scaled -> take(scaled.unit(), scaled.doubtful(), i, 1, fields))
                .orElse(0);
    }

    /**
     * A count printed per microlitre whose scale is a word in brackets after its name ("Hemácias
     * (milhões)....: 4,62 /mm3" is 4.62 10*6/uL): the unit in that scale, as the page's language means
     * the word ({@link ScaleWords}). A unit that prints its own scale keeps it.
     */
    void scaleByName(List<Analyte> analytes, RowFields fields) {
        if (fields.scaleWord == null || !"/uL".equals(fields.unit)) {
            return;
        }
        ScaleWords.perMicrolitre(fields.scaleWord, language, fields.value, analytes)
                .ifPresent(scaled -> {
                    fields.unit = scaled.unit();
                    fields.unitApproximate |= scaled.doubtful();
                });
    }

    /**
     * A unit OCR split in two, its slash often lost: "UI U/ML", "UG DL", "NG M." (ng/mL), "PG M."
     * (whose "PG" alone is MCH's unit, not vitamin B12's). Taken only as a unit of the name's
     * analytes, and never over a word that may be the row's flag ("MG L" in a table without a flag
     * column is mg and low).
     */
    private int joined(int i, List<Analyte> analytes, RowFields fields) {
        if (i + 1 >= row.size()) {
            return 0;
        }
        String word = row.clean(i);
        String next = row.clean(i + 1);
        boolean mayBeFlag = WORDS.flag(next) != null && header.allowsFlagAt(row.middle(i + 1));
        if (mayBeFlag || !RowTokens.LETTER.matcher(next).find() || RowTokens.isNumber(next)) {
            return 0;
        }
        String slashed = word.endsWith("/") || next.startsWith("/") ? word + next : word + "/" + next;
        for (String candidate : List.of(word + next, slashed)) {
            String exact = catalogue.ucum(candidate);
            if (exact != null && analytes.stream().anyMatch(a -> a.units().contains(exact))) {
                return take(exact, false, i, 2, fields);
            }
        }
        String nearest = catalogue.nearestUnit(slashed, analytes);
        return nearest == null ? 0 : take(nearest, true, i, 2, fields);
    }

    /**
     * Whether a unit the analyte is not listed in is of the same kind as one it is, at most a hundred
     * times apart (creatinine's {@code mg/L}, urea's {@code g/L} beside {@code mg/dL}): a unit French and
     * Belgian labs print, read as it stands; the printed range then tells whether a "d" was lost
     * ({@link ResultCheck}). Iron's {@code ug/dL} is a million times {@code g/dL}: a "µ" lost, not a unit.
     */
    private static boolean nearScale(Analyte analyte, String unit) {
        return analyte.units().stream()
                .filter(listed -> UcumUnits.sameKind(listed, unit))
                .map(listed -> UcumUnits.convert(1.0, unit, listed))
                .flatMap(Optional::stream)
                .anyMatch(factor -> factor >= NEAR_SCALE_LOW && factor <= NEAR_SCALE_HIGH);
    }

    private int take(String ucum, boolean approximate, int i, int used, RowFields fields) {
        fields.unitAfterGarble = !fields.hasValue() && i > 0 && garbledNumber(row.clean(i - 1));
        fields.unitInBrackets = row.word(i + used - 1).endsWith(")");
        fields.unit = ucum;
        fields.unitApproximate = approximate;
        fields.unitConfidence = row.confidence(i, used);
        fields.unitMiddle = row.middle(i);
        return used;
    }

    private boolean garbledNumber(String word) {
        return GARBLED_NUMBER.matcher(word).matches()
                || row.recognised() && UNREADABLE_NUMBER.matcher(word).matches();
    }
}
