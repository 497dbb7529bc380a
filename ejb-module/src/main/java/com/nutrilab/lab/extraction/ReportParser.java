package com.nutrilab.lab.extraction;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the results of a lab report from its printed lines, whatever the layout: a row starts
 * with a name of the catalogue; what follows is told apart by its shape (a value, a unit, a
 * range, a flag), so columns may come in any order, and one row may hold two results. Tables
 * printed side by side are cut apart first. A table header, where there is one, settles what
 * shape alone cannot (which of "&lt;0.5" and "&lt; 3.0" is the value) and marks an "out of range"
 * column; a table that sells or bills, a urinalysis section, and rows outside anything that looks
 * like a results table give no results. Each result is then checked against its range.
 */
public final class ReportParser {

    /** Lines a test's heading may stand above its result's label ("Material: Soro", a method, between). */
    private static final int MAX_LINES_TO_LABEL = 4;
    /** The most words of a panel's label before a test's name on its row ("Gazometria żylna: pH"). */
    private static final int MAX_PANEL_LABEL_WORDS = 3;
    /** The most words no part of a result on such a row: more are prose ("Let op: kalium 5,9 mmol/L in eerste buis …"). */
    private static final int MAX_PANEL_LABEL_STRAYS = 3;

    /**
     * A blood gas's short names, normalised, and the words read before them: the catalogue's name
     * the short one stands for in a blood gas section only (elsewhere "pH" is urine's or no test).
     */
    private static final Map<String, String> BLOOD_GAS_SHORT_NAMES =
            Map.of("ph", "Blood", "be", "Base Excess", "abe", "Base Excess", "sbe", "Base Excess");
    /** The word a row under a tolerance test's heading is read with: a tolerance test's name of the language files. */
    private static final String TOLERANCE_TEST_WORD = "OGTT";

    private static final WordSet NOTES = Vocabulary.shipped().notes;
    /** The words that introduce a result again in another unit ("soit", "d.h."). */
    private static final WordSet CONVERSIONS = Vocabulary.shipped().conversions;
    /**
     * A bound that labels what follows it, then words: an interpretation of the test above, "Ferritin < 30 ng/ml: Eisenmangel wahrscheinlich", "Lp(a) > 125 nmol/l: deutlich erhöht".
     */
    private static final Pattern INTERPRETATION =
            Pattern.compile("(.*?)(?:<=|>=|≤|≥|<|>)\\s*\\d[\\d.,]*(?:\\s*[^\\s:]+)?\\s*:\\s+\\p{L}.*");
    /**
     * A line of a label and a range alone, maybe its unit ("Follicular phase 3.5 - 12.5", "Luteal
     * phase < 7.7"; "Kinder 1-6 J.: < 5", an age's label with its range after it, is none): a range
     * of the row above for one group of people.
     */
    private static final Pattern LABELLED_RANGE =
            Pattern.compile("(?:\\p{L}[\\p{L}.\\-]*\\s+){0,3}\\p{L}[\\p{L}.\\-]*:?\\s+"
                    + "(?:(?:<=|>=|≤|≥|<|>)\\s*" + PrintedNumber.PATTERN + "|" + PrintedNumber.PATTERN + "\\s*[-–]\\s*"
                    + PrintedNumber.PATTERN + ")(?:\\s+\\S+)?");
    /** A footnote's mark starting a line: "(a) Probe leicht hämolytisch …", "¹ Berechnet nach …". */
    private static final Pattern FOOTNOTE_MARK = Pattern.compile("\\([a-z]\\)|[¹²³⁴⁵⁶⁷⁸⁹]+");
    /** The words that head a result column, in every language: a result's label too ("Resultado:"). */
    private static final WordSet RESULT_LABELS = Vocabulary.shipped().resultColumn;
    /** Dots leading from a label to its value, or the label's colon apart: "......:", ":". */
    private static final Pattern LABEL_END = Pattern.compile("[.:…·_]+");

    private final AnalyteCatalogue catalogue;
    private final UrineSection urineSection;
    private final WrappedNames wrappedNames;

