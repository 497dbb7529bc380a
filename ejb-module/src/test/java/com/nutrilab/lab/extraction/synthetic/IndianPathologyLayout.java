package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * An Indian pathology lab's CBC, liver and kidney panels, as lab software there prints them
 * (issue 45, from the Labsmart and Drlogy samples in shared/real-labs): "TEST VALUE UNIT
 * REFERENCE", counts per "cumm" with thousands separators ("5,100", "4,800 - 10,800"), platelets
 * in "lakhs/cumm", red cells in "million/cumm", MCH in "Pg", names with their abbreviation after a
 * comma ("HEMATOCRIT VALUE, HCT"), "SERUM UREA", a heading "DIFFERENTIAL LEUCOCYTE COUNT" that is no
 * result, the flag letter between name and value ("LYMPHOCYTE L 18 % 20 - 40"), ratios with no unit,
 * a method line under some rows and, in some rows, the value alone on the line below its name.
 */
final class IndianPathologyLayout implements SyntheticLayout {

    private static final float SIZE = 8.5f;
    private static final float ROW = 12;
    private static final float NAME_X = 40;
    private static final float FLAG_X = 250;
    private static final float VALUE_X = 268;
    private static final float UNIT_X = 345;
    private static final float RANGE_X = 440;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd/MM/yyyy", Locale.ROOT);
    private static final String[] METHODS = {"Spectrophotometry", "Calculated", "Electrical Impedance", "ISE Indirect"};

    /** One printed row: what it is, how it is printed, the method printed under it (an index of METHODS, or -1). */
    private record Row(String key, String name, Measure measure, String rangeText, int method, boolean optional) {}

    @Override
    public String name() {
        return "indian-pathology";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.US, RangeStyle.SPACED);
        String perCumm = List.of("cumm", "/cmm", "/cumm").get(random.nextInt(3));
        String lab = ReportFixtures.place(random).toUpperCase(Locale.ROOT) + " PATHOLOGY LAB";
        LocalDate collected = ReportFixtures.date(random);
        List<SyntheticResult> results = new ArrayList<>();
        List<String> others = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.text(Typeface.SANS_BOLD, 15, 40, 48, lab);
            sheet.text(
                    Typeface.SANS,
                    8,
                    40,
                    61,
                    "Accurate | Caring | Instant    105-108, Smart Vision Complex, Healthcare Road    0123456789");
            sheet.rule(40, 555, 68, 1.2f, 0);
            sheet.text(Typeface.SANS_BOLD, 10, 40, 84, "Mr. " + ReportFixtures.person(random));
            sheet.text(Typeface.SANS, 8.5f, 40, 97, "Age : " + (22 + random.nextInt(50)) + " Years    Sex : Male");
            sheet.text(Typeface.SANS, 8.5f, 40, 109, "PID : " + (500 + random.nextInt(400)));
            sheet.text(Typeface.SANS, 8.5f, 220, 97, "Sample Collected At:");
            sheet.text(Typeface.SANS, 8.5f, 220, 109, "125, Shivam Bungalow, S G Road, Mumbai");
            sheet.text(Typeface.SANS, 8.5f, 220, 121, "Ref. By: Dr. " + ReportFixtures.person(random));
            sheet.text(Typeface.SANS, 8.5f, 410, 97, "Registered on: " + DATE.format(collected));
            sheet.text(Typeface.SANS, 8.5f, 410, 109, "Collected on: " + DATE.format(collected));
            sheet.text(Typeface.SANS, 8.5f, 410, 121, "Reported on: " + DATE.format(collected.plusDays(1)));
            sheet.rule(40, 555, 128, 0.6f, 0);
            float y = 144;
            sheet.text(Typeface.SANS_BOLD, SIZE, NAME_X, y, "TEST");
            sheet.text(Typeface.SANS_BOLD, SIZE, VALUE_X, y, "VALUE");
            sheet.text(Typeface.SANS_BOLD, SIZE, UNIT_X, y, "UNIT");
            sheet.text(Typeface.SANS_BOLD, SIZE, RANGE_X, y, "REFERENCE");
            sheet.rule(40, 555, y + 5, 0.6f, 0.3f);
            y += 18;

