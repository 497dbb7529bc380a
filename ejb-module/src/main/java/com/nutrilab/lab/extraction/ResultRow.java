package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One printed line read as results: each catalogue name in it and the value, unit, range and
 * flag that follow it, told apart by their shapes. A unit that does not fit the name's analyte
 * rejects the reading ("IRON 10 %" is no iron result); a line that sells something is no result.
 */
final class ResultRow {

    private static final String NUMBER = PrintedNumber.PATTERN;
    private static final Pattern PLAIN = Pattern.compile(NUMBER);
    private static final Pattern PLAIN_WITH_FLAG = Pattern.compile("(" + NUMBER + ")(H|L|HH|LL|\\*)");
    /** A value with the mark of an abnormal result before it ("*11.2"). */
    private static final Pattern MARKED_PLAIN = Pattern.compile("\\*{1,2}(" + NUMBER + ")");

    private static final Pattern COMPARED = Pattern.compile("(<=|>=|=<|=>|≤|≥|<|>)\\s*(" + NUMBER + ")");
    /**
     * A range; OCR may read its dash twice ("2.0—-4.4"); in words, "to", "bis", and the Spanish,
     * Portuguese, French, Dutch and Polish "70 a 110", "70 à 110", "70 tot 110", "od 70 do 110".
     */
    private static final Pattern SPAN =
            Pattern.compile("(" + NUMBER + ")\\s*(?:[-–—]+|" + Joiners.ALTERNATIVES + ")\\s*(" + NUMBER + ")");

    private static final Pattern COMPARATOR = Pattern.compile("<=|>=|=<|=>|≤|≥|<|>");
    private static final Pattern DASH = Pattern.compile("[-–—]+|" + Joiners.ALTERNATIVES);
    private static final Pattern LETTER = Pattern.compile("\\p{L}");
    /**
     * Dots (or a rule) leading the eye from a name to its value ("Glicose de jejum ....... 98"), or
     * OCR's reading of them: part of the layout, not a word of the row.
     */
    private static final Pattern LEADER = Pattern.compile("[.·…_]+|[-–—.·_]{3,}");
    /** A word of a test's name: letters, with the marks names carry ("VALUE,", "(MCV)", "Hb-A1c"). */
    private static final Pattern NAME_WORD = Pattern.compile("[(\\[]?\\p{L}[\\p{L}\\d.\\-/]*[)\\],]?");

    private static final Pattern RATIO_MARK = Pattern.compile("[/:]");
    private static final Pattern DASHED_NUMBER = Pattern.compile("[-–—]+" + NUMBER);
    /** A decimal number and a dot: in OCR text the dot is a speck ("5.7."), the number already has its mark. */
    private static final Pattern DECIMAL_THEN_SPECK = Pattern.compile("\\d+[.,]\\d+\\.");

    /**
     * Every language's words ({@link Language}): flags; fillers, words between a name and its value
     * that do not make the line prose ("Wert", "nüchtern", "taux"); durations ("1-2 days" is no
     * range); and qualifiers, words that, printed after an analyte's name and before the value, make
     * the row another test than the analyte ("Copper Urine", "Folate RBC", "Ferritin Index", "Insulin
     * Resistance", "Zinc Protoporphyrin"): it is read as a test the catalogue does not know, under its
     * printed name.
     */
    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** Words a prose line brings: a name followed by more of these is not a result. */
    private static final int MAX_FILLER_WORDS = 2;
    /** A row number or a lab's test code before the name ("12", "005009", "CH12"). */
    private static final Pattern CODE = Pattern.compile("[A-Z]{0,3}\\d+[.)]?");

    private static final int MAX_LEADING_WORDS = 2;
    /** Longest explanation in brackets after a name, in words. */
    private static final int MAX_EXPLANATION_WORDS = 6;
    /** A performing-lab code or footnote number printed after a name ("Glucose 01 95 mg/dL"): not a value. */
    private static final Pattern LAB_CODE = Pattern.compile("0\\d");
    /** A printed unit the catalogue does not know: letters around a slash ("cells/hpf", "Bin/µL"). */
    private static final Pattern UNIT_SHAPED =
            Pattern.compile("[%µμ]?\\p{L}{0,8}(?:[*^]?\\d{1,2})?/[\\p{L}µμ][\\p{L}µμ\\d.^*]{0,12}");

