package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One printed line read as results: each catalogue name in it and the value, unit, range and
 * flag that follow it, told apart by their shapes.
 */
final class ResultRow {

    private static final String NUMBER = PrintedNumber.PATTERN;
    private static final Pattern PLAIN = Pattern.compile(NUMBER);
    private static final Pattern PLAIN_WITH_FLAG = Pattern.compile("(" + NUMBER + ")(H|L|HH|LL|\\*)");
    private static final Pattern COMPARED = Pattern.compile("(<=|>=|=<|=>|≤|≥|<|>)\\s*(" + NUMBER + ")");
    private static final Pattern SPAN = Pattern.compile("(" + NUMBER + ")\\s*(?:-|–|—|to|bis)\\s*(" + NUMBER + ")");
    private static final Pattern COMPARATOR = Pattern.compile("<=|>=|=<|=>|≤|≥|<|>");
    private static final Pattern DASH = Pattern.compile("-|–|—|to|bis");
    private static final Map<String, String> FLAGS = Map.ofEntries(
            Map.entry("h", "HIGH"),
            Map.entry("hh", "HIGH"),
            Map.entry("high", "HIGH"),
            Map.entry("hoch", "HIGH"),
            Map.entry("↑", "HIGH"),
            Map.entry("+", "HIGH"),
            Map.entry("l", "LOW"),
            Map.entry("ll", "LOW"),
            Map.entry("low", "LOW"),
            Map.entry("niedrig", "LOW"),
            Map.entry("↓", "LOW"),
            Map.entry("-", "LOW"),
            Map.entry("a", "ABNORMAL"),
            Map.entry("abn", "ABNORMAL"),
            Map.entry("abnormal", "ABNORMAL"),
            Map.entry("*", "*"),
            Map.entry("**", "*"),
            Map.entry("!", "*"));
    /** Words between a name and its value that do not make the line prose. */
    private static final Set<String> FILLERS = Set.of(
            "ref",
            "reference",
            "range",
            "normal",
            "result",
            "is",
            "was",
            "value",
            "level",
            "serum",
            "plasma",
            "blood",
            "total",
            "fasting",
            "calc",
            "calculated",
            "direct",
            "final",
            "see",
            "note",
            "new",
            "re",
            "von",
            "bis",
            "wert",
            "nuchtern");
    /** Words a prose line brings: a name followed by one of these is not a result. */
    private static final int MAX_FILLER_WORDS = 2;

    private final AnalyteCatalogue catalogue;
    private final ReportStyle style;
    private final TableHeader header;
    private final TextLine line;
    private final List<String> words;

    ResultRow(AnalyteCatalogue catalogue, ReportStyle style, TableHeader header, TextLine line) {
        this.catalogue = catalogue;
        this.style = style;
        this.header = header;
        this.line = line;
        this.words = line.words().stream().map(Word::text).toList();
    }

    List<ExtractedAnalyte> results() {
        List<ExtractedAnalyte> results = new ArrayList<>();
        Optional<AnalyteCatalogue.NameMatch> name = firstName();
        while (name.isPresent()) {
            Reading reading = read(name.get());
            if (reading.result != null) {
                results.add(reading.result);
            }
            name = reading.next;
        }
        return results;
    }

    /** The name a row starts with, after at most one stray mark (a bullet, an OCR speck). */
    private Optional<AnalyteCatalogue.NameMatch> firstName() {
        for (int start = 0; start < Math.min(2, words.size()); start++) {
            Optional<AnalyteCatalogue.NameMatch> match = catalogue.nameAt(words, start, line.recognised());
            if (match.isPresent()) {
                return match;
            }
            if (AnalyteCatalogue.normalize(words.get(start)).length() > 1) {
                break;
            }
        }
        return Optional.empty();
    }

    /** What follows a name, up to the next name in the same row (two results side by side). */
    private Reading read(AnalyteCatalogue.NameMatch name) {
        Reading reading = new Reading();
        Fields fields = new Fields();
        int fillers = 0;
        int i = name.end();
        if (i < words.size() && AnalyteCatalogue.normalize(words.get(i)).startsWith("ratio")) {
            return reading; // "Cholesterol/HDL Ratio" is not HDL
        }
        while (i < words.size()) {
            if (fields.value != null) {
                Optional<AnalyteCatalogue.NameMatch> next = catalogue.nameAt(words, i, line.recognised());
                if (next.isPresent() && !isShaped(words.get(i))) {
                    reading.next = next;
                    break;
                }
            }
            int used = take(i, name.analyte(), fields);
            if (used == 0) {
                if (fields.value == null && ++fillers > MAX_FILLER_WORDS) {
                    return reading; // prose that happens to start with an analyte's name
                }
                used = 1;
            }
            i += used;
        }
        if (fields.value != null) {
            reading.result = result(name, fields);
        }
        return reading;
    }