    public ReportParser(AnalyteCatalogue catalogue) {
        this.catalogue = catalogue;
        this.urineSection = new UrineSection(catalogue);
        this.wrappedNames = new WrappedNames(catalogue, this::namesATest);
    }

    public ExtractedReport parse(List<TextLine> lines) {
        Map<Integer, ReportStyle> styles = ReportStyle.byPage(lines);
        List<TextLine> rows = ColumnUnits.written(
                TableColumns.split(
                        SpacedTokens.joined(
                                NumberGroups.joined(PatientSex.patientsRanges(OcrTokens.repair(lines), styles), styles),
                                catalogue),
                        catalogue),
                catalogue);
        Set<Integer> pagesWithFlags = new HashSet<>();
        Readings read = readings(rows, styles, pagesWithFlags);
        List<RowReading> readings = ResultTables.keep(read.rows(), read.labelledLines(), read.rangeLines());
        Map<Integer, PageFacts> pages = pageFacts(readings, pagesWithFlags);
        LocalDate collected = ReportHeader.collectedAt(lines, styles);
        LocalDate newest = read.newest(collected);
        // by date, newest first: the report's own results under the newest (or no) date, then each earlier column's
        Map<LocalDate, Map<String, ExtractedAnalyte>> byDate = new TreeMap<>(Comparator.reverseOrder());
        Map<String, ExtractedAnalyte> results = new LinkedHashMap<>();
        for (RowReading reading : readings) {
            if (ResultCheck.illegible(reading, pages.get(reading.page()))) {
                continue; // a scan's misreading that nothing printed beside it can correct
            }
            ExtractedAnalyte analyte = ResultCheck.of(reading, pages.get(reading.page()));
            if (UsualRanges.implausible(reading, analyte)) {
                continue;
            }
            boolean older = reading.column() != null && !reading.column().equals(newest);
            if (older && reading.recognised()) {
                // on a scan the older columns are told apart by position alone, and a range column
                // beside them reads as one more of them (the Swiss cumulative scan's "<31", "<53")
                analyte = analyte.withDoubt(0.9, "read from an older column of a scanned table; check its date");
            }
            Map<String, ExtractedAnalyte> column =
                    older ? byDate.computeIfAbsent(reading.column(), date -> new LinkedHashMap<>()) : results;
            // A result printed twice (a summary of abnormal results, a repeated page) counts once.
            String test = analyte.code() != null ? analyte.code() : AnalyteCatalogue.compact(analyte.printedName());
            column.putIfAbsent(
                    test + '|' + analyte.valueText() + '|' + analyte.unit() + '|' + reading.specimen(), analyte);
        }
        List<ExtractedReport.EarlierResults> earlier = new ArrayList<>();
        byDate.forEach(
                (date, column) -> earlier.add(new ExtractedReport.EarlierResults(date, List.copyOf(column.values()))));
        return new ExtractedReport(
                ReportHeader.labName(lines),
                collected != null ? collected : newest,
                new ArrayList<>(results.values()),
                List.copyOf(earlier));
    }

    /**
     * Whether each page prints flags (a flag column, or any flagged row, also by a lone letter that
     * agrees with its range) and which style its units are
     * in, from the units read and those its ranges tell.
     */
    private static Map<Integer, PageFacts> pageFacts(List<RowReading> readings, Set<Integer> pagesWithFlags) {
        readings.stream()
                .filter(r -> r.printedFlag() != null || r.agreeingLetterFlag())
                .forEach(r -> pagesWithFlags.add(r.page()));
        Map<Integer, List<String>> units = new HashMap<>();
        for (RowReading reading : readings) {
            List<String> pageUnits = units.computeIfAbsent(reading.page(), p -> new ArrayList<>());
            if (reading.unit() != null && !reading.unitApproximate()) {
                pageUnits.add(reading.unit());
            } else if (reading.unit() == null && reading.known()) {
                UsualRanges.unitOf(reading.analyte(), reading.low(), reading.high())
                        .ifPresent(pageUnits::add);
            }
        }
        Map<Integer, PageFacts> facts = new HashMap<>();
        units.forEach((page, pageUnits) ->
                facts.put(page, new PageFacts(pagesWithFlags.contains(page), List.copyOf(pageUnits))));
        return facts;
    }