    private final AnalyteCatalogue catalogue;
    private final ReportStyle style;
    private final TableHeader header;
    private final DatedColumns dated;
    /** The dated column read, of a cumulative table's row; -1 for other rows. */
    private final int column;

    private final TextLine line;
    private final List<String> words;

    ResultRow(AnalyteCatalogue catalogue, ReportStyle style, TableHeader header, TextLine line) {
        this(catalogue, style, header, DatedColumns.NONE, line);
    }

    ResultRow(AnalyteCatalogue catalogue, ReportStyle style, TableHeader header, DatedColumns dated, TextLine line) {
        this(catalogue, style, header, dated, dated.newest(), line);
    }

    /** The row read in one dated column of a cumulative table: its value, and its flag, are that column's. */
    ResultRow(
            AnalyteCatalogue catalogue,
            ReportStyle style,
            TableHeader header,
            DatedColumns dated,
            int column,
            TextLine line) {
        this.catalogue = catalogue;
        this.style = style;
        this.header = header;
        this.dated = dated;
        this.column = column;
        this.line = line;
        this.words = line.words().stream().map(Word::text).toList();
    }

    List<RowReading> readings() {
        List<RowReading> readings = new ArrayList<>();
        if (ProductLine.is(words)) {
            return readings;
        }
        Optional<AnalyteCatalogue.NameMatch> known = firstName();
        Optional<AnalyteCatalogue.NameMatch> name = known.or(() -> UnknownTest.nameAt(words));
        while (name.isPresent()) {
            Reading reading = read(name.get());
            if (reading.otherTest && readings.isEmpty() && name == known) {
                // "BUN/CREAT RATIO", "Insulin Resistance HOMA-IR": not BUN nor insulin, but a test of
                // its own, under its printed name
                reading = UnknownTest.nameAt(words).map(this::read).orElse(reading);
            }
            if (reading.result != null
                    && (reading.result.analyte() != null || UnknownTest.shapedAsResult(reading.result))) {
                readings.add(reading.result);
            }
            name = reading.next;
        }
        return readings;
    }

    /**
     * The name a row starts with, after at most two marks or codes (a bullet, an OCR speck, a row
     * number, a lab's test code); in OCR text a bar may be a capital I ("| RON" is IRON).
     */
    private Optional<AnalyteCatalogue.NameMatch> firstName() {
        if (line.recognised() && !words.isEmpty() && words.get(0).equals("|")) {
            List<String> barAsI = new ArrayList<>(words);
            barAsI.set(0, "I");
            Optional<AnalyteCatalogue.NameMatch> match = catalogue.nameAt(barAsI, 0, true);
            if (match.isPresent()) {
                return match;
            }
        }
        for (int start = 0; start < Math.min(MAX_LEADING_WORDS + 1, words.size()); start++) {
            Optional<AnalyteCatalogue.NameMatch> match = catalogue.nameAt(words, start, line.recognised());
            if (match.isPresent()) {
                return match;
            }
            if (!leading(words.get(start))) {
                break;
            }
        }
        return Optional.empty();
    }

    private static boolean leading(String word) {
        return AnalyteCatalogue.normalize(word).length() <= 1
                || CODE.matcher(word).matches();
    }

