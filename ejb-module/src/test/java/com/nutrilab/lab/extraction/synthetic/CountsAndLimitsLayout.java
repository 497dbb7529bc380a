package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * Cell counts printed whole, their thousands grouped the language's way ({@code PLAQUETTES 295 000
 * /mm3}, {@code 4.700.000}, {@code 7,400 /uL}), decimal commas or points, and range columns that hold
 * limits ({@code < 5,20}, {@code > 1,00}, {@code Souhaitable : < 3,00}) and a second, toxic limit on
 * the line under a drug's range ({@code Toxisch: > 2,0}): a limit is never a result. Rows are parted
 * by faint rules, as many labs print them.
 */
final class CountsAndLimitsLayout extends LanguageLayout {

    CountsAndLimitsLayout(ReportLanguage language) {
        super(language);
    }

    @Override
    String problem() {
        return "counts-and-limits";
    }

    @Override
    public GeneratedReport draw(Random random) {
        String perMicrolitre = perMicrolitre();
        List<Test> counts = List.of(
                new Test("wbc", perMicrolitre, 0, 4000.0, 10000.0),
                new Test("rbc", perMicrolitre, 0, 4200000.0, 5800000.0),
                new Test("hemoglobin", "g/dL", 1, 12.0, 17.0),
                new Test("platelets", perMicrolitre, 0, 150000.0, 400000.0),
                new Test("neutrophils-abs", perMicrolitre, 0, 1800.0, 7700.0),
                new Test("lymphocytes-abs", perMicrolitre, 0, 1000.0, 4000.0));
        List<Test> limits = List.of(
                new Test("total-cholesterol", "mmol/L", 2, null, 5.2),
                new Test("hdl", "mmol/L", 2, 1.0, null),
                new Test("triglycerides", "mmol/L", 2, null, 1.7));
        Test ldl = new Test("ldl", "mmol/L", 2, null, 3.0);
        Test digoxin = new Test("digoxin", "ng/mL", 1, 0.8, 2.0);
        ResultDraw draw = new ResultDraw(random, UnitSystem.DE, RangeStyle.SPACED);
        LocalDate collected = ReportFixtures.date(random);
        String lab = lab(random);
        List<SyntheticResult> results = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            float y = tableHead(sheet, header(sheet, lab, collected, random));
            sheet.text(Typeface.SANS_BOLD, 9, NAME_X, y, language.sections.get(0));
            y += 14;
            for (Test test : counts) {
                double value = ResultDraw.round(plausible(test, random), test.decimals());
                SyntheticResult result =
                        result(test, printedName(test.key(), random), test.decimals() == 0 ? counted(value) : value);
                row(sheet, y, result, 9);
                sheet.rule(NAME_X, 555, y + 4, 0.3f, 0.75f);
                results.add(result);
                y += 14;
            }
            y += 6;
            sheet.text(Typeface.SANS_BOLD, 9, NAME_X, y, language.sections.get(1));
            y += 14;
            for (Test test : limits) {
                SyntheticResult result = result(test, printedName(test.key(), random), draw);
                row(sheet, y, result, 9);
                sheet.rule(NAME_X, 555, y + 4, 0.3f, 0.75f);
                results.add(result);
                y += 14;
            }
            // A limit introduced by a word: "Souhaitable : < 3,00".
            SyntheticResult ldlResult = result(ldl, printedName(ldl.key(), random), draw);
            String ldlRange = language.desirable + " : " + range(ldl);
            ldlResult = new SyntheticResult(
                    ldlResult.key(),
                    ldlResult.printedName(),
                    ldlResult.value(),
                    ldlResult.valueText(),
                    ldlResult.printedUnit(),
                    ldlResult.ucum(),
                    ldlResult.low(),
                    ldlResult.high(),
                    ldlRange,
                    ldlResult.flag(),
                    "");
            row(sheet, y, ldlResult, 9);
            sheet.rule(NAME_X, 555, y + 4, 0.3f, 0.75f);
            results.add(ldlResult);
            y += 14;
            // A drug's therapeutic range, and under it, alone in the range column, its toxic limit.
            SyntheticResult digoxinResult = result(digoxin, printedName(digoxin.key(), random), draw);
            row(sheet, y, digoxinResult, 9);
            results.add(digoxinResult);
            y += 12;
            sheet.text(Typeface.SANS, 8, RANGE_X, y, language.toxic + ": > " + language.number(2.0, 1));
            sheet.rule(NAME_X, 555, y + 4, 0.3f, 0.75f);
        }
        return report(
                "counts with thousands grouped (" + language.thousands.replace(" ", "space")
                        + "), limits in the range column",
                lab,
                collected,
                results,
                List.of(),
                List.of(),
                List.of(),
                ReportFixtures.save(document));
    }
}
