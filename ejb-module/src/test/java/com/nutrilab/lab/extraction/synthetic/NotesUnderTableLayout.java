package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A chemistry table with notes under it that carry numbers, dates, percentages and a test's name
 * ({@code Gewijzigde referentiewaarde sinds 15/03/2022 ... 10 %}, a haemolysed sample's potassium)
 * and a signature line: prose gives no result.
 */
final class NotesUnderTableLayout extends LanguageLayout {

    private static final List<Test> TESTS = List.of(
            new Test("glucose", "mmol/L", 1, 3.9, 5.6),
            new Test("urea", "mmol/L", 1, 2.5, 7.8),
            new Test("creatinine", "µmol/L", 0, 53.0, 106.0),
            new Test("sodium", "mmol/L", 0, 135.0, 145.0),
            new Test("potassium", "mmol/L", 1, 3.5, 5.1),
            new Test("alt", "U/L", 0, 7.0, 45.0),
            new Test("crp", "mg/L", 1, null, 5.0));

    NotesUnderTableLayout(ReportLanguage language) {
        super(language);
    }

    @Override
    String problem() {
        return "notes-under-table";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.DE, RangeStyle.SPACED);
        LocalDate collected = ReportFixtures.date(random);
        String lab = lab(random);
        List<SyntheticResult> results = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            float y = tableHead(sheet, header(sheet, lab, collected, random));
            sheet.text(Typeface.SANS_BOLD, 9, NAME_X, y, language.sections.get(1));
            y += 14;
            for (Test test : TESTS) {
                SyntheticResult result = result(test, printedName(test.key(), random), draw);
                row(sheet, y, result, 9);
                results.add(result);
                y += 14;
            }
            sheet.rule(NAME_X, 555, y - 6, 0.6f, 0);
            y += 12;
            for (String note : language.notes) {
                sheet.text(Typeface.SANS, 8, NAME_X, y, note);
                y += 12;
            }
            y += 10;
            sheet.text(
                    Typeface.SANS,
                    8,
                    NAME_X,
                    y,
                    "Dr " + ReportFixtures.person(random) + " - " + language.dates.format(collected.plusDays(1)) + " "
                            + ReportFixtures.time(random) + " - 1/1");
        }
        return report(
                "a chemistry table, notes with numbers under it",
                lab,
                collected,
                results,
                List.of(),
                List.of(),
                List.of(),
                ReportFixtures.save(document));
    }
}