    /** What follows a name, up to the next name in the same row (two results side by side). */
    private Reading read(AnalyteCatalogue.NameMatch name) {
        Reading reading = new Reading();
        Fields fields = new Fields();
        int i = name.end();
        while (i < words.size()) {
            if (fields.hasValue()) {
                Optional<AnalyteCatalogue.NameMatch> next = catalogue.nameAt(words, i, line.recognised());
                if (next.isPresent() && !isShaped(words.get(i)) && !flagNotName(i, fields)) {
                    reading.next = next;
                    break;
                }
            }
            int explained = fields.hasValue() ? 0 : explanation(i);
            if (explained > 0) {
                i += explained; // "T3 [ Tri - iodothyronine ]": the name's explanation, part of it
                continue;
            }
            int used = take(i, name.analytes(), fields);
            fields.lastStray = used == 0 ? i : fields.lastStray;
            if (used == 0) {
                boolean otherTest = isRatio(words.get(i)) || ratioOfTwo(i, name) || isQualifier(words.get(i));
                if (!fields.hasValue() && (++fields.strayBefore > MAX_FILLER_WORDS || otherTest)) {
                    // prose that happens to start with an analyte's name, or a ratio of two analytes:
                    // "Cholesterol/HDL Ratio" is not HDL, "BUN/CREAT RATIO" (its slash lost in a scan) not BUN,
                    // "TG / HDL" not triglycerides; or a word that makes it another test ("Copper Urine")
                    reading.otherTest = otherTest;
                    return reading;
                }
                fields.strayAfter += fields.hasValue() ? 1 : 0;
                used = 1;
            }
            i += used;
        }
        if (fields.hasValue()) {
            reading.result = reading(name, fields);
            // "Hemoglobin Glycated 5.6 %": a unit that does not fit the name's analyte, after words
            // the catalogue's name lacks, is another test's
            reading.otherTest = reading.result == null && fields.strayBefore > 0 && !line.recognised();
        }
        return reading;
    }

    /**
     * The words of an explanation in brackets after a name, "[ Tri - iodothyronine ]" or
     * "(CYANOCOBALAMIN)": up to its closing bracket, or to the value where the line ends it
     * unclosed; 0 where word i opens none.
     */
    private int explanation(int i) {
        String word = words.get(i);
        if ((!word.startsWith("[") && !word.startsWith("(")) || catalogue.ucum(clean(word)) != null) {
            return 0; // "(mg/dL)" is the row's unit
        }
        char close = word.startsWith("[") ? ']' : ')';
        for (int end = i; end < Math.min(words.size(), i + MAX_EXPLANATION_WORDS); end++) {
            String inside = words.get(end);
            if (inside.indexOf(close) >= 0) {
                return end - i + 1;
            }
            if (end > i && PLAIN.matcher(clean(inside)).matches()) {
                return end - i;
            }
        }
        return 0;
    }

    /** Whether a plain number after word i, and before any range, sits in the header's result column. */
    private boolean valueLaterInResultColumn(int i) {
        if (header == TableHeader.NONE) {
            return false;
        }
        for (int later = i + 1; later < words.size(); later++) {
            String word = clean(words.get(later));
            if (SPAN.matcher(word).matches()
                    || COMPARED.matcher(word).matches()
                    || DASH.matcher(word).matches()) {
                return false;
            }
            boolean rangeStarts = later + 1 < words.size()
                    && DASH.matcher(clean(words.get(later + 1))).matches();
            if (rangeStarts) {
                return false;
            }
            if (PLAIN.matcher(word).matches() && header.inResultColumn(middle(later))) {
                return true;
            }
        }
        return false;
    }