    /** Lines a heading may stand above the last of its sub-rows. */
    private static final int MAX_SUB_ROWS = 4;

    /**
     * A row named only by its heading: under a line that is a test's name alone ("VITESSE DE
     * SEDIMENTATION"), rows whose own name is none ("1ère heure : 5 mm", "2ème heure : 15 mm") are read
     * with the heading's words before theirs. Where the row's words complete a catalogue name with
     * the heading's ("Vitesse de sédimentation (1ère heure)"), the row is that test, under its own
     * printed name; where they do not (the second hour), the row stays as it was: the heading's test
     * is not every row under it.
     */
    private List<RowReading> underHeading(
            List<TextLine> rows,
            int index,
            List<RowReading> row,
            TableHeader header,
            DatedColumns dated,
            ReportStyle style) {
        TextLine line = rows.get(index);
        if (row.stream().anyMatch(RowReading::known) || line.words().isEmpty()) {
            return row;
        }
        for (int above = index - 1; above >= Math.max(0, index - MAX_SUB_ROWS); above--) {
            TextLine heading = rows.get(above);
            if (heading.page() != line.page() || (namesATest(heading) && !WrappedRows.isNameOnly(heading))) {
                return row; // another test's row between: this one is not under that heading
            }
            if (!WrappedRows.isNameOnly(heading)) {
                continue; // a sibling sub-row
            }
            TextLine underIt = line.after(heading.words());
            List<String> texts = underIt.words().stream().map(Word::text).toList();
            int headingWords = heading.words().size();
            boolean completes = catalogue
                    .nameAt(texts, 0, line.recognised())
                    .filter(name -> name.end() > headingWords)
                    .isPresent();
            if (!completes) {
                return row;
            }
            List<RowReading> joined = row(underIt, header, dated, style);
            if (joined.isEmpty() || !joined.get(0).known()) {
                return row;
            }
            return List.of(ownName(joined.get(0), line));
        }
        return row;
    }

    /**
     * A result printed after a label under a heading that names its test, one test to a block as
     * Brazilian and Spanish labs print ("GLICOSE" over "Material: Soro" and "Resultado......: 92 mg/dL
     * Valor de referência: 70 a 99 mg/dL"; "UREA / SUERO" over "RESULTADO........ 41 mg/dL (11-53)"):
     * read as the heading's name followed by what the label heads. A line above that names a test and
     * prints a number is another test's row, and the label is none of its.
     */
    private Optional<TextLine> labelledUnderHeading(List<TextLine> rows, int index) {
        TextLine line = rows.get(index);
        List<Word> words = line.words();
        if (words.size() < 2 || !RESULT_LABELS.contains(label(words.get(0).text()))) {
            return Optional.empty();
        }
        int from = 1;
        while (from < words.size() && LABEL_END.matcher(words.get(from).text()).matches()) {
            from++;
        }
        for (int above = index - 1; above >= Math.max(0, index - MAX_LINES_TO_LABEL); above--) {
            TextLine heading = rows.get(above);
            if (heading.page() != line.page()) {
                return Optional.empty();
            }
            List<String> texts = heading.words().stream().map(Word::text).toList();
            if (RESULT_LABELS.contains(label(texts.get(0)))) {
                // the block above's result: this one's heading ("CHUMBO (PLUMBEMIA)") names no known test
                return Optional.empty();
            }
            Optional<AnalyteCatalogue.NameMatch> name = catalogue.nameAt(texts, 0, heading.recognised());
            if (name.isEmpty()) {
                continue; // "Material: Soro", "Método: …", a method's name
            }
            if (texts.subList(name.get().end(), texts.size()).stream().anyMatch(ReportParser::isNumber)) {
                return Optional.empty(); // another test's row; "VITAMINA B12", "(HbA1c)" are names
            }
            List<Word> joined =
                    new ArrayList<>(heading.words().subList(0, name.get().end()));
            joined.addAll(words.subList(from, words.size()));
            return Optional.of(new TextLine(line.page(), joined, line.recognised()));
        }
        return Optional.empty();
    }