            sheet.text(Typeface.SANS_BOLD, 10, 210, y, "COMPLETE BLOOD COUNT (CBC)");
            y += 15;
            y = row(sheet, y, random, results, draw, row("hemoglobin", "HEMOGLOBIN", "g/dl", 13.0, 17.0, 1, 0));
            y = row(sheet, y, random, results, count(draw, random, perCumm), 2);
            y = heading(sheet, y, "DIFFERENTIAL LEUCOCYTE COUNT");
            for (SyntheticResult r : differential(random)) {
                y = row(sheet, y, random, results, r, -1);
            }
            for (Row r : List.of(
                    row("platelets", "PLATELET COUNT", "lakhs/cumm", 1.5, 4.1, 2, 2),
                    row("rbc", "TOTAL RBC COUNT", "million/cumm", 4.5, 5.5, 2, 2),
                    row("hematocrit", "HEMATOCRIT VALUE, HCT", "%", 40.0, 50.0, 1, 1),
                    row("mcv", "MEAN CORPUSCULAR VOLUME, MCV", "fL", 83.0, 101.0, 1, 1),
                    row("mch", "MEAN CELL HAEMOGLOBIN, MCH", "Pg", 27.0, 32.0, 1, 1),
                    row("mchc", "MEAN CELL HAEMOGLOBIN CON, MCHC", "g/dl", 31.5, 34.5, 1, 1),
                    row("rdw", "RDW-CV", "%", 11.6, 14.0, 1, -1))) {
                y = row(sheet, y, random, results, draw, r);
            }
            y += 6;

            sheet.text(Typeface.SANS_BOLD, 10, 200, y, "LIVER FUNCTION TEST (LFT)");
            y += 15;
            y = liver(sheet, y, random, draw, results);
            y += 6;
            sheet.text(Typeface.SANS_BOLD, 10, 200, y, "KIDNEY FUNCTION TEST (KFT)");
            y += 15;
            y = kidney(sheet, y, random, draw, results, others);