    /** Reads the piece of a result starting at word i; the words used, or 0 for a word that is none. */
    private int take(int i, List<Analyte> analytes, Fields fields) {
        String word = clean(words.get(i));
        if (line.recognised() && DECIMAL_THEN_SPECK.matcher(word).matches()) {
            word = word.substring(0, word.length() - 1); // "5.7.": a speck after the value
        }
        String next = i + 1 < words.size() ? clean(words.get(i + 1)) : "";
        String afterNext = i + 2 < words.size() ? clean(words.get(i + 2)) : "";
        if (word.isEmpty()) {
            return 1;
        }
        int limit = limit(i, word, next, afterNext, fields);
        if (limit > 0) {
            return limit;
        }
        // A range printed over three words ("70 - 99") or a comparator apart from its number ("> 59").
        if (PLAIN.matcher(word).matches()
                && DASH.matcher(next).matches()
                && PLAIN.matcher(afterNext).matches()
                && !valueUnderResult(i, fields)) {
            return !isDuration(i + 3) && range(word + " " + next + " " + afterNext, fields) ? 3 : 0;
        }
        if (COMPARATOR.matcher(word).matches() && PLAIN.matcher(next).matches()) {
            if (otherColumn(i)) {
                return 2; // "< 5" under another date: that column's result
            }
            return compared(word + " " + next, i, 2, fields) ? 2 : 0;
        }
        boolean dashAfter = word.endsWith("-")
                && PLAIN.matcher(word.substring(0, word.length() - 1)).matches()
                && PLAIN.matcher(next).matches();
        boolean dashBefore =
                PLAIN.matcher(word).matches() && DASHED_NUMBER.matcher(next).matches();
        if ((dashAfter || dashBefore) && !valueUnderResult(i, fields)) { // "70- 99", "4.8 -5.6"
            return !isDuration(i + 2) && range(word + next, fields) ? 2 : 0;
        }
        if (SPAN.matcher(word).matches()) {
            return !isDuration(i + 1) && range(word, fields) ? 1 : 0;
        }
        if (COMPARED.matcher(word).matches()) {
            if (otherColumn(i)) {
                return 1;
            }
            return compared(word, i, 1, fields) ? 1 : 0;
        }
        int flagWords = WORDS.flagAt(words, i);
        Flag flag = flagWords > 1 ? WORDS.flag(String.join(" ", words.subList(i, i + flagWords))) : WORDS.flag(word);
        if (flag != null
                && fields.hasValue()
                && fields.flag == null
                && !(flag == Flag.LOW && word.equals("-"))
                && header.allowsFlagAt(middle(i))
                && flagOfColumn(i)
                && !pieceOfGarble(i, fields)) {
            fields.flag = flag;
            return Math.max(1, flagWords);
        }
        if (flagBeforeValue(flag, word, next, fields)) {
            fields.flag = flag; // printed before its value: "HIGH 160"
            return 1;
        }
        if (flag != null
                && flag.direction()
                && !fields.hasValue()
                && PLAIN.matcher(next).matches()) {
            fields.letterBefore = flag; // "H 7": a flag, or a speck (RowReading.letterFlag)
            fields.letterBeforeIndex = i;
        }
        Matcher withFlag = PLAIN_WITH_FLAG.matcher(word);
        if (!fields.hasValue() && (withFlag.matches() || PLAIN.matcher(word).matches()) && earlierResult(i)) {
            return 1; // a cumulative report's earlier result: not the current one
        }
        Matcher marked = MARKED_PLAIN.matcher(word);
        if (!fields.hasValue() && marked.matches() && !earlierResult(i)) {
            value(marked.group(1), i, 1, fields);
            fields.flag = Flag.MARKED;
            return 1;
        }
        if (!fields.hasValue() && withFlag.matches()) {
            value(withFlag.group(1), i, 1, fields);
            fields.flag = WORDS.flag(withFlag.group(2));
            return 1;
        }
        if (dashlessRange(i, word, next, fields)) {
            return 2;
        }
        if (PLAIN.matcher(word).matches()) {
            boolean valueColumn =
                    header == TableHeader.NONE ? catalogue.ucum(next) != null : header.inResultColumn(middle(i));
            if (!fields.hasValue() && !valueColumn && valueLaterInResultColumn(i)) {
                return 1; // "Glucose 2 Hours  140": a number of the name (or a code), the value is under Result
            }
            if (!fields.hasValue() && LAB_CODE.matcher(word).matches() && !valueColumn) {
                // "Glucose 01 95": the lab that ran it, then the value (or the value on the next line);
                // "Eosinophils 07 %" is a value printed with a leading zero, its unit right after it
                return 1;
            }
            if (!fields.hasValue()) {
                value(word, i, 1, fields);
            }
            return 1; // a second plain number is another column (a lab's site code, a previous result), not ours
        }
        int qualitative = qualitative(i, fields);
        if (qualitative > 0) {
            return qualitative;
        }
        int unit = fields.unit == null ? unit(i, analytes, fields) : 0;
        if (unit > 0) {
            return unit;
        }
        if (fields.unit == null
                && fields.unitText == null
                && fields.hasValue()
                && UNIT_SHAPED.matcher(word).matches()) {
            fields.unitText = word; // a unit, though not one the catalogue knows
            return 1;
        }
        return WORDS.fillers.contains(word) || LEADER.matcher(word).matches() ? 1 : 0;
    }