    /** A word of digits and signs, no letters: a number, not a name's "B12" or "HbA1c". */
    private static boolean isNumber(String text) {
        return text.chars().anyMatch(Character::isDigit) && text.chars().noneMatch(Character::isLetter);
    }

    /**
     * The row read again with the reference range a labelled line below it prints ({@link RangeBelow}),
     * where the row printed none and the line below (or the line under a label of its own below)
     * gives one to the same result; the row as it was otherwise. The range's lines are then the row's.
     */
    private List<RowReading> withRangeBelow(
            List<TextLine> rows,
            int index,
            TextLine read,
            List<RowReading> row,
            TableHeader header,
            DatedColumns dated,
            ReportStyle style,
            Set<Integer> consumed) {
        int below = index + 1;
        if (read == null
                || row.size() != 1
                || row.get(0).value() == null
                || row.get(0).rangeText() != null
                || below >= rows.size()
                || consumed.contains(below)) {
            return row;
        }
        Optional<TextLine> joined = RangeBelow.joined(read, rows.get(below), header);
        int last = below;
        if (joined.isEmpty() && below + 1 < rows.size() && !consumed.contains(below + 1)) {
            last = below + 1; // "Valores de referência:" over "70 a 99 mg/dL"
            joined = RangeBelow.joinedUnderLabel(read, rows.get(below), rows.get(last));
        }
        RowReading was = row.get(0);
        if (joined.isEmpty() || inOtherUnit(joined.get(), read.words().size(), was.unit())) {
            return row;
        }
        List<RowReading> ranged = row(joined.get(), header, dated, style);
        if (ranged.size() != 1
                || ranged.get(0).rangeText() == null
                || ranged.get(0).analyte() != was.analyte()
                || !Objects.equals(ranged.get(0).value(), was.value())
                || !Objects.equals(ranged.get(0).unit(), was.unit())) {
            return row;
        }
        for (int used = below; used <= last; used++) {
            consumed.add(used);
        }
        return ranged;
    }

    /** Whether the words from {@code from} on print a unit other than the row's: a range of another unit's numbers. */
    private boolean inOtherUnit(TextLine joined, int from, String unit) {
        return joined.words().subList(from, joined.words().size()).stream()
                .map(word -> catalogue.ucum(word.text()))
                .anyMatch(printed -> printed != null && !printed.equals(unit));
    }

    /** A label's word without the dots and colon after it: "RESULTADO........" is "RESULTADO". */
    private static String label(String word) {
        return word.replaceAll("[.:…·_]+$", "");
    }

    /**
     * How many lines start with a test's name the catalogue knows, after at most two marks or codes
     * (a flag column, a row number): the rows a page's reading might have given results for.
     */
    public int rowsNamingATest(List<TextLine> lines) {
        int rows = 0;
        for (TextLine line : lines) {
            List<String> words = line.words().stream().map(Word::text).toList();
            for (int start = 0; start < Math.min(3, words.size()); start++) {
                if (catalogue.nameAt(words, start, line.recognised()).isPresent()) {
                    rows++;
                    break;
                }
            }
        }
        return rows;
    }

    /** Every row's readings, and the dates that head the columns of the report's cumulative tables. */
    /**
     * @param labelledLines the lines of results labelled under their test's heading ("Resultado: 45 ng/mL"
     *                      under "FERRITINA")
     */
    private record Readings(
            List<RowReading> rows,
            SortedSet<LocalDate> columnDates,
            Set<Integer> labelledLines,
            Set<Integer> rangeLines) {

        /**
         * The date of the report's own results: the sample date its header prints where a column has
         * it, else the newest column's. A scan's misread column date ("28.04.08" for 28.04.06) is
         * then no newer sample that would make the report's own results an earlier column's.
         */
        LocalDate newest(LocalDate collected) {
            if (collected != null && columnDates.contains(collected)) {
                return collected;
            }
            return columnDates.isEmpty() ? null : columnDates.last();
        }
    }

