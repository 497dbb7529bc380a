package com.nutrilab.lab.extraction;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The lab's name and the collection date, where a report prints them. */
final class ReportHeader {

    /** Only the top of the first page names the lab; further down such words are prose. */
    private static final int LAB_NAME_LINES = 6;

    /** The words of a lab's name and of the collection date's label, in every language ({@link Language}). */
    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** Each language's labels of the collection date. */
    private static final Map<Language, WordSet> LABELS = WORDS.languages().values().stream()
            .collect(java.util.stream.Collectors.toMap(l -> l, l -> new WordSet(l.collectedLabels())));

    private static final Pattern NUMERIC_DATE = Pattern.compile("\\b(\\d{1,4})[/.-](\\d{1,2})[/.-](\\d{2,4})\\b");
    private static final Pattern NAMED_MONTH_DATE = Pattern.compile(
            "\\b(\\d{1,2})\\.?[ -](\\p{L}{3,10})\\.?[ -](\\d{4})\\b|\\b(\\p{L}{3,10})\\.? (\\d{1,2}),? (\\d{4})\\b");
    /** The fewest letters of a month's name that tell it ("mar", "juil"; "jui" is June or July). */
    private static final int MONTH_LETTERS = 3;

    private ReportHeader() {}

    static String labName(List<TextLine> lines) {
        return lines.stream()
                .filter(line -> line.page() == lines.get(0).page())
                .limit(LAB_NAME_LINES)
                .flatMap(line -> cells(line).stream())
                .filter(cell -> namesALab(cell) && !cell.contains(":") && cell.split(" ").length <= 8)
                .findFirst()
                .orElse(null);
    }

    /**
     * The date after the first "collected" label (in any language read), read in the style of the
     * page it is printed on.
     */
    static LocalDate collectedAt(List<TextLine> lines, Map<Integer, ReportStyle> styles) {
        for (TextLine line : lines) {
            List<String> words = line.words().stream().map(Word::text).toList();
            for (int i = 0; i < words.size(); i++) {
                int label = WORDS.collectedLabels.at(words, i);
                if (label > 0) {
                    String after = String.join(" ", words.subList(i + label, words.size()));
                    ReportStyle style = styles.getOrDefault(line.page(), ReportStyle.PLAIN);
                    LocalDate date = firstDate(after, labelled(style, words, i));
                    if (date != null) {
                        return date;
                    }
                    break;
                }
            }
        }
        return null;
    }

    /**
     * The page's style, with the date order of the label's own language where the page's does not
     * say it: "Date de prélèvement : 05/03/2026" is French, so the 5th of March.
     */
    private static ReportStyle labelled(ReportStyle style, List<String> words, int label) {
        if (style.language() != null && style.language().dateOrder() != Language.DateOrder.EITHER) {
            return style;
        }
        return LABELS.entrySet().stream()
                .filter(entry -> entry.getValue().at(words, label) > 0)
                .map(Map.Entry::getKey)
                .filter(language -> language.dateOrder() != Language.DateOrder.EITHER)
                .findFirst()
                .map(language -> new ReportStyle(
                        style.decimalComma(),
                        language.dateOrder() == Language.DateOrder.DAY_FIRST,
                        style.spaceGroups(),
                        style.language()))
                .orElse(style);
    }

    /** Whether a cell of a line names a lab: "Laboratoire …", "… Klinik", "NHS Trust". */
    private static boolean namesALab(String cell) {
        List<String> words = List.of(cell.split(" "));
        for (int i = 0; i < words.size(); i++) {
            if (WORDS.labWords.at(words, i) > 0) {
                return true;
            }
        }
        return false;
    }

    static LocalDate firstDate(String text, ReportStyle style) {
        Matcher numeric = NUMERIC_DATE.matcher(text);
        Matcher named = NAMED_MONTH_DATE.matcher(text);
        boolean hasNumeric = numeric.find();
        boolean hasNamed = named.find();
        try {
            if (hasNamed && (!hasNumeric || named.start() < numeric.start())) {
                return named.group(1) != null
                        ? date(named.group(3), month(named.group(2)), named.group(1))
                        : date(named.group(6), month(named.group(4)), named.group(5));
            }
            if (hasNumeric) {
                return numericDate(numeric, style);
            }
        } catch (DateTimeException | IllegalArgumentException e) {
            return null;
        }
        return null;
    }

    private static LocalDate numericDate(Matcher date, ReportStyle style) {
        int a = Integer.parseInt(date.group(1));
        int b = Integer.parseInt(date.group(2));
        String year = date.group(3);
        if (date.group(1).length() == 4) {
            return LocalDate.of(a, b, Integer.parseInt(year)); // ISO 2023-11-16
        }
        boolean dayFirst = a > 12 || (b <= 12 && style.dayFirst());
        return dayFirst ? date(year, b, String.valueOf(a)) : date(year, a, String.valueOf(b));
    }

    private static LocalDate date(String year, int month, String day) {
        int y = Integer.parseInt(year);
        return LocalDate.of(y < 100 ? 2000 + y : y, month, Integer.parseInt(day));
    }

    /**
     * The month a printed name or abbreviation stands for in any language read ("Mar", "März",
     * "mars", "juil."); ambiguous or unknown ones are no month.
     */
    private static int month(String name) {
        String printed = AnalyteCatalogue.normalize(name);
        int found = 0;
        if (printed.length() >= MONTH_LETTERS) {
            for (Language language : WORDS.languages().values()) {
                for (int m = 0; m < language.months().size(); m++) {
                    String month = AnalyteCatalogue.normalize(language.months().get(m));
                    boolean matches = month.startsWith(printed) || printed.startsWith(month);
                    if (matches && found != 0 && found != m + 1) {
                        throw new IllegalArgumentException("Not one month: " + name);
                    }
                    found = matches ? m + 1 : found;
                }
            }
        }
        if (found == 0) {
            throw new IllegalArgumentException("Not a month: " + name);
        }
        return found;
    }

    /** A line's words grouped by wide gaps: the cells of a header printed in columns. */
    private static List<String> cells(TextLine line) {
        List<String> cells = new java.util.ArrayList<>();
        StringBuilder cell = new StringBuilder();
        Word previous = null;
        for (Word word : line.words()) {
            if (previous != null && word.left() - previous.right() > 1.5 * Math.max(word.height(), 1)) {
                cells.add(cell.toString());
                cell.setLength(0);
            }
            cell.append(cell.length() == 0 ? "" : " ").append(word.text());
            previous = word;
        }
        cells.add(cell.toString());
        return cells;
    }
}
