package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A practice's health-check summary: a letter's prose with numbers that are no results, results
 * written as sentences in several styles ("Ferritin – 45 ng/mL; reference 30–400"), and a small
 * lipid table whose units sit in the result column.
 */
final class MixedNarrativeLayout implements SyntheticLayout {

    private static final List<String> BULLETED = List.of(
            "hemoglobin",
            "wbc",
            "platelets",
            "glucose",
            "hba1c",
            "creatinine",
            "egfr",
            "potassium",
            "alt",
            "ferritin",
            "vitamin-d",
            "vitamin-b12",
            "tsh",
            "crp",
            "homocysteine",
            "uric-acid");
    private static final List<String> TABLED = List.of("total-cholesterol", "hdl", "ldl", "triglycerides");
    private static final DateTimeFormatter LONG_DATE = DateTimeFormatter.ofPattern("MMMM d, yyyy", Locale.ENGLISH);
    private static final float SIZE = 10.5f;
    private static final float ROW = 14.5f;

    @Override
    public String name() {
        return "mixed-narrative";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.US, RangeStyle.EN_DASH);
        String lab = ReportFixtures.place(random) + " Family Practice Laboratory";
        LocalDate collected = ReportFixtures.date(random);
        String patient = ReportFixtures.person(random);
        List<SyntheticResult> results = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.LETTER)) {
            sheet.text(Typeface.SERIF_BOLD, 15, 60, 56, lab);
            sheet.text(Typeface.SERIF, SIZE, 60, 72, "Annual Health Check: Summary of Results");
            sheet.text(
                    Typeface.SERIF,
                    SIZE,
                    60,
                    96,
                    "Patient: " + patient + "          Specimen collected: " + LONG_DATE.format(collected));
            float y = 122;
            for (String line : List.of(
                    "Dear " + patient.split(" ")[0] + ",",
                    "these are the results of the blood tests taken at your health check. Values outside the",
                    "reference range are marked HIGH or LOW. Glucose testing requires that you do not eat for 8 to",
                    "12 hours beforehand, so please tell us if you had eaten within 3 hours of the test.")) {
                sheet.text(Typeface.SERIF, SIZE, 60, y, line);
                y += ROW;
            }
            y += 8;
            sheet.text(Typeface.SERIF_BOLD, SIZE + 1, 60, y, "Your results");
            y += ROW + 2;
            for (SyntheticAnalyte analyte :
                    ReportFixtures.pick(ReportFixtures.printed(BULLETED, NameStyle.US, UnitSystem.US), 12, random)) {
                SyntheticResult r = draw.draw(analyte, analyte.name(NameStyle.US));
                int style = random.nextInt(3);
                r = r.withPrintedFlag(
                        !r.outOfRange() ? "" : style == 2 ? r.flag().substring(0, 1) : r.flag());
                sheet.text(Typeface.SERIF, SIZE, 66, y, "\u2022");
                sheet.text(Typeface.SERIF, SIZE, 78, y, sentence(r, style));
                results.add(r);
                y += ROW;
            }
            y += 8;
            sheet.text(
                    Typeface.SERIF,
                    SIZE,
                    60,
                    y,
                    "Vitamin D supplements of 1000 IU a day are advised for most " + "adults from October to March.");
            y += ROW + 8;
            sheet.text(Typeface.SERIF_BOLD, SIZE, 60, y, "Lipid profile");
            sheet.text(Typeface.SERIF_BOLD, SIZE, 250, y, "Result");
            sheet.text(Typeface.SERIF_BOLD, SIZE, 360, y, "Desirable");
            y += ROW;
            for (SyntheticAnalyte analyte : ReportFixtures.printed(TABLED, NameStyle.US, UnitSystem.US)) {
                SyntheticResult r = draw.draw(analyte, analyte.name(NameStyle.US));
                r = r.withPrintedFlag(r.outOfRange() ? r.flag() : "");
                sheet.text(Typeface.SERIF, SIZE, 60, y, r.printedName());
                sheet.text(Typeface.SERIF, SIZE, 250, y, r.valueText() + " " + r.printedUnit() + " " + r.printedFlag());
                sheet.text(Typeface.SERIF, SIZE, 360, y, r.rangeText());
                results.add(r);
                y += ROW;
            }
            y += 10;
            for (String line : List.of(
                    "Please book a follow-up appointment in 3 to 6 months. You can call us on",
                    "555-0148 between 8 and 5, Monday to Friday.",
                    "Kind regards,",
                    "Dr. " + ReportFixtures.person(random))) {
                sheet.text(Typeface.SERIF, SIZE, 60, y, line);
                y += ROW;
            }
        }
        return new GeneratedReport(
                name(),
                "prose, results as sentences in three styles, a small table",
                lab,
                collected,
                results,
                List.of(),
                ReportFixtures.save(document));
    }

    private static String sentence(SyntheticResult r, int style) {
        String flag = r.printedFlag().isEmpty() ? "" : " " + r.printedFlag();
        return switch (style) {
            case 0 -> r.printedName() + ": " + r.valueText() + " " + r.printedUnit() + " (normal " + r.rangeText() + ")"
                    + flag;
            case 1 -> r.printedName() + " \u2013 " + r.valueText() + " " + r.printedUnit() + "; reference "
                    + r.rangeText() + (flag.isEmpty() ? "" : "," + flag);
            default -> r.printedName() + " " + r.valueText() + " " + r.printedUnit() + " [" + r.rangeText() + "]"
                    + flag;
        };
    }
}
