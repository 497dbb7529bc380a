package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A result printed again in a second unit on the line below its row ("UREE : 0,60 g/l" over "Soit :
 * 10,02 mmol/l", "Urée 0,60 g/L" over "8,5 mmol/L"): the row's own unit, the lab's first, is the
 * result's; the other is kept beside it ({@link ExtractedAnalyte#otherUnit}), never a test of its own.
 */
final class OtherUnits {

    private static final Pattern VALUE = Pattern.compile(PrintedNumber.PATTERN);
    private static final WordSet CONVERSIONS = Vocabulary.shipped().conversions;

    private OtherUnits() {}

    /** What the line prints, if it is a value and a unit alone, after a conversion word or not. */
    record Printed(String valueText, String unitText, boolean introduced) {}

    static Optional<Printed> of(TextLine line) {
        List<String> words = new ArrayList<>();
        for (Word word : line.words()) {
            if (!word.text().equals(":") && !word.text().equals("=")) {
                words.add(word.text().replaceAll(":$", ""));
            }
        }
        int introduced = words.isEmpty() ? 0 : CONVERSIONS.at(words, 0);
        List<String> rest = words.subList(introduced, words.size());
        if (rest.size() != 2
                || !VALUE.matcher(rest.get(0)).matches()
                || VALUE.matcher(rest.get(1)).matches()) {
            return Optional.empty();
        }
        return Optional.of(new Printed(rest.get(0), rest.get(1), introduced > 0));
    }

    /**
     * The reading with the other unit's value beside it, where the line below prints one: a unit the
     * catalogue knows, other than the row's, that the test is reported in (for a test outside the
     * catalogue, only after a conversion word such as "Soit").
     */
    static Optional<RowReading> beside(
            RowReading reading, TextLine below, AnalyteCatalogue catalogue, ReportStyle style) {
        if (reading.value() == null || reading.unit() == null || below.page() != reading.page()) {
            return Optional.empty();
        }
        Optional<Printed> printed = of(below);
        if (printed.isEmpty()) {
            return Optional.empty();
        }
        String unit = catalogue.ucum(printed.get().unitText());
        boolean fits = unit != null
                && !unit.equals(reading.unit())
                && (reading.known()
                        ? reading.analyte().reportedIn(unit) || printed.get().introduced()
                        : printed.get().introduced());
        if (!fits) {
            return Optional.empty();
        }
        double value = PrintedNumber.parse(printed.get().valueText(), style);
        return Optional.of(reading.withOtherUnit(
                new ExtractedAnalyte.OtherUnit(value, printed.get().valueText(), unit, null)));
    }
}
