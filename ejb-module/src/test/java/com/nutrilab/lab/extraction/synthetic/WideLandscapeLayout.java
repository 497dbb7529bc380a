package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A landscape cumulative report: long US names, then result, flag, units and interval, and
 * beside them the previous result with its date, a status and the performing lab's code, all
 * numbers that are not this result.
 */
final class WideLandscapeLayout implements SyntheticLayout {

    private static final List<String> KEYS = List.of(
            "glucose",
            "bun",
            "creatinine",
            "egfr",
            "sodium",
            "potassium",
            "calcium",
            "total-protein",
            "albumin",
            "total-bilirubin",
            "alp",
            "ast",
            "alt",
            "ggt",
            "total-cholesterol",
            "triglycerides",
            "hdl",
            "ldl",
            "hba1c",
            "insulin",
            "tsh",
            "free-t4",
            "free-t3",
            "iron",
            "tibc",
            "transferrin-saturation",
            "ferritin",
            "vitamin-d",
            "vitamin-b12",
            "folate",
            "hs-crp",
            "esr",
            "homocysteine",
            "magnesium",
            "wbc",
            "hemoglobin",
            "platelets");
    private static final float SIZE = 8.5f;
    private static final float ROW = 13;

    @Override
    public String name() {
        return "wide-landscape";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw =
                new ResultDraw(random, UnitSystem.US, random.nextBoolean() ? RangeStyle.HYPHEN : RangeStyle.EN_DASH);
        boolean flagWords = random.nextBoolean();
        String lab = ReportFixtures.place(random) + " Diagnostics";
        LocalDate collected = ReportFixtures.date(random);
        LocalDate previous = collected.minusDays(90 + random.nextInt(300));
        List<SyntheticResult> results = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4_LANDSCAPE)) {
            sheet.text(Typeface.SANS_BOLD, 14, 30, 40, lab);
            sheet.textRight(Typeface.SANS_BOLD, 11, 812, 40, "Cumulative Results Report");
            sheet.text(
                    Typeface.SANS,
                    9,
                    30,
                    58,
                    "Patient: " + ReportFixtures.person(random) + "     Date of "
                            + "Birth: " + ReportFixtures.US_DATE.format(LocalDate.of(1950 + random.nextInt(50), 3, 14))
                            + "     Ordering Physician: Dr. " + ReportFixtures.person(random));
            sheet.text(
                    Typeface.SANS,
                    9,
                    30,
                    71,
                    "Date Collected: " + ReportFixtures.US_DATE.format(collected)
                            + "     Date Reported: " + ReportFixtures.US_DATE.format(collected.plusDays(2))
                            + "     Specimen: Serum, Whole Blood");
            float y = 94;
            String[] header = {
                "Test",
                "Result",
                "Flag",
                "Units",
                "Reference Interval",
                "Previous Result",
                "Previous Date",
                "Status",
                "Lab"
            };
            float[] x = {30, 250, 310, 350, 440, 545, 630, 715, 775};
            for (int i = 0; i < header.length; i++) {
                sheet.text(Typeface.SANS_BOLD, SIZE, x[i], y, header[i]);
            }
            sheet.rule(30, 812, y + 4, 0.8f, 0.2f);
            y += 17;
            for (SyntheticAnalyte analyte :
                    ReportFixtures.pick(ReportFixtures.printed(KEYS, NameStyle.US, UnitSystem.US), 30, random)) {
                SyntheticResult r = draw.draw(analyte, analyte.name(NameStyle.US));
                r = r.withPrintedFlag(
                        !r.outOfRange()
                                ? ""
                                : flagWords
                                        ? (r.flag().equals("HIGH") ? "High" : "Low")
                                        : (r.flag().equals("HIGH") ? "H" : "L"));
                String[] cells = {
                    r.printedName(),
                    r.valueText(),
                    r.printedFlag(),
                    r.printedUnit(),
                    r.rangeText(),
                    previousValue(r, random),
                    ReportFixtures.US_DATE.format(previous),
                    "Final",
                    random.nextBoolean() ? "01" : "MP"
                };
                for (int i = 0; i < cells.length; i++) {
                    sheet.text(i == 1 && r.outOfRange() ? Typeface.SANS_BOLD : Typeface.SANS, SIZE, x[i], y, cells[i]);
                }
                results.add(r);
                y += ROW;
            }
            sheet.text(
                    Typeface.SANS,
                    7.5f,
                    30,
                    y + 12,
                    "01: " + lab + ", 44 Harbor Road.  MP: Mercy Point "
                            + "Reference Laboratory.  Previous results are shown for comparison only.");
        }
        return new GeneratedReport(
                name(),
                "landscape, previous result and date columns",
                lab,
                collected,
                results,
                List.of(),
                ReportFixtures.save(document));
    }

    private static String previousValue(SyntheticResult r, Random random) {
        if (r.valueText().startsWith("<") || r.valueText().startsWith(">")) {
            return r.valueText();
        }
        int decimals = r.valueText().contains(".")
                ? r.valueText().length() - r.valueText().indexOf('.') - 1
                : 0;
        double previous = r.value() * (0.8 + 0.4 * random.nextDouble());
        return String.format(java.util.Locale.ROOT, "%." + decimals + "f", previous);
    }
}
