package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A US summary report that prints two result tables side by side, small type, shaded rows:
 * thirty results on half a page, chemistry on the left and blood count, lipids and more on the right.
 */
final class CompactTwoColumnLayout implements SyntheticLayout {

    private static final List<String> LEFT = List.of(
            "glucose",
            "bun",
            "creatinine",
            "egfr",
            "sodium",
            "potassium",
            "chloride",
            "co2",
            "calcium",
            "total-protein",
            "albumin",
            "total-bilirubin",
            "alp",
            "ast",
            "alt",
            "ggt",
            "uric-acid",
            "magnesium",
            "phosphorus");
    private static final List<String> RIGHT = List.of(
            "wbc",
            "rbc",
            "hemoglobin",
            "hematocrit",
            "mcv",
            "mch",
            "mchc",
            "rdw",
            "platelets",
            "total-cholesterol",
            "triglycerides",
            "hdl",
            "ldl",
            "hba1c",
            "tsh",
            "free-t4",
            "vitamin-d",
            "vitamin-b12",
            "ferritin",
            "iron",
            "hs-crp");
    private static final int ROWS = 15;
    private static final float ROW = 11.5f;
    private static final float SIZE = 7.5f;

    @Override
    public String name() {
        return "compact-two-column";
    }

    @Override
    public GeneratedReport draw(Random random) {
        NameStyle style = random.nextBoolean() ? NameStyle.US : NameStyle.CAPS;
        ResultDraw draw =
                new ResultDraw(random, UnitSystem.US, random.nextBoolean() ? RangeStyle.HYPHEN : RangeStyle.SPACED);
        List<SyntheticResult> left = results(LEFT, style, draw);
        List<SyntheticResult> right = results(RIGHT, style, draw);
        String lab = ReportFixtures.place(random) + " Clinical Laboratories";
        LocalDate collected = ReportFixtures.date(random);
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.LETTER)) {
            sheet.text(Typeface.SANS_BOLD, 13, 36, 48, lab);
            sheet.text(Typeface.SANS, 8, 36, 60, "1200 Commerce Park Drive, Suite 4  |  CLIA 05D0987654");
            sheet.textRight(Typeface.SANS_BOLD, 10, 576, 48, "LABORATORY SUMMARY");
            sheet.text(Typeface.SANS, 8, 36, 84, "Patient: " + ReportFixtures.person(random));
            sheet.text(
                    Typeface.SANS,
                    8,
                    250,
                    84,
                    "DOB: "
                            + ReportFixtures.US_DATE.format(LocalDate.of(
                                    1940 + random.nextInt(60), 1 + random.nextInt(12), 1 + random.nextInt(28))));
            sheet.text(Typeface.SANS, 8, 400, 84, "Sex: " + (random.nextBoolean() ? "F" : "M"));
            sheet.text(
                    Typeface.SANS,
                    8,
                    36,
                    96,
                    "Collected: " + ReportFixtures.US_DATE.format(collected) + " " + ReportFixtures.time(random));
            sheet.text(Typeface.SANS, 8, 250, 96, "Reported: " + ReportFixtures.US_DATE.format(collected.plusDays(1)));
            sheet.rule(36, 576, 104, 1, 0.2f);
            float end = Math.max(table(sheet, 36, 124, left), table(sheet, 318, 124, right));
            sheet.text(
                    Typeface.SANS,
                    7,
                    36,
                    end + 14,
                    "H = above the reference interval, L = below. Intervals are for adults; see the lab's directory.");
        }
        List<SyntheticResult> results = new ArrayList<>(left);
        results.addAll(right);
        return new GeneratedReport(
                name(),
                "two result tables side by side, " + style + " names",
                lab,
                collected,
                results,
                List.of(),
                ReportFixtures.save(document));
    }

    private List<SyntheticResult> results(List<String> keys, NameStyle style, ResultDraw draw) {
        List<SyntheticResult> results = new ArrayList<>();
        for (SyntheticAnalyte analyte :
                ReportFixtures.pick(ReportFixtures.printed(keys, style, UnitSystem.US), ROWS, draw.random())) {
            SyntheticResult result = draw.draw(analyte, analyte.name(style));
            results.add(result.withPrintedFlag(
                    result.flag().equals("HIGH") ? "H" : result.flag().equals("LOW") ? "L" : ""));
        }
        return results;
    }

    /** One table from {@code top}; the baseline below its last row. */
    private static float table(PdfSheet sheet, float x, float top, List<SyntheticResult> results) {
        sheet.text(Typeface.SANS_BOLD, 7, x, top, "TEST");
        sheet.text(Typeface.SANS_BOLD, 7, x + 100, top, "RESULT");
        sheet.text(Typeface.SANS_BOLD, 7, x + 134, top, "FLAG");
        sheet.text(Typeface.SANS_BOLD, 7, x + 158, top, "UNITS");
        sheet.text(Typeface.SANS_BOLD, 7, x + 214, top, "REFERENCE");
        sheet.rule(x, x + 266, top + 3, 0.6f, 0.3f);
        float y = top + 14;
        for (int i = 0; i < results.size(); i++) {
            SyntheticResult r = results.get(i);
            if (i % 2 == 1) {
                sheet.box(x - 2, y - 8.5f, 270, ROW, 0.9f);
            }
            sheet.text(Typeface.SANS, SIZE, x, y, r.printedName());
            sheet.text(r.outOfRange() ? Typeface.SANS_BOLD : Typeface.SANS, SIZE, x + 100, y, r.valueText());
            sheet.text(Typeface.SANS_BOLD, SIZE, x + 138, y, r.printedFlag());
            sheet.text(Typeface.SANS, SIZE, x + 158, y, r.printedUnit());
            sheet.text(Typeface.SANS, SIZE, x + 214, y, r.rangeText());
            y += ROW;
        }
        return y;
    }
}
