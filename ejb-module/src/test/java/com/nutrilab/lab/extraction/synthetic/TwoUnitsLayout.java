package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * Values printed in two units, as French labs print them ({@code Urée 0,60 g/L} and under it
 * {@code soit 9,99 mmol/L}): the value in the unit printed first is the result; the other is the
 * same result, not a second test, and is listed under {@code alsoPrinted} for the record.
 */
final class TwoUnitsLayout extends LanguageLayout {

    /** A test printed in a mass unit and converted to a molar one below it, by its molar mass. */
    private record Converted(Test mass, String molarUnit, int molarDecimals, double factor) {}

    private static final List<Converted> TESTS = List.of(
            new Converted(new Test("urea", "g/L", 2, 0.15, 0.45), "mmol/L", 1, 1000 / 60.06),
            new Converted(new Test("glucose", "g/L", 2, 0.70, 1.00), "mmol/L", 1, 1000 / 180.16),
            new Converted(new Test("creatinine", "mg/L", 1, 6.0, 12.0), "µmol/L", 0, 1000 / 113.12),
            new Converted(new Test("total-cholesterol", "g/L", 2, null, 2.0), "mmol/L", 2, 1000 / 386.65),
            new Converted(new Test("uric-acid", "mg/L", 0, 35.0, 72.0), "µmol/L", 0, 1000 / 168.11),
            new Converted(new Test("triglycerides", "g/L", 2, null, 1.5), "mmol/L", 2, 1000 / 885.7));

    TwoUnitsLayout(ReportLanguage language) {
        super(language);
    }

    @Override
    String problem() {
        return "two-units";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.DE, RangeStyle.SPACED);
        LocalDate collected = ReportFixtures.date(random);
        String lab = lab(random);
        List<SyntheticResult> results = new ArrayList<>();
        List<SyntheticResult> also = new ArrayList<>();
        String so =
                switch (language) {
                    case FR -> "soit";
                    case DE -> "entspricht";
                    case EN -> "equivalent to";
                    default -> "";
                };
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            float y = tableHead(sheet, header(sheet, lab, collected, random));
            sheet.text(Typeface.SANS_BOLD, 9, NAME_X, y, language.sections.get(1));
            y += 14;
            for (Converted test : TESTS) {
                SyntheticResult result =
                        result(test.mass(), printedName(test.mass().key(), random), draw);
                row(sheet, y, result, 9);
                results.add(result);
                y += 12;
                double molar = ResultDraw.round(result.value() * test.factor(), test.molarDecimals());
                Test molarTest = new Test(test.mass().key(), test.molarUnit(), test.molarDecimals(), null, null);
                SyntheticResult second = ResultDraw.computed(
                        molarTest.key(),
                        result.printedName(),
                        molar,
                        language.number(molar, test.molarDecimals()),
                        molarTest.measure(),
                        null);
                sheet.text(Typeface.SANS, 8, NAME_X + 12, y, so);
                sheet.textRight(Typeface.SANS, 8, RESULT_RIGHT, y, second.valueText());
                sheet.text(Typeface.SANS, 8, UNIT_X, y, second.printedUnit());
                also.add(second);
                y += 15;
            }
        }
        return report(
                "values in a mass unit with the molar value under each",
                lab,
                collected,
                results,
                List.of(),
                List.of(),
                also,
                ReportFixtures.save(document));
    }
}