    /** A row's readings: of a cumulative table's row, one per dated column, each under its own date. */
    private List<RowReading> row(TextLine line, TableHeader header, DatedColumns dated, ReportStyle style) {
        if (!dated.cumulative()) {
            return new ResultRow(catalogue, style, header, dated, line).readings();
        }
        List<RowReading> readings = new ArrayList<>();
        for (int column = 0; column < dated.dates().size(); column++) {
            readings.addAll(new ResultRow(catalogue, style, header, dated, column, line).readings());
        }
        return readings;
    }

    /** The line's readings with a word put before its first one, where it stands, each under the name the line prints. */
    private List<RowReading> withWordBefore(
            TextLine line, String text, TableHeader header, DatedColumns dated, ReportStyle style) {
        if (line.words().isEmpty()) {
            return List.of();
        }
        Word first = line.words().get(0);
        Word before = new Word(text, first.left(), first.top(), first.left(), first.bottom(), first.confidence());
        return row(line.after(List.of(before)), header, dated, style).stream()
                .map(reading -> ownName(reading, line))
                .toList();
    }

    /** A reading of a line read with words before it, under the name from the line's own first word. */
    private static RowReading ownName(RowReading joined, TextLine line) {
        String name = joined.printedName();
        int from = name.indexOf(line.words().get(0).text());
        return joined.named(from > 0 ? name.substring(from) : name);
    }

    /**
     * A row whose test's name follows a label of its panel ending in a colon ("Gazometria żylna: pH
     * 7,33", "Urine: eiwit ++", "Tam idrar tahlili: Protein +", "Kan gazı: Baz fazlalığı (BE) -3,6"):
     * the name read after the label, the label a heading for this row alone (a urinalysis's or a blood
     * gas's, whose rows are urine tests and whose bare "pH" is the blood's). Empty when the line has
     * no such label or no known test after it.
     */
    private List<RowReading> afterPanelLabel(TextLine line, TableHeader header, DatedColumns dated, ReportStyle style) {
        List<Word> words = line.words();
        if (line.text().endsWith(".")) {
            return List.of(); // "Metformine-gebruik: B12 < 150 pmol/L aanvullend MMA bepalen.": a sentence
        }
        for (int count = 1; count <= Math.min(MAX_PANEL_LABEL_WORDS, words.size() - 1); count++) {
            Word last = words.get(count - 1);
            if (last.hasDigit()) {
                return List.of();
            }
            if (!last.text().endsWith(":")) {
                continue;
            }
            TextLine label = new TextLine(line.page(), words.subList(0, count), line.recognised());
            TextLine rest = new TextLine(line.page(), words.subList(count, words.size()), line.recognised());
            List<RowReading> row = row(rest, header, dated, style);
            if (Sections.isUrine(label)) {
                return urineSection.tests(
                        row,
                        rest,
                        urineWord -> withWordBefore(rest, urineWord, header, dated, style),
                        joined -> row(joined, header, dated, style));
            }
            List<RowReading> bloodGas =
                    Sections.isBloodGas(label) ? bloodGasShortName(rest, header, dated, style) : List.of();
            if (!bloodGas.isEmpty()) {
                return bloodGas;
            }
            return namesATest(rest)
                    ? row.stream()
                            .filter(RowReading::known)
                            .filter(reading -> reading.strayWords() <= MAX_PANEL_LABEL_STRAYS)
                            .toList()
                    : List.of();
        }
        return List.of();
    }

    /**
     * A row under a tolerance test's heading read as if it named the test ("Glucose 60 min (09:16)"
     * under "Oraler Glukosetoleranztest (75 g)"): the timed glucose of that test, where that reads
     * the row as known tests; else the row as it was.
     */
    private List<RowReading> asToleranceTest(
            TextLine line, List<RowReading> row, TableHeader header, DatedColumns dated, ReportStyle style) {
        TextLine named = line.inserted(line.words().size(), List.of(TOLERANCE_TEST_WORD));
        List<RowReading> read = row(named, header, dated, style);
        return !read.isEmpty() && read.stream().allMatch(RowReading::known) ? read : row;
    }