    /**
     * A target or limit word and the bound printed after it ("Souhaitable &lt; 2,00", "desirable 200",
     * "Therapeutisch: 0.8 - 2.0", "Toxisch: &gt; 2.0"): never the value; a target's bound is the row's
     * range where none was read, a limit's (toxic, critical) is none. The words used, or 0.
     */
    private int limit(int i, String word, String next, String afterNext, Fields fields) {
        if (WORDS.targets.contains(word) || WORDS.limits.contains(word)) {
            fields.limitWord = i;
            fields.target = !WORDS.limits.contains(word);
            return 1;
        }
        if (fields.limitWord < 0 || i > fields.limitWord + 2) {
            return 0;
        }
        int used;
        String bound;
        if (COMPARATOR.matcher(word).matches() && PLAIN.matcher(next).matches()) {
            used = 2;
            bound = word + next;
        } else if (PLAIN.matcher(word).matches()
                && DASH.matcher(next).matches()
                && PLAIN.matcher(afterNext).matches()) {
            used = 3;
            bound = word + " " + next + " " + afterNext;
        } else if (COMPARED.matcher(word).matches()
                || SPAN.matcher(word).matches()
                || PLAIN.matcher(word).matches()) {
            used = 1;
            bound = word;
        } else {
            return 0;
        }
        fields.limitWord = -1;
        if (fields.target && fields.rangeText == null && !range(bound, fields)) {
            Matcher compared = COMPARED.matcher(bound);
            if (compared.matches()) {
                double value = PrintedNumber.parse(compared.group(2), style);
                if (compared.group(1).contains("<") || compared.group(1).equals("≤")) {
                    fields.high = value;
                } else {
                    fields.low = value;
                }
                fields.rangeText = bound;
            }
        }
        return used;
    }

    /**
     * Whether word i, before any value, sits under the header's result column: it is the value, not
     * the start of a range ("Lenfosit L 13.7 a 20.0 47.0", the range's "a" or a dash read between the
     * value and a range printed above its bar).
     */
    private boolean valueUnderResult(int i, Fields fields) {
        return !fields.hasValue() && header.inResultColumn(middle(i));
    }

    /** Whether the word at i is printed under another dated column than the one read, or the header's previous result. */
    private boolean earlierResult(int i) {
        return otherColumn(i) || header.inPreviousColumn(middle(i));
    }

    /** Whether the word at i lies under another dated column than the one read (not beyond them, in the unit or range). */
    private boolean otherColumn(int i) {
        double middle = middle(i);
        return dated.cumulative() && !dated.beyondDates(middle) && dated.columnAt(middle) != column;
    }

    /**
     * Whether a flag printed at i may be the read column's: under it, or beyond the dates (a flag
     * column after them) only for the newest column.
     */
    private boolean flagOfColumn(int i) {
        if (!dated.cumulative()) {
            return true;
        }
        return dated.beyondDates(middle(i)) ? column == dated.newest() : dated.columnAt(middle(i)) == column;
    }

    /**
     * A range printed as two numbers without a dash ("2,19 2,55" under a bar graph, or a dash the
     * scan lost): taken only after the value, in the header's range column, low before high.
     */
    private boolean dashlessRange(int i, String word, String next, Fields fields) {
        if (!fields.hasValue()
                || fields.rangeText != null
                || !PLAIN.matcher(word).matches()
                || !PLAIN.matcher(next).matches()
                || !header.inRangeColumn(middle(i))
                || (i + 2 < words.size()
                        && PLAIN.matcher(clean(words.get(i + 2))).matches())) {
            return false;
        }
        double low = PrintedNumber.parse(word, style);
        double high = PrintedNumber.parse(next, style);
        if (!(low < high)) {
            return false;
        }
        fields.low = low;
        fields.high = high;
        fields.rangeText = word + " " + next;
        return true;
    }

