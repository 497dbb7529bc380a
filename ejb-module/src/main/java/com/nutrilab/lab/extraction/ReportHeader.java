package com.nutrilab.lab.extraction;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The lab's name and the collection date, where a report prints them. */
final class ReportHeader {

    /** Only the top of the first page names the lab; further down such words are prose. */
    private static final int LAB_NAME_LINES = 6;

    private static final Pattern LAB_WORDS = Pattern.compile(
            "\\b(laborator\\w*|labs?|hospital|pathology|nhs|trust|clinic|klinik\\w*|labor|diagnostics|"
                    + "medical cent(er|re)|infirmary|krankenhaus|praxis)\\b",
            Pattern.CASE_INSENSITIVE);
    /**
     * The label of the collection date in the nine languages: English, German ("Entnahme"),
     * Portuguese ("Data da coleta"), Spanish ("Fecha de extracción", "toma de muestra"), French
     * ("Prélèvement"), Italian ("Data prelievo"), Dutch ("Afnamedatum"), Polish ("Data pobrania"),
     * Turkish ("Örnek alma tarihi").
     */
    private static final Pattern COLLECTED = Pattern.compile(
            "(collect\\w*|drawn|entnahme\\w*|abnahme\\w*|specimen date|sample date|probenentnahme|"
                    + "colet\\w*|extracci[oó]n|toma de muestra|fecha de toma|pr[ée]l[èe]vement|pr[ée]lev[ée]\\w*|"
                    + "prelievo|prelevat\\w*|afname\\w*|afgenomen|pobrani\\w*|(?:[öo]rnek|numune) alma)",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    private static final Pattern NUMERIC_DATE = Pattern.compile("\\b(\\d{1,4})[/.-](\\d{1,2})[/.-](\\d{2,4})\\b");
    private static final Pattern NAMED_MONTH_DATE = Pattern.compile(
            "\\b(\\d{1,2})[ -]([A-Za-zä]{3,9})\\.?[ -](\\d{4})\\b|\\b([A-Za-zä]{3,9})\\.? (\\d{1,2}),? (\\d{4})\\b");

    private ReportHeader() {}

    static String labName(List<TextLine> lines) {
        return lines.stream()
                .filter(line -> line.page() == lines.get(0).page())
                .limit(LAB_NAME_LINES)
                .flatMap(line -> cells(line).stream())
                .filter(cell -> LAB_WORDS.matcher(cell).find() && !cell.contains(":") && cell.split(" ").length <= 8)
                .findFirst()
                .orElse(null);
    }

    /** The date after the first "collected" label (in any of the nine languages), in the report's own date style. */
    static LocalDate collectedAt(List<TextLine> lines, ReportStyle style) {
        for (TextLine line : lines) {
            String text = line.text();
            Matcher label = COLLECTED.matcher(text);
            if (label.find()) {
                LocalDate date = firstDate(text.substring(label.end()), style);
                if (date != null) {
                    return date;
                }
            }
        }
        return null;
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

    private static int month(String name) {
        String prefix = name.toLowerCase(Locale.ROOT).substring(0, 3);
        for (Month month : Month.values()) {
            for (Locale locale : List.of(Locale.ENGLISH, Locale.GERMAN)) {
                String display = month.getDisplayName(TextStyle.FULL, locale).toLowerCase(locale);
                if (display.startsWith(prefix)) {
                    return month.getValue();
                }
            }
        }
        throw new IllegalArgumentException("Not a month: " + name);
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
