package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A report whose system draws bold by printing each glyph four times a tenth of a point apart (an
 * Indian lab's names came out of the text layer as {@code HHHHaaaaeeeemmmmoooogggglllloooobbbbiiiinnnn}):
 * the letterhead, the column heads, every test's name and the values outside their range.
 */
final class OverprintedLayout extends LanguageLayout {

    private static final int COPIES = 4;
    private static final float STEP = 0.1f;

    private static final List<Test> TESTS = List.of(
            new Test("hemoglobin", "g/dL", 1, 12.0, 17.0),
            new Test("hematocrit", "%", 1, 36.0, 50.0),
            new Test("mcv", "fL", 1, 80.0, 98.0),
            new Test("wbc", "10^9/L", 2, 4.0, 10.0),
            new Test("platelets", "10^9/L", 0, 150.0, 400.0),
            new Test("ferritin", "ng/mL", 0, 15.0, 300.0),
            new Test("tsh", "mIU/L", 2, 0.4, 4.2),
            new Test("hba1c", "%", 1, 4.0, 6.0));

    OverprintedLayout(ReportLanguage language) {
        super(language);
    }

    @Override
    String problem() {
        return "overprinted";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.DE, RangeStyle.SPACED);
        LocalDate collected = ReportFixtures.date(random);
        String lab = lab(random);
        List<SyntheticResult> results = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.overprinted(Typeface.SANS, 14, NAME_X, 50, lab, COPIES, STEP);
            sheet.text(Typeface.SANS, 9, NAME_X, 90, language.title);
            sheet.text(
                    Typeface.SANS, 9, NAME_X, 106, ReportFixtures.person(random).toUpperCase());
            sheet.text(
                    Typeface.SANS, 9, NAME_X, 119, language.collectedLabel + ": " + language.dates.format(collected));
            float y = 142;
            sheet.overprinted(Typeface.SANS, 9, NAME_X, y, language.heads.get(0), COPIES, STEP);
            sheet.overprinted(
                    Typeface.SANS,
                    9,
                    RESULT_RIGHT - sheet.width(Typeface.SANS, 9, language.heads.get(1)),
                    y,
                    language.heads.get(1),
                    COPIES,
                    STEP);
            sheet.overprinted(Typeface.SANS, 9, UNIT_X, y, language.heads.get(2), COPIES, STEP);
            sheet.overprinted(Typeface.SANS, 9, RANGE_X, y, language.heads.get(3), COPIES, STEP);
            y += 18;
            for (Test test : TESTS) {
                SyntheticResult result = result(test, printedName(test.key(), random), draw);
                sheet.overprinted(Typeface.SANS, 9, NAME_X, y, result.printedName(), COPIES, STEP);
                float left = RESULT_RIGHT - sheet.width(Typeface.SANS, 9, result.valueText());
                if (result.outOfRange()) {
                    sheet.overprinted(Typeface.SANS, 9, left, y, result.valueText(), COPIES, STEP);
                } else {
                    sheet.text(Typeface.SANS, 9, left, y, result.valueText());
                }
                sheet.text(Typeface.SANS, 9, UNIT_X, y, result.printedUnit());
                sheet.text(Typeface.SANS, 9, RANGE_X, y, result.rangeText());
                results.add(result);
                y += 15;
            }
        }
        return report(
                "names, heads and values outside their range drawn four times over",
                lab,
                collected,
                results,
                List.of(),
                List.of(),
                List.of(),
                ReportFixtures.save(document));
    }
}
