package com.nutrilab.lab.extraction;

import static com.nutrilab.lab.extraction.RowTokens.NAME_WORD;
import static com.nutrilab.lab.extraction.RowTokens.PLAIN;
import static com.nutrilab.lab.extraction.RowTokens.RATIO_MARK;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names in a row: where the first one starts (after marks and codes), which catalogue name after
 * a value starts a second result (not a unit or a flag that spells a test's abbreviation), which word
 * after a name makes the row another test (a ratio, a qualifier, a longer label), an explanation in
 * brackets that belongs to the name, and the name as printed. A name read wrong gives a wrong test,
 * which is worse than none.
 */
final class RowNames {

    /** Every language's words ({@link Language}): qualifiers, flags. */
    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** Marks or codes a row may print before its name (a bullet, a row number, a test code). */
    private static final int MAX_LEADING_WORDS = 2;
    /** Longest explanation in brackets after a name, in words. */
    private static final int MAX_EXPLANATION_WORDS = 8;
    /** A load's number printed apart from its unit ("75 g"). */
    private static final Pattern WHOLE_NUMBER = Pattern.compile("\\d{1,3}");
    /** A glucose load glued to its unit ("75g"). */
    private static final Pattern LOAD = Pattern.compile("\\d{2,3}g");
    /** One word in brackets, as a test's abbreviation is printed after its name: "(ALAT)", "(GGT):". */
    private static final Pattern BRACKETED_WORD = Pattern.compile("\\(([\\p{L}][\\p{L}\\d-]*)\\):?");

    private final AnalyteCatalogue catalogue;
    private final TableHeader header;
    private final PrintedRow row;
    private final List<String> words;

    RowNames(AnalyteCatalogue catalogue, TableHeader header, PrintedRow row) {
        this.catalogue = catalogue;
        this.header = header;
        this.row = row;
        this.words = row.words();
    }

    /**
     * The name a row starts with, after at most two marks or codes (a bullet, an OCR speck, a row
     * number, a lab's test code); in OCR text a bar may be a capital I ("| RON" is IRON).
     */
    Optional<AnalyteCatalogue.NameMatch> first() {
        if (row.recognised() && !words.isEmpty() && words.get(0).equals("|")) {
            List<String> barAsI = new ArrayList<>(words);
            barAsI.set(0, "I");
            Optional<AnalyteCatalogue.NameMatch> match = catalogue.nameAt(barAsI, 0, true);
            if (match.isPresent()) {
                return match;
            }
        }
        for (int start = 0; start < Math.min(MAX_LEADING_WORDS + 1, words.size()); start++) {
            Optional<AnalyteCatalogue.NameMatch> match = catalogue.nameAt(words, start, row.recognised());
            if (match.isPresent()) {
                return Optional.of(otherTestInBrackets(match.get()).orElseGet(() -> timedGlucose(match.get())));
            }
            if (!RowTokens.isLeadingMark(words.get(start))) {
                break;
            }
        }
        return abbreviationInBrackets();
    }

    /**
     * Glucose with the time its sample was taken in a tolerance test ("Glucosa 60 min (75 g)", "Glicose
     * 2h após 75 g (TOTG)", "Glucose 0 min (08:15)"): the test of that time, the name running over the
     * time and the load. At 0 minutes it is the fasting glucose; at one or two hours it is the tolerance
     * test's only where the row names the load or the test ("Glucose 2h" alone may be after a meal).
     */
    private AnalyteCatalogue.NameMatch timedGlucose(AnalyteCatalogue.NameMatch name) {
        if (name.analytes().size() != 1 || !"glucose".equals(name.analyte().key())) {
            return name;
        }
        Optional<SampleTime> time = SampleTime.at(words, name.end());
        Optional<Analyte> test =
                time.flatMap(t -> toleranceTestKey(t.minutes())).flatMap(catalogue::byKey);
        if (test.isEmpty()) {
            return name;
        }
        int end = time.get().end();
        while (end < words.size()
                && !RowTokens.isNumber(words.get(end))
                && (words.get(end).startsWith("(") && words.get(end).endsWith(")") || loadAt(end + 1))) {
            end++; // "(08:15)", "após" before "75 g"
        }
        while (loadAt(end)) {
            end += WHOLE_NUMBER.matcher(words.get(end)).matches() ? 2 : 1;
        }
        return new AnalyteCatalogue.NameMatch(List.of(test.get()), name.start(), end, name.fuzzy());
    }

    /**
     * The catalogue's test of a glucose sample taken that many minutes into a tolerance test: at 0 the
     * fasting glucose; at one or two hours the tolerance test's only where the row names the load.
     */
    private Optional<String> toleranceTestKey(int minutes) {
        if (minutes == 0) {
            return Optional.of("glucose");
        }
        if (!namesALoad()) {
            return Optional.empty();
        }
        return minutes == 60
                ? Optional.of("glucose-ogtt-1h")
                : minutes == 120 ? Optional.of("glucose-ogtt-2h") : Optional.empty();
    }

    /** Whether the load or a tolerance test's name is at word i: "75 g", "(75 g)", "75g", "(TOTG)", "OGTT". */
    private boolean loadAt(int i) {
        if (i >= words.size()) {
            return false;
        }
        String word = words.get(i).replaceAll("^\\(|\\)$", "");
        String next = i + 1 < words.size() ? words.get(i + 1).replaceAll("\\)$", "") : "";
        return LOAD.matcher(word).matches()
                || WHOLE_NUMBER.matcher(word).matches() && next.equals("g")
                || WORDS.toleranceTests.at(words, i) > 0;
    }

    private boolean namesALoad() {
        for (int i = 0; i < words.size(); i++) {
            if (loadAt(i)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The test an abbreviation in brackets names where words after a known name make a longer one
     * ("Demir Bağlama Kapasitesi (TDBK)" is iron-binding capacity, not "Demir", iron), read
     * approximately; empty where the brackets name the same test ("Demir (Fe)", "GPT (ALT)") or none.
     */
    private Optional<AnalyteCatalogue.NameMatch> otherTestInBrackets(AnalyteCatalogue.NameMatch name) {
        if (name.start() != 0) {
            return Optional.empty();
        }
        return abbreviationInBrackets()
                .filter(abbreviation -> abbreviation.end() - 1 > name.end())
                .filter(abbreviation -> abbreviation.analytes().stream().noneMatch(name.analytes()::contains));
    }

    /**
     * A name the catalogue lacks, followed by the test's abbreviation in brackets ("Alanine
     * amino-transférase (ALAT)", "Saturation de la transferrine (CST)"): the abbreviation names the
     * test, read approximately (so with a doubt), unless a word before it qualifies the test ("Ratio",
     * "Urine") or is no plain word of a name.
     */
    private Optional<AnalyteCatalogue.NameMatch> abbreviationInBrackets() {
        for (int i = 1; i < Math.min(words.size(), AnalyteCatalogue.MAX_NAME_WORDS); i++) {
            String before = words.get(i - 1);
            if (!NAME_WORD.matcher(before).matches()
                    || before.startsWith("(")
                    || RowTokens.isRatioWord(before)
                    || WORDS.qualifiers.contains(before)) {
                return Optional.empty();
            }
            Matcher bracketed = BRACKETED_WORD.matcher(words.get(i));
            if (bracketed.matches()) {
                int end = i + 1;
                return catalogue
                        .nameAt(List.of(bracketed.group(1)), 0, false)
                        .filter(abbreviation -> !abbreviation.fuzzy())
                        .map(abbreviation -> new AnalyteCatalogue.NameMatch(abbreviation.analytes(), 0, end, true));
            }
        }
        return Optional.empty();
    }

    /**
     * A catalogue name at word i, after the row's value, that starts the next result of the row: not
     * a number or a unit that spells a name, nor a scan's garbled unit.
     */
    Optional<AnalyteCatalogue.NameMatch> nextAt(int i, RowFields fields) {
        return catalogue
                .nameAt(words, i, row.recognised())
                .filter(next -> !isShaped(words.get(i)) && !isGarbledUnitWord(fields, i));
    }

    /**
     * Whether a sample's time printed apart from its unit follows the name at i ("Glucose 2 h",
     * "Glycémie 2 h postprandiale", "Glucose 1 Std."): the row is another test, a sample at that time,
     * and the time's number is no result. A test measured in time ("Blutungszeit 3 min") has its
     * result there.
     */
    boolean sampleTimeAt(int i, AnalyteCatalogue.NameMatch name) {
        return i == name.end()
                && name.analytes().stream().noneMatch(a -> a.units().contains("min"))
                && SampleTime.at(words, i)
                        .filter(time -> numberAfter(time.end()))
                        .isPresent();
    }

    private boolean numberAfter(int i) {
        return words.subList(i, words.size()).stream().anyMatch(RowTokens::isNumber);
    }

    /**
     * Whether the word at i, which is none of a result's parts, makes the row another test: a ratio
     * ("Cholesterol/HDL Ratio", "TG / HDL"), a qualifier ("Copper Urine", "Calcium (adjusted)",
     * "Glucosa post-sobrecarga"), a time after a load ("Glucose 2h", "Glukose 120min"), or right after
     * the name a longer label ("ERY Fragmente:", "Neut X").
     */
    boolean makesOtherTest(int i, AnalyteCatalogue.NameMatch name) {
        String word = words.get(i);
        return RowTokens.isRatioWord(word)
                || ratioOfTwo(i, name)
                || WORDS.qualifiers.contains(word)
                || WORDS.qualifiers.contains(word.replaceAll("^\\(|\\),?$", ""))
                || SampleTime.isGlued(word)
                || (i == name.end() && RowTokens.closesLongerLabel(word));
    }

    /**
     * The same test's name in another language after a slash ("Foliumzuur / Acide folique", "Vitamine
     * B12 / Vitamin B12", as Belgian and Swiss labs print it): the words it takes, the slash with it,
     * or 0.
     */
    int sameTestAfterSlash(int i, AnalyteCatalogue.NameMatch name) {
        if (!RATIO_MARK.matcher(words.get(i)).matches()
                || i + 1 >= words.size()
                || name.analytes().isEmpty()) {
            return 0;
        }
        return catalogue
                .nameAt(words, i + 1, row.recognised())
                .filter(other -> other.start() == i + 1 && name.analytes().containsAll(other.analytes()))
                .map(other -> other.end() - i)
                .orElse(0);
    }

    /** A slash between this name and another analyte's ("TG / HDL"): the row is their ratio. */
    private boolean ratioOfTwo(int i, AnalyteCatalogue.NameMatch name) {
        if (!RATIO_MARK.matcher(words.get(i)).matches() || i + 1 >= words.size()) {
            return false;
        }
        return catalogue
                .nameAt(words, i + 1, row.recognised())
                .filter(other -> other.analytes().stream().noneMatch(name.analytes()::contains))
                .isPresent();
    }

    /**
     * The words of an explanation in brackets after a name, "[ Tri - iodothyronine ]" or
     * "(CYANOCOBALAMIN)": up to its closing bracket, or to the value where the line ends it
     * unclosed; 0 where word i opens none.
     */
    int explanation(int i) {
        String word = words.get(i);
        if ((!word.startsWith("[") && !word.startsWith("(")) || catalogue.ucum(row.clean(i)) != null) {
            return 0; // "(mg/dL)" is the row's unit
        }
        if (word.chars().noneMatch(Character::isLetter) && word.chars().noneMatch(Character::isDigit)) {
            return 0; // "(+)", "(*)": a result or a mark, no words of the name
        }
        char close = word.startsWith("[") ? ']' : ')';
        for (int end = i; end < Math.min(words.size(), i + MAX_EXPLANATION_WORDS); end++) {
            String inside = words.get(end);
            if (inside.indexOf(close) >= 0) {
                return end - i + 1;
            }
            if (end > i
                    && PLAIN.matcher(row.clean(end)).matches()
                    && SampleTime.at(words, end).isEmpty()) {
                return end - i; // the value, the bracket left open; "(prélèvement à 12 h …)" goes on
            }
        }
        return 0;
    }

    /**
     * The name as printed: the catalogue's name and the words of letters a lab prints after it before
     * the value, without those in a method column or the dots leading to the value.
     */
    String printed(AnalyteCatalogue.NameMatch name, RowFields fields) {
        return printedName(name.start(), printedNameEnd(name, fields));
    }

    /** The name's words, without those printed in a method column ("Haemoglobin  Photometry  13.5"). */
    private String printedName(int start, int end) {
        List<String> name = new ArrayList<>();
        for (int i = start; i < end; i++) {
            if (i == start || !header.inMethodColumn(row.middle(i))) {
                name.add(words.get(i));
            }
        }
        // "Hemoglobina...............:": the dots leading to the value are layout, not the name's ("V.C.M." keeps its
        // own)
        return String.join(" ", name).replaceAll("(?:[.…·_]{2,}|[:,\\s])+$", "");
    }

    /**
     * Where the printed name ends: after the catalogue's name, the words of letters that a lab prints
     * before the value as part of it ("HEMATOCRIT VALUE, HCT", "MEAN CELL HAEMOGLOBIN, MCH").
     */
    private int printedNameEnd(AnalyteCatalogue.NameMatch name, RowFields fields) {
        int end = name.end();
        while (end < fields.valueIndex
                && NAME_WORD.matcher(words.get(end)).matches()
                && WORDS.flag(row.clean(end)) == null
                && catalogue.ucum(row.clean(end)) == null) {
            end++;
        }
        return end;
    }

    /**
     * A scan's unit OCR garbled into a word that names a test ("g/t" for g/L is gamma-GT's "GT"):
     * after a value with no unit yet, a word shaped as a unit and a letter off one is the unit, and
     * the range after it stays this row's.
     */
    private boolean isGarbledUnitWord(RowFields fields, int i) {
        String word = row.clean(i);
        return row.recognised()
                && fields.unit == null
                && fields.unitText == null
                && RowTokens.UNIT_SHAPED.matcher(word).matches()
                && catalogue.nearAUnit(word);
    }

    /** A number or a unit of the catalogue: no name, though its letters may spell one. */
    private boolean isShaped(String word) {
        String cleaned = RowTokens.clean(word);
        return PLAIN.matcher(cleaned).matches() || catalogue.ucum(cleaned) != null;
    }
}
