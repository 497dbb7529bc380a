package com.nutrilab.lab.extraction;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An earlier result of a row printed on the line below it with its own date ("UREE : 0,60 g/l
 * N: 0,11-0,44" over "15/02/17 0,65", a French lab's antériorité): the same test, unit and range,
 * under that date, never the row's own result.
 */
final class EarlierValues {

    private static final Pattern DATE = Pattern.compile("\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}");
    private static final Pattern VALUE = Pattern.compile("(?:<=|>=|<|>)?" + PrintedNumber.PATTERN);

    /** The date and value below the row at {@code index}, if the next line is nothing else. */
    record Earlier(LocalDate date, String valueText, double value, int line) {}

    /**
     * An earlier-results column whose date is printed on its first row only ("HEMATIES. : 4 700 000
     * /mm3  21/09/01 : 5 600 000", then "Hémoglobine : 14,7 g/dl : 15,0"): its date, and where its
     * values stand on the page.
     */
    record Column(LocalDate date, int page, double left, double right) {

        /** Whether a word stands in this column: it overlaps the first row's value, give or take a letter. */
        boolean holds(Word word, int wordPage) {
            double slack = word.height();
            return wordPage == page && word.right() >= left - slack && word.left() <= right + slack;
        }
    }

    /** A row's earlier value in a column dated on its first row, and that column. */
    record Inline(Earlier earlier, Column column) {}

    private EarlierValues() {}

    /**
     * The earlier value at the end of the row at {@code index}: after a date and a colon on the
     * column's first row (which starts the column), or after a colon in the column found on a row
     * above. The row's own value, read before, is never it: the earlier value is the row's last word,
     * after the row's value and unit, and in the column's place.
     */
    static Optional<Inline> inline(List<TextLine> rows, int index, Column above, ReportStyle style) {
        TextLine row = rows.get(index);
        List<Word> words = row.words();
        int last = words.size() - 1;
        if (last < 3 || !VALUE.matcher(words.get(last).text()).matches()) {
            return Optional.empty();
        }
        Word value = words.get(last);
        int before = words.get(last - 1).text().equals(":") ? last - 2 : last - 1;
        LocalDate date = DATE.matcher(words.get(before).text()).matches()
                ? ReportHeader.firstDate(words.get(before).text(), style)
                : null;
        Column column;
        if (date != null) {
            column = new Column(date, row.page(), value.left(), value.right());
        } else if (above != null && before == last - 2 && above.holds(value, row.page())) {
            column = above;
        } else {
            return Optional.empty();
        }
        String printed = value.text();
        double number = PrintedNumber.parse(printed.replaceAll("^[<>]=?", ""), style);
        return Optional.of(new Inline(new Earlier(column.date(), printed, number, index), column));
    }

    static Optional<Earlier> below(List<TextLine> rows, int index, ReportStyle style) {
        if (index + 1 >= rows.size()
                || rows.get(index + 1).page() != rows.get(index).page()) {
            return Optional.empty();
        }
        List<String> words = rows.get(index + 1).words().stream()
                .map(Word::text)
                .filter(word -> !word.equals(":"))
                .toList();
        if (words.size() != 2
                || !DATE.matcher(words.get(0)).matches()
                || !VALUE.matcher(words.get(1)).matches()) {
            return Optional.empty();
        }
        LocalDate date = ReportHeader.firstDate(words.get(0), style);
        if (date == null) {
            return Optional.empty();
        }
        String printed = words.get(1);
        double value = PrintedNumber.parse(printed.replaceAll("^[<>]=?", ""), style);
        return Optional.of(new Earlier(date, printed, value, index + 1));
    }
}