    /**
     * A reading in a protein electrophoresis: its albumin is the albumin fraction, no serum albumin
     * test (under its printed name, without a code); other tests are what they are.
     */
    private static RowReading asFraction(RowReading reading) {
        return reading.known() && "albumin".equals(reading.analyte().key()) ? reading.as(null) : reading;
    }

    /**
     * A blood gas section's row under a short name that alone names no test: a bare "pH" is the
     * blood's ("pH 7,42 7,35-7,45"), "BE" (actual or standard: "ABE", "SBE") its base excess ("BE
     * -0,8 mmol/l -2 - +3"); empty for any other row.
     */
    private List<RowReading> bloodGasShortName(
            TextLine line, TableHeader header, DatedColumns dated, ReportStyle style) {
        String words = line.words().isEmpty()
                ? null
                : BLOOD_GAS_SHORT_NAMES.get(
                        AnalyteCatalogue.normalize(line.words().get(0).text()));
        if (words == null) {
            return List.of();
        }
        return withWordBefore(line, words, header, dated, style).stream()
                .filter(reading ->
                        reading.known() && "blood-gas".equals(reading.analyte().panel()))
                .toList();
    }

    /**
     * The amount excreted in 24 hours, printed on the line below a urine test's concentration after a
     * conversion word ("Protéinurie  0,42 g/L" over "soit  0,70  g/24 h  < 0,15"): a result of the
     * name's 24-hour urine test, with the range printed after it, under the row's name.
     */
    private Optional<RowReading> amountOverADayBelow(
            RowReading reading, TextLine below, TableHeader header, DatedColumns dated, ReportStyle style) {
        List<String> words = below.words().stream().map(Word::text).toList();
        int introduced = words.isEmpty() ? 0 : CONVERSIONS.at(words, 0);
        if (!reading.known() || introduced == 0 || introduced >= words.size() || below.page() != reading.page()) {
            return Optional.empty();
        }
        Word first = below.words().get(introduced);
        List<Word> name = Arrays.stream(reading.printedName().split(" "))
                .map(word -> new Word(word, first.left(), first.top(), first.left(), first.bottom()))
                .toList();
        TextLine named = new TextLine(below.page(), below.words().subList(introduced, words.size()), below.recognised())
                .after(name);
        return row(named, header, dated, style).stream()
                .filter(read -> read.known()
                        && catalogue
                                .collectedOverADay(reading.analyte(), read.unit())
                                .filter(collected -> collected == read.analyte())
                                .isPresent())
                .findFirst();
    }

    /**
     * A line that starts with a word of a note ({@link Language#notes}: "Opmerking:", "Remarque", "Note")
     * or a footnote's mark ("(a)", "¹"), or that interprets a bound.
     */
    private static boolean isNote(TextLine line) {
        return !line.words().isEmpty()
                && (NOTES.contains(line.words().get(0).text())
                        || FOOTNOTE_MARK.matcher(line.words().get(0).text()).matches()
                        || isInterpretation(line));
    }

    /** Whether the line is an interpretation's bound with no value before it ({@link #INTERPRETATION}). */
    private static boolean isInterpretation(TextLine line) {
        Matcher bound = INTERPRETATION.matcher(line.text());
        return bound.matches() && Arrays.stream(bound.group(1).split(" ")).noneMatch(RowTokens::isNumber);
    }

    /** Whether a word of the line is a unit the catalogue knows ("%  g/dL  Rif. %" heads columns, no section). */
    private boolean printsAUnit(TextLine line) {
        return line.words().stream().anyMatch(word -> catalogue.ucum(word.text()) != null);
    }

    /** Whether a line starts with a test's name the catalogue knows. */
    private boolean namesATest(TextLine line) {
        List<String> words = line.words().stream().map(Word::text).toList();
        return catalogue.nameAt(words, 0, line.recognised()).isPresent();
    }

