package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * An Italian lab's cumulative report (issue 45): "Esame 12.03.2024 05.09.2023 18.01.2024 Unità
 * Valori di riferimento", one value per sample date, the newest date not always the rightmost
 * column, decimal commas, Italian names. Only the newest date's value of a row is its result; a row
 * with nothing under the newest date has none (its truth lists it under {@code absentAnalytes}).
 */
final class CumulativeItalianLayout implements SyntheticLayout {

    /** Key, Italian name as labs print it, unit, range, decimals. */
    private record Test(String key, String name, String unit, Double low, Double high, int decimals) {}

    private static final List<List<Test>> SECTIONS = List.of(
            List.of(
                    new Test("wbc", "Globuli bianchi", "x10^3/µL", 4.0, 10.0, 2),
                    new Test("rbc", "Globuli rossi", "x10^6/µL", 4.2, 5.8, 2),
                    new Test("hemoglobin", "Emoglobina", "g/dL", 13.0, 17.0, 1),
                    new Test("hematocrit", "Ematocrito", "%", 40.0, 52.0, 1),
                    new Test("mcv", "Volume globulare medio (MCV)", "fL", 80.0, 99.0, 1),
                    new Test("mch", "Contenuto medio di Hb (MCH)", "pg", 27.0, 33.0, 1),
                    new Test("mchc", "Concentrazione media di Hb (MCHC)", "g/dL", 32.0, 36.0, 1),
                    new Test("platelets", "Piastrine", "x10^3/µL", 150.0, 400.0, 0),
                    new Test("neutrophils-pct", "Neutrofili", "%", 40.0, 74.0, 1),
                    new Test("lymphocytes-pct", "Linfociti", "%", 20.0, 48.0, 1)),
            List.of(
                    new Test("glucose", "Glicemia", "mg/dL", 70.0, 100.0, 0),
                    new Test("urea", "Azotemia", "mg/dL", 17.0, 43.0, 0),
                    new Test("creatinine", "Creatinina", "mg/dL", 0.7, 1.2, 2),
                    new Test("uric-acid", "Acido urico", "mg/dL", 3.4, 7.0, 1),
                    new Test("total-cholesterol", "Colesterolo totale", "mg/dL", null, 200.0, 0),
                    new Test("hdl", "Colesterolo HDL", "mg/dL", 40.0, null, 0),
                    new Test("triglycerides", "Trigliceridi", "mg/dL", null, 150.0, 0),
                    new Test("ast", "AST (GOT)", "U/L", 10.0, 50.0, 0),
                    new Test("alt", "ALT (GPT)", "U/L", 10.0, 50.0, 0),
                    new Test("ggt", "Gamma GT", "U/L", 8.0, 61.0, 0),
                    new Test("total-bilirubin", "Bilirubina totale", "mg/dL", 0.3, 1.2, 2),
                    new Test("sodium", "Sodio", "mmol/L", 136.0, 145.0, 0),
                    new Test("potassium", "Potassio", "mmol/L", 3.5, 5.1, 1),
                    new Test("ferritin", "Ferritina", "ng/mL", 30.0, 400.0, 0),
                    new Test("tsh", "TSH", "µUI/mL", 0.27, 4.2, 2)));
    private static final List<String> SECTION_NAMES = List.of("EMOCROMO", "CHIMICA CLINICA");
    private static final float SIZE = 9;
    private static final float ROW = 13;
    private static final float NAME_X = 36;
    /** Right edges of the dated columns. */
    private static final float[] DATE_RIGHT = {290, 350, 410};

    private static final float UNIT_X = 425;
    private static final float RANGE_X = 490;

