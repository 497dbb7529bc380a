package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A table with a column per specimen, serum and urine ({@code Natrium 140 | 85 mmol/L}): each is a
 * result of a test of its own (serum sodium, urine sodium), the range printed for the serum.
 */
final class SpecimenColumnsLayout extends LanguageLayout {

    /** A serum test and its urine counterpart, in one unit. */
    private record Pair(Test serum, String urineKey, double urineLow, double urineHigh) {}

    private static final List<Pair> TESTS = List.of(
            new Pair(new Test("sodium", "mmol/L", 0, 135.0, 145.0), "urine-sodium", 40, 220),
            new Pair(new Test("potassium", "mmol/L", 1, 3.5, 5.1), "urine-potassium", 25, 125),
            new Pair(new Test("chloride", "mmol/L", 0, 98.0, 107.0), "urine-chloride", 110, 250),
            new Pair(new Test("calcium", "mmol/L", 2, 2.15, 2.6), "urine-calcium", 1.2, 7.5),
            new Pair(new Test("glucose", "mmol/L", 1, 3.9, 5.6), "urine-glucose", 0.1, 0.8));

    private static final float SERUM_RIGHT = 250;
    private static final float URINE_RIGHT = 320;
    private static final float UNIT = 335;
    private static final float RANGE = 410;

    SpecimenColumnsLayout(ReportLanguage language) {
        super(language);
    }

    @Override
    String problem() {
        return "specimen-columns";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.DE, RangeStyle.SPACED);
        LocalDate collected = ReportFixtures.date(random);
        String lab = lab(random);
        List<SyntheticResult> results = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            float y = header(sheet, lab, collected, random);
            sheet.text(Typeface.SANS_BOLD, 9, NAME_X, y, language.heads.get(0));
            sheet.textRight(Typeface.SANS_BOLD, 9, SERUM_RIGHT, y, language.specimens.get(0));
            sheet.textRight(Typeface.SANS_BOLD, 9, URINE_RIGHT, y, language.specimens.get(1));
            sheet.text(Typeface.SANS_BOLD, 9, UNIT, y, language.heads.get(2));
            sheet.text(Typeface.SANS_BOLD, 9, RANGE, y, language.heads.get(3) + " (" + language.specimens.get(0) + ")");
            sheet.rule(NAME_X, 555, y + 4, 0.6f, 0);
            y += 18;
            for (Pair pair : TESTS) {
                String name = printedName(pair.serum().key(), random);
                SyntheticResult serum = result(pair.serum(), name, draw);
                Test urineTest = new Test(
                        pair.urineKey(), pair.serum().unit(), pair.serum().decimals(), null, null);
                double urineValue = ResultDraw.round(
                        pair.urineLow() + (pair.urineHigh() - pair.urineLow()) * random.nextDouble(),
                        urineTest.decimals());
                SyntheticResult urine = ResultDraw.computed(
                        urineTest.key(),
                        name,
                        urineValue,
                        language.number(urineValue, urineTest.decimals()),
                        urineTest.measure(),
                        null);
                sheet.text(Typeface.SANS, 9, NAME_X, y, name);
                sheet.textRight(Typeface.SANS, 9, SERUM_RIGHT, y, serum.valueText());
                sheet.textRight(Typeface.SANS, 9, URINE_RIGHT, y, urine.valueText());
                sheet.text(Typeface.SANS, 9, UNIT, y, serum.printedUnit());
                sheet.text(Typeface.SANS, 9, RANGE, y, serum.rangeText());
                results.add(serum);
                results.add(urine);
                y += 15;
            }
        }
        return report(
                "serum and urine columns of one table",
                lab,
                collected,
                results,
                List.of(),
                List.of(),
                List.of(),
                ReportFixtures.save(document));
    }
}