    /**
     * A row as its section reads it, the section moved on by the line: a urinalysis's rows are urine
     * tests, a blood gas's bare "pH" the blood's, a tolerance test's timed glucose the test's, an
     * electrophoresis's albumin a fraction.
     */
    private List<RowReading> inSection(
            SectionState section,
            TextLine line,
            List<RowReading> row,
            TableHeader header,
            DatedColumns dated,
            ReportStyle style) {
        if (row.isEmpty() && Sections.isHeading(line)) {
            // in a urinalysis, a row of a test read as nothing ("Glukoza  nieobecna" in words no language
            // lists), a heading of its own parts ("Chemical Examination") or a row's note ("Method:
            // Double indicator principle") ends no section: the rows below it are still urine tests
            boolean urineGoesOn = section.urine()
                    && (namesATest(line) || Sections.isUrineSubsection(line) || Sections.isLabelled(line));
            section.headingWithoutRow(line, urineGoesOn, printsAUnit(line));
        }
        if (section.bloodGas() && row.isEmpty()) {
            row = bloodGasShortName(line, header, dated, style);
        }
        if (section.electrophoresis()) {
            row = row.stream().map(ReportParser::asFraction).toList();
        }
        if (row.isEmpty() && Sections.isToleranceTest(line)) {
            section.toleranceTestHeading();
        }
        if (section.toleranceTest() && row.stream().anyMatch(reading -> !reading.known())) {
            row = asToleranceTest(line, row, header, dated, style);
        }
        if (section.urine()) {
            row = urineSection.tests(
                    row,
                    line,
                    urineWord -> withWordBefore(line, urineWord, header, dated, style),
                    joinedLine -> row(joinedLine, header, dated, style));
            if (!row.isEmpty()) {
                section.urineRowRead();
            }
        }
        return row;
    }