    /** A text result ("Negative") in place of a number, or after one a text reference ("Negative"). */
    private int qualitative(int i, Fields fields) {
        Optional<QualitativeValue> found = QualitativeValue.at(words, i);
        if (found.isEmpty()) {
            return 0;
        }
        if (otherColumn(i)) {
            return found.get().words(); // "negativ" under another date: that column's result
        }
        if (!fields.hasValue()) {
            fields.valueIndex = i;
            fields.qualitative = found.get();
            fields.valueText = found.get().printed();
            fields.valueMiddle = middle(i);
            fields.valueConfidence = confidence(i, found.get().words());
            return found.get().words();
        }
        if (fields.qualitative != null && fields.rangeText == null) {
            fields.rangeText = found.get().printed();
            return found.get().words();
        }
        return 0;
    }

    /** The unit at word i, for OCR also split over two words ("UI U/ML") or a letter off ("mg/dl."). */
    private int unit(int i, List<Analyte> analytes, Fields fields) {
        String word = clean(words.get(i));
        if (word.length() <= 1 && !fields.hasValue()) {
            return 0; // a lone letter before the value is a flag or a speck ("LYMPHOCYTE L 18 %"), not litres
        }
        String exact = catalogue.ucum(word);
        boolean fits =
                exact != null && analytes.stream().anyMatch(a -> a.units().contains(exact));
        if (exact != null && (fits || !line.recognised())) {
            return unit(exact, catalogue.misread(word), i, 1, fields);
        }
        if (!line.recognised()) {
            return 0;
        }
        int joined = joinedUnit(i, analytes, fields);
        if (joined > 0) {
            return joined;
        }
        // OCR drops a letter and makes another unit: "g/dl" for µg/dl is iron's ug/dL, not g/dL.
        String nearest = catalogue.nearestUnit(word, analytes);
        if (exact != null) {
            return nearest == null ? unit(exact, false, i, 1, fields) : unit(nearest, true, i, 1, fields);
        }
        return nearest == null ? 0 : unit(nearest, true, i, 1, fields);
    }

    /**
     * A unit OCR split in two, its slash often lost: "UI U/ML", "UG DL", "NG M." (ng/mL), "PG M."
     * (whose "PG" alone is MCH's unit, not vitamin B12's). Taken only as a unit of the name's
     * analytes, and never over a word that may be the row's flag ("MG L" in a table without a flag
     * column is mg and low).
     */
    private int joinedUnit(int i, List<Analyte> analytes, Fields fields) {
        if (i + 1 >= words.size()) {
            return 0;
        }
        String word = clean(words.get(i));
        String next = clean(words.get(i + 1));
        boolean mayBeFlag = WORDS.flag(next) != null && header.allowsFlagAt(middle(i + 1));
        if (mayBeFlag || !LETTER.matcher(next).find() || PLAIN.matcher(next).matches()) {
            return 0;
        }
        String slashed = word.endsWith("/") || next.startsWith("/") ? word + next : word + "/" + next;
        for (String candidate : List.of(word + next, slashed)) {
            String exact = catalogue.ucum(candidate);
            if (exact != null && analytes.stream().anyMatch(a -> a.units().contains(exact))) {
                return unit(exact, false, i, 2, fields);
            }
        }
        String nearest = catalogue.nearestUnit(slashed, analytes);
        return nearest == null ? 0 : unit(nearest, true, i, 2, fields);
    }

    private int unit(String ucum, boolean approximate, int i, int used, Fields fields) {
        fields.unit = ucum;
        fields.unitApproximate = approximate;
        fields.unitConfidence = confidence(i, used);
        return used;
    }

    /** A direction flag printed before the value; in OCR text not a lone letter, which is as often a speck. */
    private boolean flagBeforeValue(Flag flag, String word, String next, Fields fields) {
        boolean direction = flag != null && flag.direction();
        boolean sign = word.equals("-") || word.equals("+");
        boolean lone = word.length() == 1 && line.recognised();
        return direction
                && !sign
                && !lone
                && !fields.hasValue()
                && fields.flag == null
                && PLAIN.matcher(next).matches();
    }