            sheet.text(Typeface.SANS, 8, 40, y + 10, "Thanks for Reference");
            sheet.text(Typeface.SANS_BOLD, 8, 230, y + 10, "****End of Report****");
            sheet.text(
                    Typeface.SANS,
                    7,
                    40,
                    Math.max(y + 30, 812),
                    "Medical Lab Technician (DMLT, BMLT)    Dr. " + ReportFixtures.person(random)
                            + " (MD, Pathologist)    Generated on : "
                            + DATE.format(collected.plusDays(1)) + " 05:00 PM    Page 1 of 1");
        }
        return new GeneratedReport(
                name(),
                "Indian pathology lab: CBC, LFT and KFT; white cells per " + perCumm
                        + " with thousands separators, lakhs/cumm, flag letter before the value, method lines, "
                        + "values wrapped below their names",
                lab,
                collected,
                results,
                others,
                ReportFixtures.save(document));
    }

    private static Row row(String key, String name, String unit, Double low, Double high, int decimals, int method) {
        Measure measure = Measure.of(unit, CatalogueUnits.ucum(unit), low, high, decimals);
        return new Row(key, name, measure, range(measure, false), method, !key.equals("hemoglobin"));
    }

    /** A row of a panel that not every report prints (a test not ordered): about one in six is left out. */
    private static float row(
            PdfSheet sheet, float y, Random random, List<SyntheticResult> results, ResultDraw draw, Row row) {
        if (row.optional() && random.nextDouble() < 0.17) {
            return y;
        }
        double value =
                ResultDraw.round(draw.valueIn(row.measure()), row.measure().decimals());
        SyntheticResult r = ResultDraw.computed(
                row.key(),
                row.name(),
                value,
                number(value, row.measure().decimals(), false),
                row.measure(),
                row.rangeText());
        return row(sheet, y, random, results, r, row.method());
    }

    /** White cells per cumm, printed to the hundred with a thousands separator: "5,100". */
    private static SyntheticResult count(ResultDraw draw, Random random, String unit) {
        boolean wide = random.nextBoolean();
        Measure measure =
                Measure.of(unit, CatalogueUnits.ucum(unit), wide ? 4000.0 : 4800.0, wide ? 11000.0 : 10800.0, 0);
        double value = Math.round(draw.valueIn(measure) / 100) * 100.0;
        return ResultDraw.computed(
                "wbc", "TOTAL LEUKOCYTE COUNT", value, number(value, 0, true), measure, range(measure, true));
    }

    /** Neutrophils, lymphocytes, eosinophils, monocytes and basophils in per cent, adding up to 100. */
    private static List<SyntheticResult> differential(Random random) {
        int lymphocytes = 14 + random.nextInt(32);
        int eosinophils = random.nextInt(9);
        int monocytes = 1 + random.nextInt(11);
        int basophils = random.nextInt(2);
        int neutrophils = 100 - lymphocytes - eosinophils - monocytes - basophils;
        List<SyntheticResult> rows = new ArrayList<>();
        rows.add(percent("neutrophils-pct", "NEUTROPHILS", neutrophils, 40.0, 80.0));
        rows.add(percent("lymphocytes-pct", "LYMPHOCYTE", lymphocytes, 20.0, 40.0));
        rows.add(percent("eosinophils-pct", "EOSINOPHILS", eosinophils, 1.0, 6.0));
        rows.add(percent("monocytes-pct", "MONOCYTES", monocytes, 2.0, 10.0));
        rows.add(percent("basophils-pct", "BASOPHILS", basophils, null, 2.0));
        return rows;
    }

    private static SyntheticResult percent(String key, String name, int value, Double low, Double high) {
        Measure measure = Measure.of("%", CatalogueUnits.ucum("%"), low, high, 0);
        return ResultDraw.computed(key, name, value, Integer.toString(value), measure, range(measure, false));
    }

    private static float liver(PdfSheet sheet, float y, Random random, ResultDraw draw, List<SyntheticResult> results) {
        Measure totalRange = Measure.of("mg/dl", CatalogueUnits.ucum("mg/dl"), 0.3, 1.2, 2);
        double total = ResultDraw.round(draw.valueIn(totalRange), 2);
        double direct = ResultDraw.round(Math.min(total * (0.1 + 0.35 * random.nextDouble()), total - 0.05), 2);
        double indirect = ResultDraw.round(total - direct, 2);
        Measure directRange = Measure.of("mg/dl", CatalogueUnits.ucum("mg/dl"), 0.0, 0.3, 2);
        Measure indirectRange = Measure.of("mg/dl", CatalogueUnits.ucum("mg/dl"), 0.2, 1.0, 2);
        y = row(
                sheet,
                y,
                random,
                results,
                computed("total-bilirubin", "SERUM BILIRUBIN (TOTAL)", total, totalRange),
                0);
        y = row(
                sheet,
                y,
                random,
                results,
                computed("direct-bilirubin", "SERUM BILIRUBIN (DIRECT)", direct, directRange),
                0);
        y = row(
                sheet,
                y,
                random,
                results,
                computed("indirect-bilirubin", "SERUM BILIRUBIN (INDIRECT)", indirect, indirectRange),
                1);
        for (Row r : List.of(
                row("ast", "SGOT/AST", "U/L", 0.0, 40.0, 0, 0),
                row("alt", "SGPT/ALT", "U/L", 0.0, 41.0, 0, 0),
                row("alp", "ALKALINE PHOSPHATASE", "U/L", 44.0, 147.0, 0, 0))) {
            y = row(sheet, y, random, results, draw, r);
        }
        Measure proteinRange = Measure.of("g/dl", CatalogueUnits.ucum("g/dl"), 6.4, 8.3, 1);
        Measure albuminRange = Measure.of("g/dl", CatalogueUnits.ucum("g/dl"), 3.5, 5.2, 1);
        Measure globulinRange = Measure.of("g/dl", CatalogueUnits.ucum("g/dl"), 2.0, 3.5, 1);
        double protein = ResultDraw.round(draw.valueIn(proteinRange), 1);
        double albumin = ResultDraw.round(protein * (0.5 + 0.15 * random.nextDouble()), 1);
        double globulin = ResultDraw.round(protein - albumin, 1);
        double ratio = ResultDraw.round(albumin / globulin, 1);
        y = row(sheet, y, random, results, computed("total-protein", "TOTAL PROTEIN", protein, proteinRange), 0);
        y = row(sheet, y, random, results, computed("albumin", "ALBUMIN", albumin, albuminRange), 0);
        y = row(sheet, y, random, results, computed("globulin", "GLOBULIN", globulin, globulinRange), 1);
        Measure ratioRange = new Measure(null, null, 1.0, 2.1, 1);
        return row(sheet, y, random, results, computed("albumin-globulin-ratio", "A/G RATIO", ratio, ratioRange), 1);
    }

    private static float kidney(
            PdfSheet sheet,
            float y,
            Random random,
            ResultDraw draw,
            List<SyntheticResult> results,
            List<String> others) {
        Measure ureaRange = Measure.of("mg/dl", CatalogueUnits.ucum("mg/dl"), 19.0, 45.0, 0);
        Measure bunRange = Measure.of("mg/dl", CatalogueUnits.ucum("mg/dl"), 7.9, 20.0, 2);
        Measure creatinineRange = Measure.of("mg/dl", CatalogueUnits.ucum("mg/dl"), 0.72, 1.18, 2);
        double urea = ResultDraw.round(draw.valueIn(ureaRange), 0);
        double bun = ResultDraw.round(urea / 2.14, 2);
        double creatinine = ResultDraw.round(draw.valueIn(creatinineRange), 2);
        y = row(sheet, y, random, results, computed("urea", "SERUM UREA", urea, ureaRange), 0);
        y = row(sheet, y, random, results, computed("bun", "BUN", bun, bunRange), 1);
        y = row(sheet, y, random, results, computed("creatinine", "SERUM CREATININE", creatinine, creatinineRange), 0);
        Measure noUnit = new Measure(null, null, null, null, 2);
        y = row(
                sheet,
                y,
                random,
                results,
                computed(
                        "urea-creatinine-ratio",
                        "UREA / CREATININE RATIO",
                        ResultDraw.round(urea / creatinine, 2),
                        noUnit),
                1);
        y = row(
                sheet,
                y,
                random,
                results,
                computed(
                        "bun-creatinine-ratio",
                        "BUN / CREATININE RATIO",
                        ResultDraw.round(bun / creatinine, 2),
                        noUnit),
                1);
        for (Row r : List.of(
                row("uric-acid", "SERUM URIC ACID", "mg/dl", 3.5, 7.2, 1, 0),
                row("calcium", "SERUM CALCIUM", "mg/dl", 8.8, 10.6, 1, 0),
                row("sodium", "SERUM SODIUM", "mmol/L", 136.0, 146.0, 0, 3),
                row("potassium", "SERUM POTASSIUM", "mmol/L", 3.5, 5.1, 1, 3),
                row("chloride", "SERUM CHLORIDE", "mmol/L", 101.0, 109.0, 0, 3))) {
            y = row(sheet, y, random, results, draw, r);
        }
        if (random.nextBoolean()) {
            sheet.text(Typeface.SANS, SIZE, NAME_X, y, "EGFR CATEGORY");
            sheet.text(Typeface.SANS, SIZE, VALUE_X, y, "G2");
            others.add("EGFR CATEGORY G2");
            y += ROW;
        }
        return y;
    }

    private static SyntheticResult computed(String key, String name, double value, Measure measure) {
        return ResultDraw.computed(
                key,
                name,
                value,
                number(value, measure.decimals(), false),
                measure,
                measure.low() == null && measure.high() == null ? null : range(measure, false));
    }

    private static float heading(PdfSheet sheet, float y, String text) {
        sheet.text(Typeface.SANS_BOLD, SIZE, NAME_X, y, text);
        return y + ROW;
    }

    /**
     * Prints one row: the flag letter between name and value, abnormal rows in bold, the method under
     * the name in a smaller face when it is shown, and now and then the value alone on the next line.
     */
    private static float row(
            PdfSheet sheet, float y, Random random, List<SyntheticResult> results, SyntheticResult r, int method) {
        String flag = "HIGH".equals(r.flag()) ? "H" : "LOW".equals(r.flag()) ? "L" : "";
        r = r.withPrintedFlag(flag);
        Typeface face = r.outOfRange() ? Typeface.SANS_BOLD : Typeface.SANS;
        boolean wrapped = random.nextDouble() < 0.15;
        sheet.text(face, SIZE, NAME_X, y, r.printedName());
        sheet.text(face, SIZE, UNIT_X, y, r.printedUnit());
        sheet.text(face, SIZE, RANGE_X, y, r.rangeText());
        float valueY = wrapped ? y + ROW - 2 : y;
        sheet.text(Typeface.SANS_BOLD, SIZE, FLAG_X, valueY, flag);
        sheet.text(face, SIZE, VALUE_X, valueY, r.valueText());
        float next = valueY + ROW;
        if (method >= 0 && random.nextDouble() < 0.45) {
            sheet.text(Typeface.SANS, 7, NAME_X, valueY + 8.5f, METHODS[method]);
            next = valueY + 8.5f + ROW - 1;
        }
        results.add(r);
        return next;
    }

    private static String range(Measure measure, boolean grouped) {
        if (measure.low() == null) {
            return "< " + number(measure.high(), rangeDecimals(measure.high()), grouped);
        }
        return number(measure.low(), rangeDecimals(measure.low()), grouped) + " - "
                + number(measure.high(), rangeDecimals(measure.high()), grouped);
    }

    /** Ranges print as few decimals as the bound needs: "13 - 17", "31.5 - 34.5", "0.72 - 1.18". */
    private static int rangeDecimals(double bound) {
        for (int d = 0; d < 3; d++) {
            if (Math.abs(bound * Math.pow(10, d) - Math.round(bound * Math.pow(10, d))) < 1e-9) {
                return d;
            }
        }
        return 3;
    }

    private static String number(double value, int decimals, boolean grouped) {
        return String.format(Locale.ROOT, "%" + (grouped ? "," : "") + "." + decimals + "f", value);
    }
}
