package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.List;
import java.util.Random;

/**
 * A layout of issue 54's classes (numbers in the page's own style, limits in the range column,
 * notes under a table, overprinted text, a value in two units, specimen columns, cumulative columns),
 * drawn in one of the languages the reader supports: the words, the number style and the test names
 * are the language's.
 */
abstract class LanguageLayout implements SyntheticLayout {

    static final float NAME_X = 40;
    static final float RESULT_RIGHT = 290;
    static final float UNIT_X = 305;
    static final float RANGE_X = 390;

    final ReportLanguage language;

    LanguageLayout(ReportLanguage language) {
        this.language = language;
    }

    /** The class of problem, the same in every language: the layout's name in the evaluation. */
    abstract String problem();

    @Override
    public String name() {
        return problem();
    }

    /** One test as a lab of this layout prints it: catalogue key, printed unit, decimals, range. */
    record Test(String key, String unit, int decimals, Double low, Double high) {

        Measure measure() {
            return Measure.of(unit, CatalogueUnits.ucum(unit), low, high, decimals);
        }
    }

    /** The name the lab prints for a test: one of the catalogue's first two in the language. */
    String printedName(String key, Random random) {
        List<String> names = language.names(key);
        return names.get(random.nextInt(Math.min(2, names.size())));
    }

    /** A range as the language prints it: "4,0 - 10,0", "&lt; 5,20", "&gt; 1,00". */
    String range(Test test) {
        if (test.low() == null) {
            return "< " + language.number(test.high(), test.decimals());
        }
        if (test.high() == null) {
            return "> " + language.number(test.low(), test.decimals());
        }
        return language.number(test.low(), test.decimals()) + " - " + language.number(test.high(), test.decimals());
    }

    /** A result drawn for a test and printed in the language's number style. */
    SyntheticResult result(Test test, String printedName, ResultDraw draw) {
        return result(test, printedName, ResultDraw.round(plausible(test, draw.random()), test.decimals()));
    }

    /**
     * A value a person could have: mostly inside the range, a sixth above it (up to 1.4 times its top)
     * and a sixth below it (down to 0.7 times its bottom), never the impossible values a reader is
     * right to refuse (a haematocrit of 80 %).
     */
    static double plausible(Test test, Random random) {
        double roll = random.nextDouble();
        Double low = test.low();
        Double high = test.high();
        if (roll < 1 / 6.0 && high != null) {
            return high * (1.05 + 0.35 * random.nextDouble());
        }
        if (roll < 2 / 6.0 && low != null && low > 0) {
            return low * (0.7 + 0.25 * random.nextDouble());
        }
        double from = low != null ? low : high * 0.3;
        double to = high != null ? high : low * 2;
        return from + (to - from) * (0.05 + 0.9 * random.nextDouble());
    }

    /** A result of this value, printed in the language's number style. */
    SyntheticResult result(Test test, String printedName, double value) {
        return ResultDraw.computed(
                test.key(), printedName, value, language.number(value, test.decimals()), test.measure(), range(test));
    }

    /** A count as labs print it, to a few significant digits: 4 710 000, 295 000, 7 430. */
    static double counted(double value) {
        double step = Math.pow(10, Math.max(0, Math.floor(Math.log10(Math.max(1, value))) - 2));
        return Math.round(value / step) * step;
    }

    /** The letterhead, the title and the patient's lines; the y below them. */
    float header(PdfSheet sheet, String lab, LocalDate collected, Random random) {
        sheet.text(Typeface.SANS_BOLD, 14, NAME_X, 50, lab);
        sheet.text(
                Typeface.SANS,
                8,
                NAME_X,
                63,
                ReportFixtures.place(random) + " - Tel. 0" + (100 + random.nextInt(800)) + " "
                        + (1000 + random.nextInt(8999)));
        sheet.text(Typeface.SANS_BOLD, 12, NAME_X, 90, language.title);
        sheet.text(Typeface.SANS, 9, NAME_X, 106, ReportFixtures.person(random).toUpperCase());
        sheet.text(
                Typeface.SANS,
                9,
                NAME_X,
                119,
                language.collectedLabel + ": " + language.dates.format(collected) + "  " + ReportFixtures.time(random));
        return 142;
    }

    /** The column heads of a one-result table; the y of its first row. */
    float tableHead(PdfSheet sheet, float y) {
        sheet.text(Typeface.SANS_BOLD, 9, NAME_X, y, language.heads.get(0));
        sheet.textRight(Typeface.SANS_BOLD, 9, RESULT_RIGHT, y, language.heads.get(1));
        sheet.text(Typeface.SANS_BOLD, 9, UNIT_X, y, language.heads.get(2));
        sheet.text(Typeface.SANS_BOLD, 9, RANGE_X, y, language.heads.get(3));
        sheet.rule(NAME_X, 555, y + 4, 0.6f, 0);
        return y + 17;
    }

    /** One row of a one-result table, the value bold when it lies outside its range. */
    void row(PdfSheet sheet, float y, SyntheticResult result, float size) {
        sheet.text(Typeface.SANS, size, NAME_X, y, result.printedName());
        sheet.textRight(
                result.outOfRange() ? Typeface.SANS_BOLD : Typeface.SANS, size, RESULT_RIGHT, y, result.valueText());
        sheet.text(Typeface.SANS, size, UNIT_X, y, result.printedUnit());
        sheet.text(Typeface.SANS, size, RANGE_X, y, result.rangeText());
    }

    String lab(Random random) {
        return switch (language) {
            case EN -> "Central Laboratory " + ReportFixtures.place(random);
            case DE -> "Labor " + ReportFixtures.place(random);
            case FR -> "Laboratoire " + ReportFixtures.place(random);
            case ES -> "Laboratorio Clínico " + ReportFixtures.place(random);
            case IT -> "Laboratorio Analisi " + ReportFixtures.place(random);
            case PT -> "Laboratório " + ReportFixtures.place(random);
            case NL -> "Klinisch Laboratorium " + ReportFixtures.place(random);
            case PL -> "Laboratorium " + ReportFixtures.place(random);
            case TR -> ReportFixtures.place(random) + " Laboratuvarı";
        };
    }

    /** The unit a lab of this language prints cell counts per microlitre in. */
    String perMicrolitre() {
        return switch (language) {
            case EN -> "/uL";
            case DE, PL -> "/µl";
            case NL -> "/µL";
            default -> "/mm3";
        };
    }

    GeneratedReport report(
            String description,
            String lab,
            LocalDate collected,
            List<SyntheticResult> results,
            List<SyntheticResult> absent,
            List<GeneratedReport.EarlierColumn> earlier,
            List<SyntheticResult> alsoPrinted,
            byte[] pdf) {
        return new GeneratedReport(
                problem(),
                description + " (" + language.code + ")",
                lab,
                collected,
                results,
                List.of(),
                absent,
                earlier,
                true,
                alsoPrinted,
                pdf);
    }
}