    /**
     * Whether the word at i, a name of the catalogue, is rather the row's flag: a flag word ("Bas" is
     * low, and basophils' abbreviation) right after the value, with no number after it to be its value.
     */
    private boolean flagNotName(int i, Fields fields) {
        return fields.flag == null
                && fields.valueIndex == i - 1
                && WORDS.flag(clean(words.get(i))) != null
                && (i + 1 >= words.size()
                        || !PLAIN.matcher(clean(words.get(i + 1))).matches());
    }

    /** In OCR text a lone letter right after a word that was none of a result's parts is a piece of it ("Ma L"). */
    private boolean pieceOfGarble(int i, Fields fields) {
        return line.recognised() && words.get(i).length() == 1 && fields.lastStray == i - 1;
    }

    /** A word after an analyte's name that makes the row another test: a specimen, an index, a binding. */
    private static boolean isQualifier(String word) {
        return WORDS.qualifiers.contains(word);
    }

    private static boolean isRatio(String word) {
        String normal = AnalyteCatalogue.normalize(word);
        return normal.startsWith("ratio") || normal.startsWith("quotient");
    }

    /** A slash between this name and another analyte's ("TG / HDL"): the row is their ratio. */
    private boolean ratioOfTwo(int i, AnalyteCatalogue.NameMatch name) {
        if (!RATIO_MARK.matcher(words.get(i)).matches() || i + 1 >= words.size()) {
            return false;
        }
        return catalogue
                .nameAt(words, i + 1, line.recognised())
                .filter(other -> other.analytes().stream().noneMatch(name.analytes()::contains))
                .isPresent();
    }

    private boolean isDuration(int i) {
        return i < words.size() && WORDS.durations.contains(words.get(i));
    }

    private boolean range(String printed, Fields fields) {
        if (fields.rangeText != null) {
            return false;
        }
        Matcher span = SPAN.matcher(printed.replace(" ", ""));
        if (!span.matches()) {
            return false;
        }
        fields.low = PrintedNumber.parse(span.group(1), style);
        fields.high = PrintedNumber.parse(span.group(2), style);
        fields.rangeText = printed;
        return true;
    }

    /** "&lt;0.5" is a value or a range: the first one in a row is the value, unless the header says otherwise. */
    private boolean compared(String printed, int i, int used, Fields fields) {
        Matcher compared = COMPARED.matcher(printed);
        if (!compared.matches()) {
            return false;
        }
        boolean asValue = !fields.hasValue()
                && !dated.beyondDates(middle(i))
                && !header.inRangeColumn(middle(i))
                && (fields.rangeText != null || !header.rangeBeforeResult());
        if (asValue) {
            fields.valueIndex = i;
            fields.value = PrintedNumber.parse(compared.group(2), style);
            fields.valueText = printed.replace(" ", "");
            fields.valueMiddle = middle(i);
            fields.valueConfidence = confidence(i, used);
            return true;
        }
        if (fields.rangeText != null) {
            return false;
        }
        double bound = PrintedNumber.parse(compared.group(2), style);
        if (compared.group(1).contains("<") || compared.group(1).equals("≤")) {
            fields.high = bound;
        } else {
            fields.low = bound;
        }
        fields.rangeText = printed;
        return true;
    }

    private void value(String printed, int i, int used, Fields fields) {
        fields.valueIndex = i;
        fields.value = PrintedNumber.parse(printed, style);
        fields.valueText = printed;
        fields.valueMiddle = middle(i);
        fields.valueConfidence = confidence(i, used);
    }

