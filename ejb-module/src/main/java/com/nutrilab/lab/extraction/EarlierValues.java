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

    private EarlierValues() {}

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
