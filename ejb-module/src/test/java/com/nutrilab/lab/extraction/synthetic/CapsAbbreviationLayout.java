package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A US hospital system's printout: a monospaced face, everything in capitals, terse abbreviations
 * ("GLU", "T PROTEIN", "IRON % SAT", "CRP, HS"), the range before the unit, and rows of
 * ratios and calculated values the catalogue does not hold.
 */
final class CapsAbbreviationLayout implements SyntheticLayout {

    private static final List<List<String>> SECTIONS = List.of(
            List.of(
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
                    "alt"),
            List.of("total-cholesterol", "triglycerides", "hdl", "ldl", "non-hdl", "hs-crp"),
            List.of("iron", "tibc", "transferrin-saturation", "ferritin", "vitamin-b12", "vitamin-d", "folate"),
            List.of("wbc", "rbc", "hemoglobin", "hematocrit", "platelets", "hba1c", "tsh", "free-t4"));
    private static final List<String> SECTION_NAMES =
            List.of("CHEMISTRY", "LIPIDS", "ANEMIA / VITAMINS", "HEMATOLOGY / ENDOCRINE");
    private static final String[][] OTHER_ROWS = {
        {"BUN/CREAT RATIO", "%d", "6-22", ""},
        {"A/G RATIO", "1.%d", "1.1-2.5", ""},
        {"ANION GAP", "%d", "3-11", "MMOL/L"}
    };
    private static final float SIZE = 9;
    private static final float ROW = 12.5f;

    @Override
    public String name() {
        return "caps-abbreviations";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.US, RangeStyle.HYPHEN);
        String lab = ReportFixtures.place(random).toUpperCase() + " REGIONAL MEDICAL CENTER LABORATORY";
        LocalDate collected = ReportFixtures.date(random);
        List<SyntheticResult> results = new ArrayList<>();
        List<String> others = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.LETTER)) {
            sheet.text(Typeface.MONO_BOLD, 11, 40, 46, lab);
            sheet.text(
                    Typeface.MONO,
                    SIZE,
                    40,
                    62,
                    "PATIENT: " + ReportFixtures.person(random).toUpperCase() + "    MRN: "
                            + (10_000_000 + random.nextInt(89_999_999)));
            sheet.text(
                    Typeface.MONO,
                    SIZE,
                    40,
                    75,
                    "COLLECTED: " + ReportFixtures.US_DATE.format(collected) + " "
                            + ReportFixtures.time(random).replace(":", "") + "   RECEIVED: "
                            + ReportFixtures.US_DATE.format(collected) + "   ACCT: "
                            + (400_000 + random.nextInt(99_999)));
            sheet.text(Typeface.MONO_BOLD, SIZE, 40, 98, "TEST NAME");
            sheet.text(Typeface.MONO_BOLD, SIZE, 190, 98, "RESULT");
            sheet.text(Typeface.MONO_BOLD, SIZE, 250, 98, "FLAG");
            sheet.text(Typeface.MONO_BOLD, SIZE, 290, 98, "REF RANGE");
            sheet.text(Typeface.MONO_BOLD, SIZE, 385, 98, "UNITS");
            sheet.rule(40, 560, 102, 0.8f, 0);
            float y = 116;
            for (int s = 0; s < SECTIONS.size(); s++) {
                List<SyntheticAnalyte> section = ReportFixtures.pick(
                        ReportFixtures.printed(SECTIONS.get(s), NameStyle.CAPS, UnitSystem.US), 8, random);
                sheet.text(Typeface.MONO_BOLD, SIZE, 40, y, "--- " + SECTION_NAMES.get(s) + " ---");
                y += ROW;
                for (SyntheticAnalyte analyte : section) {
                    SyntheticResult r = draw.draw(analyte, analyte.name(NameStyle.CAPS));
                    r = r.withPrintedFlag(
                            r.flag().equals("HIGH") ? "H" : r.flag().equals("LOW") ? "L" : "");
                    row(
                            sheet,
                            y,
                            r.printedName(),
                            r.valueText(),
                            r.printedFlag(),
                            r.rangeText(),
                            r.printedUnit().toUpperCase().replace("X10E", "x10E"));
                    results.add(r);
                    y += ROW;
                }
                if (s == 0) {
                    for (String[] other : OTHER_ROWS) {
                        if (random.nextBoolean()) {
                            String value = String.format(other[1], 3 + random.nextInt(9));
                            row(sheet, y, other[0], value, "", other[2], other[3]);
                            others.add(other[0] + " " + value);
                            y += ROW;
                        }
                    }
                }
            }
            sheet.text(Typeface.MONO, 8, 40, y + 10, "H=HIGH  L=LOW  REF RANGES ARE AGE AND SEX SPECIFIC");
            sheet.text(Typeface.MONO, 8, 40, y + 21, "*** END OF REPORT ***");
        }
        return new GeneratedReport(
                name(),
                "all-caps abbreviations in a monospaced face, range before unit",
                lab,
                collected,
                results,
                others,
                ReportFixtures.save(document));
    }

    private static void row(
            PdfSheet sheet, float y, String name, String value, String flag, String range, String unit) {
        sheet.text(Typeface.MONO, SIZE, 40, y, name);
        sheet.text(Typeface.MONO, SIZE, 190, y, value);
        sheet.text(Typeface.MONO, SIZE, 256, y, flag);
        sheet.text(Typeface.MONO, SIZE, 290, y, range);
        sheet.text(Typeface.MONO, SIZE, 385, y, unit);
    }
}
