package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The rows of a urinalysis section ("URINALYSIS", "Análisis de orina", "Urinstatus"): each is the
 * catalogue's urine test of the name printed ("pH" is urine pH, "Protein Negative" urine protein,
 * "Glucose" urine glucose), never the blood test of the same name; a row whose name has no urine
 * test in the catalogue, or whose unit fits none, gives no result.
 */
final class UrineSection {

    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** UCUM's high-power field, the unit of a count under the microscope. */
    private static final String PER_FIELD = "[HPF]";
    /** The most words of a name read with the words for "in urine" after it. */
    private static final int MAX_NAME_WORDS = 3;

    private final AnalyteCatalogue catalogue;

    UrineSection(AnalyteCatalogue catalogue) {
        this.catalogue = catalogue;
    }

    /**
     * The row's readings as urine tests. {@code readWithWordBefore} reads the same line with a word
     * before its name (each reading under the name the line prints): the name after the word for urine ("Urine pH", "Urine Protein") is the
     * catalogue's name of a urine test that the name alone ("pH", "Protein") is not.
     */
    List<RowReading> tests(
            List<RowReading> row,
            TextLine line,
            Function<String, List<RowReading>> readWithWordBefore,
            Function<TextLine, List<RowReading>> read) {
        if (line.words().stream().skip(1).anyMatch(word -> WORDS.bloodSpecimens.contains(word.text()))) {
            return row; // "Kreatinine (serum)" under "Urineonderzoek" is the blood test; a strip's "Blut" stays urine's
        }
        if (!row.isEmpty() && row.stream().allMatch(reading -> reading.known() && isUrine(reading.analyte()))) {
            return row; // "Glucose im Urin  ++": named as the urine test already, no word for urine goes before it
        }
        for (String urine : WORDS.urineWords) {
            List<RowReading> named = readWithWordBefore.apply(urine).stream()
                    .filter(reading -> reading.known() && isUrine(reading.analyte()))
                    .toList();
            if (!named.isEmpty()) {
                return named;
            }
        }
        List<RowReading> inUrine = withInUrineWords(line, read);
        if (!inUrine.isEmpty()) {
            return inUrine;
        }
        List<RowReading> tests = new ArrayList<>();
        for (RowReading reading : row) {
            urineTest(reading)
                    .map(test -> UsualRanges.choose(
                            List.of(test), reading.unit(), reading.low(), reading.high(), reading.value()))
                    .ifPresent(test -> tests.add(reading.as(test)));
        }
        return tests;
    }

    /**
     * The row read with its language's words for "in urine" after its name's first one, two or three
     * words ("Proteínas" as "Proteínas en orina", "Białko" as "Białko w moczu", "Eiweiß" as "Eiweiß im
     * Urin"), where that makes a catalogue name of a urine test; under the name as printed.
     */
    private List<RowReading> withInUrineWords(TextLine line, Function<TextLine, List<RowReading>> read) {
        List<Word> words = line.words();
        for (int count = 1; count <= Math.min(MAX_NAME_WORDS, words.size() - 1); count++) {
            if (!RowTokens.NAME_WORD.matcher(words.get(count - 1).text()).matches()) {
                break;
            }
            String printed = String.join(
                    " ", words.subList(0, count).stream().map(Word::text).toList());
            for (String phrase : WORDS.inUrine) {
                List<RowReading> named = urineReadings(read.apply(line.inserted(count, List.of(phrase.split(" ")))));
                if (!named.isEmpty()) {
                    return named.stream().map(reading -> reading.named(printed)).toList();
                }
            }
        }
        return List.of();
    }

    /**
     * The readings of the catalogue's urine tests, but not a word result of a test counted per field
     * of the microscope printed without its unit ("Leucocitos Negativo"): that is a dipstick's, another
     * test.
     */
    private static List<RowReading> urineReadings(List<RowReading> readings) {
        return readings.stream()
                .filter(reading -> reading.known() && isUrine(reading.analyte()))
                .filter(reading ->
                        reading.value() != null || reading.unit() != null || !countedPerField(reading.analyte()))
                .toList();
    }

    private static boolean countedPerField(Analyte test) {
        return test.units().stream().anyMatch(u -> u.contains(PER_FIELD));
    }

    /**
     * The urine test a reading of the name alone stands for: itself ("Specific Gravity"), or the
     * blood test's urine counterpart ("Glucosa Negativo", "Creatinine 80 mg/dL"); a word for a test
     * counted per field of the microscope is a dipstick's, another test ("Leukocytes Negative" is
     * leukocyte esterase, not white cells per field).
     */
    private Optional<Analyte> urineTest(RowReading reading) {
        Analyte named = reading.analyte();
        if (named == null || isUrine(named)) {
            return Optional.ofNullable(named);
        }
        return catalogue
                .byKey("urine-" + named.key())
                .filter(test -> reading.value() != null || !countedPerField(test));
    }

    private static boolean isUrine(Analyte analyte) {
        return analyte.key().startsWith("urine-");
    }
}