    /** Every row's readings, with the index of its line; notes the pages whose table header has a flag column. */
    private Readings readings(List<TextLine> rows, Map<Integer, ReportStyle> styles, Set<Integer> pagesWithFlags) {
        List<RowReading> readings = new ArrayList<>();
        Set<Integer> labelledLines = new HashSet<>();
        Set<Integer> rangeLines = new HashSet<>(); // "Follicular phase 3.5 - 12.5" under "FSH: 6.2 IU/L"
        TableHeader header = TableHeader.NONE;
        SectionState section = new SectionState();
        int page = 0;
        Set<Integer> consumed = new HashSet<>();
        DatedColumns dated = DatedColumns.NONE;
        SortedSet<LocalDate> columnDates = new TreeSet<>();
        EarlierValues.Column earlierColumn = null; // an earlier-results column dated on its first row only
        for (int index = 0; index < rows.size(); index++) {
            TextLine line = rows.get(index);
            if (consumed.contains(index)) {
                continue; // the value of a row above, read with it
            }
            ReportStyle style = styles.getOrDefault(line.page(), ReportStyle.PLAIN);
            if (line.page() != page) {
                page = line.page();
                header = TableHeader.NONE;
                dated = DatedColumns.NONE;
                section = new SectionState();
                earlierColumn = null;
            }
            section.headingSeen(line);
            Optional<TableHeader> found = TableHeader.of(line);
            if (found.isPresent()) {
                header = found.get();
                section.tableHeader();
                if (header.hasFlagColumn()) {
                    pagesWithFlags.add(page);
                }
                continue;
            }
            Optional<DatedColumns> specimens = DatedColumns.specimens(line);
            if (specimens.isPresent()) {
                dated = specimens.get(); // before a urinalysis heading: "Test  Serum  Urine  Unit" is a header
                section.specimenColumns();
                continue;
            }
            if (TableHeader.commercial(line)) {
                section.commercialHeader();
                continue;
            }
            if (Sections.isUrine(line)) {
                section.urinalysis();
                continue;
            }
            if (isNote(line)) {
                continue; // "Remarque : …", "Gewijzigde referentiewaarde sinds 15/03/2022 …": prose, no result
            }
            Optional<DatedColumns> datedHeader = DatedColumns.of(line, style);
            if (datedHeader.isPresent() && header.headsEarlierColumnsAt(line)) {
                continue; // "… Valori precedenti" over "05/01/2024  10/10/2023": earlier results' dates
            }
            if (datedHeader.isPresent()) {
                dated = datedHeader.get();
                columnDates.addAll(dated.dates());
                continue;
            }

            List<RowReading> direct = row(line, header, dated, style);
            if (direct.isEmpty() || !direct.get(0).known()) {
                List<RowReading> afterLabel = afterPanelLabel(line, header, dated, style);
                direct = afterLabel.isEmpty() ? direct : afterLabel;
            }
            TableHeader lineHeader = header;
            DatedColumns lineColumns = dated;
            Function<TextLine, List<RowReading>> reader = joinedLine -> row(joinedLine, lineHeader, lineColumns, style);
            List<RowReading> row = wrappedNames.above(rows, index, direct, reader);
            row = wrappedNames.below(rows, index, row, reader, consumed);
            row = underHeading(rows, index, row, header, dated, style);
            TextLine read = row == direct ? line : null; // the line the row's reading was read from
            Optional<TextLine> labelled = row.isEmpty() ? labelledUnderHeading(rows, index) : Optional.empty();
            if (labelled.isPresent()) {
                List<RowReading> underLabel = row(labelled.get(), header, dated, style);
                if (!underLabel.isEmpty() && underLabel.get(0).known()) {
                    row = List.of(underLabel.get(0));
                    read = labelled.get();
                    labelledLines.add(index);
                }
            }
            row = withRangeBelow(rows, index, read, row, header, dated, style, consumed);
            WrappedRows.Joined joined = row.isEmpty() ? WrappedRows.valueBelow(rows, index, this::namesATest) : null;
            if (joined != null && consumed.contains(joined.valueLine())) {
                joined = null; // a method note's: those values were read with the name above it
            }
            if (joined != null) {
                row = row(joined.row(), header, dated, style);
                if (!row.isEmpty()) {
                    consumed.add(joined.valueLine());
                }
            }
            row = inSection(section, line, row, header, dated, style);
            if (row.isEmpty() && LABELLED_RANGE.matcher(line.text()).matches()) {
                rangeLines.add(index);
            }
            if (!section.commercial()) {
                for (RowReading reading : row) {
                    readings.add(reading.atLine(index));
                }
                Optional<EarlierValues.Earlier> earlier =
                        row.size() == 1 && row.get(0).value() != null
                                ? EarlierValues.below(rows, index, style)
                                : Optional.empty();
                if (earlier.isEmpty() && row.size() == 1 && row.get(0).value() != null && !dated.cumulative()) {
                    String own = row.get(0).valueText();
                    Optional<EarlierValues.Inline> inline = EarlierValues.inline(rows, index, earlierColumn, style)
                            .filter(in -> !in.earlier().valueText().equals(own));
                    if (inline.isPresent()) {
                        earlier = Optional.of(inline.get().earlier());
                        earlierColumn = inline.get().column();
                    }
                }
                int below = index + 1;
                if (earlier.isPresent() && !consumed.contains(earlier.get().line())) {
                    EarlierValues.Earlier value = earlier.get();
                    readings.add(row.get(0)
                            .asEarlier(value.date(), value.value(), value.valueText())
                            .atLine(index));
                    consumed.add(value.line());
                    below = value.line() + 1;
                }
                Optional<RowReading> otherUnit = row.size() == 1 && below < rows.size() && !consumed.contains(below)
                        ? OtherUnits.beside(row.get(0), rows.get(below), catalogue, style)
                        : Optional.empty();
                if (otherUnit.isPresent()) {
                    // the row's reading, first of its own, with the value in the other unit beside it
                    readings.set(
                            readings.size() - (earlier.isPresent() ? 2 : 1),
                            otherUnit.get().atLine(index));
                    consumed.add(below);
                }
                Optional<RowReading> overADay =
                        otherUnit.isEmpty() && row.size() == 1 && below < rows.size() && !consumed.contains(below)
                                ? amountOverADayBelow(row.get(0), rows.get(below), header, dated, style)
                                : Optional.empty();
                if (overADay.isPresent()) {
                    readings.add(overADay.get().atLine(index));
                    consumed.add(below);
                }
            }
        }
        return new Readings(readings, columnDates, labelledLines, rangeLines);
    }
}