    @Override
    public String name() {
        return "cumulative-italian";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.DE, RangeStyle.SPACED);
        int columns = random.nextBoolean() ? 3 : 2;
        LocalDate newest = ReportFixtures.date(random);
        List<LocalDate> dates = new ArrayList<>(List.of(newest));
        for (int c = 1; c < columns; c++) {
            dates.add(dates.get(c - 1).minusDays(60 + random.nextInt(240)));
        }
        // Lab systems order the dates as they please: oldest first, newest first, or as the samples came in.
        java.util.Collections.shuffle(dates, random);
        if (dates.get(dates.size() - 1).equals(newest) && random.nextBoolean()) {
            java.util.Collections.reverse(dates);
        }
        int newestColumn = dates.indexOf(newest);
        String lab = "Laboratorio Analisi " + ReportFixtures.place(random);
        List<SyntheticResult> results = new ArrayList<>();
        List<SyntheticResult> absent = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.text(Typeface.SERIF_BOLD, 14, NAME_X, 48, lab);
            sheet.text(
                    Typeface.SERIF,
                    8.5f,
                    NAME_X,
                    61,
                    "Direttore sanitario: Dott. " + ReportFixtures.person(random)
                            + " - Via Roma 12, 40121 Bologna - Tel. 051 555 0147");
            sheet.text(Typeface.SERIF_BOLD, 12, NAME_X, 88, "Referto cumulativo");
            sheet.text(
                    Typeface.SERIF,
                    SIZE,
                    NAME_X,
                    104,
                    "Paziente: " + ReportFixtures.person(random).toUpperCase() + "    Codice fiscale: XXYY"
                            + (100 + random.nextInt(800)) + "LLALB098X");
            sheet.text(
                    Typeface.SERIF,
                    SIZE,
                    NAME_X,
                    117,
                    "Nato il: "
                            + ReportFixtures.DE_DATE.format(
                                    LocalDate.of(1940 + random.nextInt(55), 1 + random.nextInt(12), 9))
                            + "    Medico: Dott. Tizio Caio");
            sheet.text(
                    Typeface.SERIF,
                    SIZE,
                    NAME_X,
                    130,
                    "Ultimo prelievo: " + ReportFixtures.DE_DATE.format(newest) + "    Accettazione n. "
                            + (70_000 + random.nextInt(29_999)));
            float y = 156;
            sheet.text(Typeface.SERIF_BOLD, SIZE, NAME_X, y, "Esame");
            for (int c = 0; c < columns; c++) {
                sheet.textRight(
                        Typeface.SERIF_BOLD, SIZE, DATE_RIGHT[c], y, ReportFixtures.DE_DATE.format(dates.get(c)));
            }
            sheet.text(Typeface.SERIF_BOLD, SIZE, UNIT_X, y, "Unità");
            sheet.text(Typeface.SERIF_BOLD, SIZE, RANGE_X, y, "Valori di riferimento");
            sheet.rule(NAME_X, 560, y + 4, 0.7f, 0);
            y += 19;
            // At least one row has had no sample under the newest date.
            int blankRow = random.nextInt(8);
            int rowIndex = 0;
            for (int s = 0; s < SECTIONS.size(); s++) {
                sheet.text(Typeface.SERIF_BOLD, SIZE, NAME_X, y, SECTION_NAMES.get(s));
                y += ROW;
                for (Test test : ReportFixtures.some(SECTIONS.get(s), 0.8, random)) {
                    Measure measure = Measure.of(
                            test.unit(), CatalogueUnits.ucum(test.unit()), test.low(), test.high(), test.decimals());
                    String range = test.low() == null
                            ? "< " + draw.number(test.high(), test.decimals())
                            : test.high() == null
                                    ? "> " + draw.number(test.low(), test.decimals())
                                    : draw.number(test.low(), test.decimals()) + " - "
                                            + draw.number(test.high(), test.decimals());
                    SyntheticResult[] byDate = new SyntheticResult[columns];
                    double usual = draw.valueIn(measure);
                    for (int c = 0; c < columns; c++) {
                        // An older sample need not have had every test; a test may be ordered again later.
                        boolean blank = c == newestColumn
                                ? rowIndex == blankRow || random.nextDouble() < 0.12
                                : random.nextDouble() < 0.12;
                        if (blank) {
                            continue;
                        }
                        // The newest value as drawn; older ones within a sixth of it, as one person's results are.
                        double value = ResultDraw.round(
                                c == newestColumn ? usual : usual * (0.85 + 0.3 * random.nextDouble()),
                                test.decimals());
                        byDate[c] = ResultDraw.computed(
                                test.key(), test.name(), value, draw.number(value, test.decimals()), measure, range);
                    }
                    rowIndex++;
                    if (IntStream.range(0, columns).noneMatch(c -> byDate[c] != null)) {
                        continue;
                    }
                    sheet.text(Typeface.SERIF, SIZE, NAME_X, y, test.name());
                    for (int c = 0; c < columns; c++) {
                        if (byDate[c] != null) {
                            Typeface face = byDate[c].outOfRange() ? Typeface.SERIF_BOLD : Typeface.SERIF;
                            sheet.textRight(face, SIZE, DATE_RIGHT[c], y, byDate[c].valueText());
                        }
                    }
                    sheet.text(Typeface.SERIF, SIZE, UNIT_X, y, test.unit());
                    sheet.text(Typeface.SERIF, SIZE, RANGE_X, y, range);
                    if (byDate[newestColumn] != null) {
                        results.add(byDate[newestColumn]);
                    } else {
                        SyntheticResult older = IntStream.range(0, columns)
                                .filter(c -> byDate[c] != null)
                                .boxed()
                                .max(Comparator.comparing(dates::get))
                                .map(c -> byDate[c])
                                .orElseThrow();
                        absent.add(older);
                    }
                    y += ROW;
                }
                y += 5;
            }
            sheet.text(
                    Typeface.SERIF,
                    8,
                    NAME_X,
                    y + 10,
                    "I valori in grassetto sono al di fuori dei valori di riferimento. "
                            + "Referto firmato digitalmente.");
        }
        return new GeneratedReport(
                name(),
                "Italian cumulative report, " + columns + " dated columns, newest in column " + (newestColumn + 1)
                        + ", " + absent.size() + " row(s) with no value under the newest date",
                lab,
                newest,
                results,
                List.of(),
                absent,
                ReportFixtures.save(document));
    }
}
