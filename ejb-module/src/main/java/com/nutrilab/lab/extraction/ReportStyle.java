package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * How a page writes numbers and dates, judged from its own numbers and its language: French,
 * German, Italian … labs write decimal commas ("5,4"), and French and Polish ones group thousands
 * with a space ("295 000"); every language read but English writes day-first dates ("05/03/2026" is
 * the 5th of March), and English ones do when they are British ("07/05/1983", "haematology").
 *
 * @param decimalComma whether "1,245" is 1.245 rather than 1245
 * @param dayFirst     whether "07/05/1983" is the 7th of May
 * @param spaceGroups  whether "295 000" is one number, its thousands grouped with a space
 * @param language     the page's language, or null where its words do not tell
 */
record ReportStyle(boolean decimalComma, boolean dayFirst, boolean spaceGroups, Language language) {

    private static final Pattern COMMA_DECIMAL = Pattern.compile("(?<![\\d.,])\\d+,\\d{1,2}(?![\\d,])");
    /**
     * A decimal point no thousands separator could be: not three digits after it ("9.480", "336.000"
     * are German and Turkish thousands), or after a lone zero ("0.125").
     */
    private static final Pattern POINT_DECIMAL =
            Pattern.compile("(?<![\\d.,])(?:0\\.\\d+|\\d+\\.(?:\\d{1,2}|\\d{4,}))(?![\\d,])");

    private static final Pattern DAY_FIRST_DATE =
            Pattern.compile("\\b(1[3-9]|2\\d|3[01])[/.](0?[1-9]|1[0-2])[/.]\\d{2,4}\\b");
    /** A number of three groups or more, spaced: "4 700 000" is nothing but a grouped number. */
    private static final Pattern SPACED_GROUPS = Pattern.compile("(?<![\\d.,])\\d{1,3}(?: \\d{3}){2,}(?![\\d])");
    /** A range of numbers grouped with a space on both ends: "1 500 - 7 000". */
    private static final Pattern SPACED_RANGE =
            Pattern.compile("(?<![\\d.,])\\d{1,3} \\d{3} ?[-\u2013] ?\\d{1,3} \\d{3}(?![\\d.,])");

    /** A style for lines whose numbers say nothing: decimal points, month-first dates. */
    static final ReportStyle PLAIN = new ReportStyle(false, false, false, null);

    /** The style of the whole report, where one page's numbers do not tell. */
    static ReportStyle of(List<TextLine> lines) {
        return of(lines, PageLanguage.of(lines).orElse(null), null);
    }

    /** Each page's style: its own numbers first, then the report's, then its language's habits. */
    static Map<Integer, ReportStyle> byPage(List<TextLine> lines) {
        ReportStyle report = of(lines);
        Map<Integer, List<TextLine>> pages = new TreeMap<>();
        lines.forEach(line ->
                pages.computeIfAbsent(line.page(), p -> new ArrayList<>()).add(line));
        Map<Integer, ReportStyle> styles = new TreeMap<>();
        pages.forEach((page, pageLines) ->
                styles.put(page, of(pageLines, PageLanguage.of(pageLines).orElse(report.language()), report)));
        return styles;
    }

    private static ReportStyle of(List<TextLine> lines, Language language, ReportStyle report) {
        String text = text(lines);
        long commas = COMMA_DECIMAL.matcher(text).results().count();
        long points = POINT_DECIMAL.matcher(text).results().count();
        boolean decimalComma;
        if (commas != points) {
            decimalComma = commas > points;
        } else if (report != null) {
            decimalComma = report.decimalComma();
        } else {
            decimalComma = language != null && language.decimalMark().equals(",");
        }
        return new ReportStyle(
                decimalComma, dayFirst(text, language, report), spaceGroups(text, language, decimalComma), language);
    }

    /**
     * The language's date order; for English, which writes both, day first where a date's first
     * number is over 12 or the report's words are British.
     */
    private static boolean dayFirst(String text, Language language, ReportStyle report) {
        if (language != null && language.dateOrder() != Language.DateOrder.EITHER) {
            return language.dateOrder() == Language.DateOrder.DAY_FIRST;
        }
        if (report != null && (report.language() == null || report.language() == language)) {
            return report.dayFirst();
        }
        if (DAY_FIRST_DATE.matcher(text).find()) {
            return true;
        }
        WordSet british = Vocabulary.shipped().dayFirstWords;
        for (String word : text.split("\\s+")) {
            if (british.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Thousands grouped with spaces, where the language groups them so and the page writes decimal
     * commas, or where the page prints a number of three spaced groups ("4 700 000") or a range of
     * spaced numbers ("1 500 - 7 000": "3 550" beside it was read as 550, sure, where the page's words
     * did not tell its language).
     */
    private static boolean spaceGroups(String text, Language language, boolean decimalComma) {
        return (decimalComma && language != null && language.groupsWithSpaces())
                || SPACED_GROUPS.matcher(text).find()
                || SPACED_RANGE.matcher(text).find();
    }

    private static String text(List<TextLine> lines) {
        StringBuilder all = new StringBuilder();
        lines.forEach(line -> all.append(line.text()).append('\n'));
        return all.toString();
    }
}