    /** Reads the piece of a result starting at word i; the words used, or 0 for a word that is none. */
    private int take(int i, Analyte analyte, Fields fields) {
        String word = clean(words.get(i));
        String next = i + 1 < words.size() ? clean(words.get(i + 1)) : "";
        String afterNext = i + 2 < words.size() ? clean(words.get(i + 2)) : "";
        if (word.isEmpty()) {
            return 1;
        }
        // A range printed over three words ("70 - 99") or a comparator apart from its number ("> 59").
        if (PLAIN.matcher(word).matches()
                && DASH.matcher(next).matches()
                && PLAIN.matcher(afterNext).matches()) {
            return range(word + " " + next + " " + afterNext, fields) ? 3 : 0;
        }
        if (COMPARATOR.matcher(word).matches() && PLAIN.matcher(next).matches()) {
            return compared(word + " " + next, i, fields) ? 2 : 0;
        }
        if (word.endsWith("-")
                && PLAIN.matcher(word.substring(0, word.length() - 1)).matches()
                && PLAIN.matcher(next).matches()) {
            return range(word + next, fields) ? 2 : 0;
        }
        if (SPAN.matcher(word).matches()) {
            return range(word, fields) ? 1 : 0;
        }
        if (COMPARED.matcher(word).matches()) {
            return compared(word, i, fields) ? 1 : 0;
        }
        String flag = FLAGS.get(word.toLowerCase(Locale.ROOT));
        if (flag != null && fields.value != null && fields.flag == null && !(flag.equals("LOW") && word.equals("-"))) {
            fields.flag = flag;
            return 1;
        }
        Matcher withFlag = PLAIN_WITH_FLAG.matcher(word);
        if (fields.value == null && withFlag.matches()) {
            value(withFlag.group(1), i, fields);
            fields.flag = FLAGS.get(withFlag.group(2).toLowerCase(Locale.ROOT));
            return 1;
        }
        if (PLAIN.matcher(word).matches()) {
            if (fields.value == null) {
                value(word, i, fields);
            }
            return 1; // a second plain number is another column (a lab's site code), not ours
        }
        String unit = fields.unit == null ? catalogue.ucum(word, analyte, line.recognised()) : null;
        if (unit != null) {
            fields.unit = unit;
            return 1;
        }
        return FILLERS.contains(AnalyteCatalogue.normalize(word)) ? 1 : 0;
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
    private boolean compared(String printed, int i, Fields fields) {
        Matcher compared = COMPARED.matcher(printed);
        if (!compared.matches()) {
            return false;
        }
        boolean asValue = fields.value == null && (fields.rangeText != null || !header.rangeBeforeResult());
        if (asValue) {
            fields.value = PrintedNumber.parse(compared.group(2), style);
            fields.valueText = printed.replace(" ", "");
            fields.valueMiddle = middle(i);
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

    private void value(String printed, int i, Fields fields) {
        fields.value = PrintedNumber.parse(printed, style);
        fields.valueText = printed;
        fields.valueMiddle = middle(i);
    }

    private ExtractedAnalyte result(AnalyteCatalogue.NameMatch name, Fields fields) {
        Analyte analyte = name.analyte();
        String printedName =
                String.join(" ", words.subList(name.start(), name.end())).replaceAll("[:\\s]+$", "");
        String flag = Flags.of(
                fields.flag,
                fields.value,
                fields.valueText,
                fields.low,
                fields.high,
                header.inOutOfRangeColumn(fields.valueMiddle));
        return new ExtractedAnalyte(
                analyte.codeFor(fields.unit),
                analyte.name(),
                printedName,
                fields.value,
                fields.valueText,
                fields.unit,
                fields.low,
                fields.high,
                fields.rangeText,
                flag,
                line.page());
    }

    private double middle(int i) {
        Word word = line.words().get(i);
        return (word.left() + word.right()) / 2;
    }

    private boolean isShaped(String word) {
        String cleaned = clean(word);
        return PLAIN.matcher(cleaned).matches() || catalogue.ucum(cleaned) != null;
    }

    /** Without the brackets and punctuation around it: "(ref" is "ref", "0.00-3.00)" is "0.00-3.00". */
    private static String clean(String word) {
        return word.replaceAll("^[(\\[{:;,|]+", "").replaceAll("[)\\]}:;,|]+$", "");
    }

    private static final class Fields {
        Double value;
        String valueText;
        double valueMiddle;
        String unit;
        Double low;
        Double high;
        String rangeText;
        String flag;
    }

    private static final class Reading {
        ExtractedAnalyte result;
        Optional<AnalyteCatalogue.NameMatch> next = Optional.empty();
    }
}
