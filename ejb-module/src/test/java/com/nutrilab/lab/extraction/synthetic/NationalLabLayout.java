package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A US national reference lab's patient report (issue 45): each test's name followed by the code of
 * the lab that performed it ("Glucose 01", "BUN 01"), "TESTS RESULT FLAG UNITS REFERENCE INTERVAL
 * LAB" with the code again in the last column, "High"/"Low" in the flag column, ratios and
 * calculated rows with no unit, "Not Estab." for the differential's ranges, some values wrapped onto
 * the line below their row, and the performing lab's address, director and phone in the footer.
 */
final class NationalLabLayout implements SyntheticLayout {

    private static final List<String> PANELS =
            List.of("Comp. Metabolic Panel (14)", "CBC With Differential/Platelet", "Lipid Panel", "Other tests");
    private static final List<List<String>> KEYS = List.of(
            List.of(
                    "glucose",
                    "bun",
                    "creatinine",
                    "egfr",
                    "bun-creatinine-ratio",
                    "sodium",
                    "potassium",
                    "chloride",
                    "co2",
                    "calcium",
                    "total-protein",
                    "albumin",
                    "globulin",
                    "albumin-globulin-ratio",
                    "total-bilirubin",
                    "alp",
                    "ast",
                    "alt"),
            List.of(
                    "wbc",
                    "rbc",
                    "hemoglobin",
                    "hematocrit",
                    "mcv",
                    "mch",
                    "mchc",
                    "rdw",
                    "platelets",
                    "neutrophils-pct",
                    "lymphocytes-pct",
                    "monocytes-pct",
                    "eosinophils-pct",
                    "basophils-pct",
                    "neutrophils-abs",
                    "lymphocytes-abs"),
            List.of("total-cholesterol", "triglycerides", "hdl", "ldl"),
            List.of("hba1c", "tsh", "vitamin-d"));
    /** Names and measures this lab prints that {@link SyntheticAnalytes}' US style lacks or spells otherwise. */
    private static final Map<String, String> NAMES = Map.of(
            "bun", "BUN",
            "bun-creatinine-ratio", "BUN/Creatinine Ratio",
            "globulin", "Globulin, Total",
            "albumin-globulin-ratio", "A/G Ratio",
            "neutrophils-pct", "Neutrophils",
            "lymphocytes-pct", "Lymphs",
            "monocytes-pct", "Monocytes",
            "eosinophils-pct", "Eos",
            "basophils-pct", "Basos");

    private static final Map<String, Measure> MEASURES = Map.of(
            "egfr",
            Measure.of("mL/min/1.73", CatalogueUnits.ucum("mL/min/1.73"), 59.0, null, 0),
            "bun-creatinine-ratio",
            new Measure(null, null, 9.0, 20.0, 0),
            "globulin",
            Measure.of("g/dL", CatalogueUnits.ucum("g/dL"), 1.5, 4.5, 1),
            "albumin-globulin-ratio",
            new Measure(null, null, 1.2, 2.2, 1));
    private static final float SIZE = 8.5f;
    private static final float ROW = 12.5f;
    private static final float[] X = {36, 226, 290, 346, 436, 540};