    /**
     * The reading, or null when the unit read fits none of the analytes the name may stand for; a
     * name outside the catalogue gives a reading without an analyte.
     */
    private RowReading reading(AnalyteCatalogue.NameMatch name, Fields fields) {
        Analyte analyte = name.analytes().isEmpty()
                ? null
                : UsualRanges.choose(name.analytes(), fields.unit, fields.low, fields.high, fields.value);
        if (analyte == null && !name.analytes().isEmpty()) {
            return null;
        }
        String printedName = printedName(name.start(), printedNameEnd(name, fields));
        return new RowReading(
                analyte,
                name.fuzzy(),
                printedName,
                fields.value,
                fields.valueText,
                fields.qualitative,
                fields.unit,
                fields.unitText,
                fields.unitApproximate,
                fields.low,
                fields.high,
                fields.rangeText,
                fields.flag,
                fields.flag == null && fields.letterBeforeIndex == fields.valueIndex - 1 ? fields.letterBefore : null,
                header.inOutOfRangeColumn(fields.valueMiddle),
                fields.valueConfidence,
                fields.unitConfidence,
                fields.strayBefore + fields.strayAfter,
                line.page(),
                line.recognised(),
                header != TableHeader.NONE,
                0,
                dated.cumulative() && column >= 0 ? dated.dates().get(column) : null,
                null);
    }

    /** The name's words, without those printed in a method column ("Haemoglobin  Photometry  13.5"). */
    private String printedName(int start, int end) {
        List<String> name = new ArrayList<>();
        for (int i = start; i < end; i++) {
            if (i == start || !header.inMethodColumn(middle(i))) {
                name.add(words.get(i));
            }
        }
        return String.join(" ", name).replaceAll("[:,\\s]+$", "");
    }

    private double middle(int i) {
        Word word = line.words().get(i);
        return (word.left() + word.right()) / 2;
    }

    /** The least confident of the words [i, i + count). */
    private double confidence(int i, int count) {
        double least = 1;
        for (int w = i; w < Math.min(i + count, words.size()); w++) {
            least = Math.min(least, line.words().get(w).confidence());
        }
        return least;
    }

    private boolean isShaped(String word) {
        String cleaned = clean(word);
        return PLAIN.matcher(cleaned).matches() || catalogue.ucum(cleaned) != null;
    }

    /** Without the brackets and punctuation around it: "(ref" is "ref", "0.00-3.00)" is "0.00-3.00". */
    private static String clean(String word) {
        return word.replaceAll("^[(\\[{:;,|]+", "").replaceAll("[)\\]}:;,|_]+$", "");
    }

    /**
     * Where the printed name ends: after the catalogue's name, the words of letters that a lab prints
     * before the value as part of it ("HEMATOCRIT VALUE, HCT", "MEAN CELL HAEMOGLOBIN, MCH").
     */
    private int printedNameEnd(AnalyteCatalogue.NameMatch name, Fields fields) {
        int end = name.end();
        while (end < fields.valueIndex
                && NAME_WORD.matcher(words.get(end)).matches()
                && WORDS.flag(clean(words.get(end))) == null
                && catalogue.ucum(clean(words.get(end))) == null) {
            end++;
        }
        return end;
    }

    /** The words between a range's two numbers in every language read, as a regular expression's alternatives. */
    private static final class Joiners {
        static final String ALTERNATIVES = Vocabulary.shipped().rangeJoinerAlternatives();
    }

    private static final class Fields {
        Double value;
        QualitativeValue qualitative;
        String valueText;
        double valueMiddle;
        double valueConfidence = 1;
        String unit;
        String unitText;
        boolean unitApproximate;
        double unitConfidence = 1;
        Double low;
        Double high;
        String rangeText;
        Flag flag;
        /** HIGH or LOW for a lone H or L read just before a number. */
        Flag letterBefore;

        int letterBeforeIndex = -2;
        int strayBefore;
        int strayAfter;
        int valueIndex;
        int lastStray = -2;
        /** Where a target or limit word was read ("Toxisch:"), whose bound follows; -1 for none. */
        int limitWord = -1;
        /** Whether that word names a target, whose bound is the row's range. */
        boolean target;

        boolean hasValue() {
            return value != null || qualitative != null;
        }
    }

    private static final class Reading {
        RowReading result;
        boolean otherTest;
        Optional<AnalyteCatalogue.NameMatch> next = Optional.empty();
    }
}
