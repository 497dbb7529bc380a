package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Which of the catalogue's tests a row's reading is, where its name stands for more than one or the
 * unit read fits none: the one whose units and usual range the reading fits, a scan's misread unit
 * put aside where the printed range names the test's own, the test of the specimen column it was
 * printed in, and whether the choice was a guess from the value alone. A wrong test is a wrong value,
 * so where nothing tells, the reading is rejected or marked as guessed.
 */
final class AnalyteChoice {

    /** Every language's words ({@link Language}): specimens, urine sections. */
    private static final Vocabulary WORDS = Vocabulary.shipped();

    private final AnalyteCatalogue catalogue;
    private final PrintedRow row;

    AnalyteChoice(AnalyteCatalogue catalogue, PrintedRow row) {
        this.catalogue = catalogue;
        this.row = row;
    }

    /**
     * The test of a catalogue name that the unit and range read fit, or one whose printed range says
     * a scan misread its unit; null when the unit fits none of the name's tests: no reading.
     */
    Analyte of(AnalyteCatalogue.NameMatch name, RowFields fields) {
        Analyte analyte = UsualRanges.choose(name.analytes(), fields.unit, fields.low, fields.high, fields.value);
        if (analyte == null) {
            analyte = collectedOverADay(name, fields);
        }
        return analyte != null ? analyte : analyteOfMisreadUnit(name, fields);
    }

    /**
     * A reading in a unit per 24 hours of a test printed by its plain name ("Kreatinin-Ausscheidung
     * 982 mg/24 h", "Natrium 145 mmol/24 h" under "Sammelurin"): the catalogue's 24-hour urine test of
     * the same substance, where it lists that unit.
     */
    private Analyte collectedOverADay(AnalyteCatalogue.NameMatch name, RowFields fields) {
        return name.analytes().stream()
                .flatMap(named -> catalogue.collectedOverADay(named, fields.unit).stream())
                .map(collected ->
                        UsualRanges.choose(List.of(collected), fields.unit, fields.low, fields.high, fields.value))
                .filter(Objects::nonNull)
                .findFirst()
                .orElse(null);
    }

    /**
     * A scan's unit of another kind than the name's tests ("fl" read for /µl beside a platelet count):
     * misread, where the printed range is usual for one of the test's units and for no test's in the
     * unit read (else the name may be the misread one: "HGB A1iC" with HbA1c's % and range), which
     * the check then takes with a doubt (the unit read moves to {@code fields.unitText}); else null,
     * and the reading is rejected.
     */
    private Analyte analyteOfMisreadUnit(AnalyteCatalogue.NameMatch name, RowFields fields) {
        if (!row.recognised()
                || fields.unit == null
                || catalogue.analytes().stream()
                        .anyMatch(a -> UsualRanges.fits(a, fields.unit, fields.low, fields.high))) {
            return null;
        }
        Optional<Analyte> byRange = name.analytes().stream()
                .filter(a -> UsualRanges.unitOf(a, fields.low, fields.high).isPresent())
                .findFirst();
        byRange.ifPresent(analyte -> {
            fields.unitText = fields.unit;
            fields.unit = null;
        });
        return byRange.orElse(null);
    }

    /**
     * The test of a value printed in a specimen column ("venös", "Urines"): a urine column's value is
     * another test than the blood one its name stands for; another specimen's keeps the name's test.
     */
    Analyte inSpecimen(AnalyteCatalogue.NameMatch name, Analyte named, String specimen, RowFields fields) {
        return WORDS.qualifiers.contains(specimen) ? ofSpecimen(name, named, specimen, fields) : named;
    }

    /**
     * The catalogue's test of a name in another specimen ("Sodium" under "Urine" is urine sodium,
     * where the catalogue names "Urine Sodium"; "Natrémie" under "Urines", the urine test of the
     * blood one it names), or null: a test the catalogue does not know, given by its printed name.
     */
    private Analyte ofSpecimen(AnalyteCatalogue.NameMatch name, Analyte blood, String specimen, RowFields fields) {
        List<String> nameWords = row.words().subList(name.start(), name.end());
        List<List<String>> spellings = new ArrayList<>();
        List<String> before = new ArrayList<>(List.of(specimen));
        before.addAll(nameWords);
        List<String> after = new ArrayList<>(nameWords);
        after.add(specimen);
        spellings.add(before);
        spellings.add(after);
        for (List<String> spelling : spellings) {
            Optional<AnalyteCatalogue.NameMatch> match = catalogue.nameAt(spelling, 0, false);
            if (match.isPresent() && match.get().end() == spelling.size()) {
                return UsualRanges.choose(match.get().analytes(), fields.unit, fields.low, fields.high, fields.value);
            }
        }
        if (!WORDS.urineSections.contains(specimen)) {
            return null;
        }
        // the blood test's urine counterpart, in the unit read; the row's range is the blood test's
        return catalogue
                .byKey("urine-" + blood.key())
                .map(urine -> UsualRanges.choose(List.of(urine), fields.unit, null, null, fields.value))
                .orElse(null);
    }

    /**
     * Whether the name stands for tests in units of different kinds ("NEUT", "Monosit": the
     * percentage and the count) and nothing printed told which: no unit, and no range that is one
     * test's usual range. The test is then the one whose usual range the value fits, a guess.
     */
    static boolean guessed(AnalyteCatalogue.NameMatch name, RowFields fields) {
        return name.analytes().size() > 1
                && fields.unit == null
                && fields.qualitative == null
                && name.analytes().stream().noneMatch(a -> UsualRanges.identifies(a, fields.low, fields.high));
    }
}