    @Override
    public String name() {
        return "national-lab";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.US, RangeStyle.HYPHEN);
        String lab = ReportFixtures.place(random) + " Reference Laboratories";
        LocalDate collected = ReportFixtures.date(random);
        List<SyntheticResult> results = new ArrayList<>();
        List<String> others = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.LETTER)) {
            sheet.text(Typeface.SANS_BOLD, 13, 36, 42, lab);
            sheet.textRight(Typeface.SANS_BOLD, 11, 576, 42, "Patient Report");
            sheet.text(
                    Typeface.SANS,
                    8,
                    36,
                    58,
                    "Specimen ID: " + (100 + random.nextInt(800)) + "-" + (100 + random.nextInt(800)) + "-"
                            + (1000 + random.nextInt(8999)) + "-0     Control ID: "
                            + (10_000_000 + random.nextInt(8_999_999))
                            + "     Acct #: " + (30_000_000 + random.nextInt(9_999_999)));
            sheet.text(Typeface.SANS_BOLD, 9, 36, 74, ReportFixtures.person(random));
            sheet.text(
                    Typeface.SANS,
                    8,
                    36,
                    86,
                    "DOB: " + ReportFixtures.US_DATE.format(LocalDate.of(1950 + random.nextInt(50), 7, 21))
                            + "     Age(y/m/d): " + (25 + random.nextInt(50)) + "/02/11     Sex: F     Fasting: Yes");
            sheet.text(
                    Typeface.SANS,
                    8,
                    36,
                    98,
                    "Date collected: " + ReportFixtures.US_DATE.format(collected) + " 0" + (7 + random.nextInt(3))
                            + "15 Local     Date received: " + ReportFixtures.US_DATE.format(collected)
                            + "     Date reported: " + ReportFixtures.US_DATE.format(collected.plusDays(1))
                            + " 0843 ET");
            sheet.text(
                    Typeface.SANS,
                    8,
                    36,
                    110,
                    "Ordered Items: Comp. Metabolic Panel (14); CBC With Differential/"
                            + "Platelet; Lipid Panel; Hemoglobin A1c; TSH; Vitamin D, 25-Hydroxy");
            float y = 132;
            String[] header = {"TESTS", "RESULT", "FLAG", "UNITS", "REFERENCE INTERVAL", "LAB"};
            sheet.box(36, y - 10, 540, 14, 0.85f);
            for (int i = 0; i < header.length; i++) {
                sheet.text(Typeface.SANS_BOLD, SIZE, X[i], y, header[i]);
            }
            y += 18;
            for (int p = 0; p < PANELS.size(); p++) {
                if (p < 3) {
                    sheet.text(Typeface.SANS_BOLD, SIZE + 0.5f, 36, y, PANELS.get(p));
                    y += ROW + 1;
                }
                for (String key : KEYS.get(p)) {
                    if (random.nextDouble() < 0.12) {
                        continue; // not every report orders every test of a panel
                    }
                    SyntheticResult r = draw(draw, key);
                    r = r.withPrintedFlag("HIGH".equals(r.flag()) ? "High" : "LOW".equals(r.flag()) ? "Low" : "");
                    y = row(sheet, y, r, random.nextDouble() < 0.15);
                    results.add(r);
                    if (key.equals("egfr")) {
                        sheet.text(
                                Typeface.SANS,
                                7.5f,
                                56,
                                y,
                                "Please Note: the CKD-EPI 2021 equation is used, "
                                        + "without a race variable (NKF/ASN 2021).");
                        y += ROW;
                    }
                }
                y += 4;
            }
            y += 8;
            sheet.rule(36, 576, y, 0.6f, 0.3f);
            sheet.text(
                    Typeface.SANS,
                    7.5f,
                    36,
                    y + 12,
                    "01   XB   " + lab + ", 1447 York Court, Harlow Cross, NC 27215-3361   Dir: "
                            + ReportFixtures.person(random) + ", MD");
            sheet.text(
                    Typeface.SANS,
                    7.5f,
                    36,
                    y + 23,
                    "For inquiries, the physician may contact Branch: 800-762-4344 " + "Lab: 800-859-6046");
            sheet.text(
                    Typeface.SANS,
                    7.5f,
                    36,
                    y + 34,
                    "Date Issued: " + ReportFixtures.US_DATE.format(collected.plusDays(1))
                            + " 0843 ET     FINAL REPORT     Page 1 of 1");
        }
        return new GeneratedReport(
                name(),
                "US national lab: performing-lab code after each name and in a LAB column, High/Low flags, "
                        + "wrapped values",
                lab,
                collected,
                results,
                others,
                ReportFixtures.save(document));
    }

    private static SyntheticResult draw(ResultDraw draw, String key) {
        String name = NAMES.get(key);
        Measure measure = MEASURES.get(key);
        if (key.endsWith("-pct")) {
            // The differential in per cent, printed with no range: "Not Estab."
            Measure percent = new Measure("%", CatalogueUnits.ucum("%"), null, null, 0);
            double value =
                    switch (key) {
                        case "neutrophils-pct" -> 45 + draw.random().nextInt(30);
                        case "lymphocytes-pct" -> 18 + draw.random().nextInt(25);
                        case "monocytes-pct" -> 3 + draw.random().nextInt(9);
                        case "eosinophils-pct" -> draw.random().nextInt(6);
                        default -> draw.random().nextInt(2);
                    };
            return ResultDraw.computed(key, name, value, Integer.toString((int) value), percent, "Not Estab.");
        }
        if (measure != null) {
            double value = ResultDraw.round(draw.valueIn(measure), measure.decimals());
            return ResultDraw.computed(
                    key,
                    name != null ? name : SyntheticAnalytes.byKey(key).name(NameStyle.US),
                    value,
                    draw.number(value, measure.decimals()),
                    measure,
                    measure.low() == null
                            ? null
                            : measure.high() == null
                                    ? ">" + draw.number(measure.low(), measure.decimals())
                                    : draw.number(measure.low(), measure.decimals()) + "-"
                                            + draw.number(measure.high(), measure.decimals()));
        }
        SyntheticAnalyte analyte = SyntheticAnalytes.byKey(key);
        return draw.draw(analyte, name != null ? name : analyte.name(NameStyle.US));
    }

    /**
     * The name with the performing lab's code after it, result, flag, units, interval and the code
     * again; a wrapped row prints its result and flag on the line below the rest.
     */
    private static float row(PdfSheet sheet, float y, SyntheticResult r, boolean wrapped) {
        Typeface face = r.outOfRange() ? Typeface.SANS_BOLD : Typeface.SANS;
        sheet.text(Typeface.SANS, SIZE, X[0], y, r.printedName() + " 01");
        float valueY = wrapped ? y + ROW - 1 : y;
        sheet.text(face, SIZE, X[1], valueY, r.valueText());
        sheet.text(face, SIZE, X[2], valueY, r.printedFlag());
        sheet.text(Typeface.SANS, SIZE, X[3], y, r.printedUnit());
        sheet.text(Typeface.SANS, SIZE, X[4], y, r.rangeText());
        sheet.text(Typeface.SANS, SIZE, X[5], y, "01");
        return valueY + ROW;
    }
}
