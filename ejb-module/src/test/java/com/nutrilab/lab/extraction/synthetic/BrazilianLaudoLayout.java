package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A Brazilian lab's laudo (issue 45, from what a real Portuguese report printed): no results table,
 * each row its name, a run of dots, the value and unit, then "VR:" and the range, written out where
 * it has one side ("ate 5,7", "acima de 40", "inferior a 0,5"); decimal commas, counts grouped by
 * thousands with dots ("7.500", "245.000"), Portuguese names without their accents as many lab
 * systems print them, and no flag printed at all.
 */
final class BrazilianLaudoLayout implements SyntheticLayout {

    /** Key, Portuguese name as printed, unit, range, decimals. */
    private record Test(String key, String name, String unit, Double low, Double high, int decimals) {}

    private static final List<List<Test>> SECTIONS = List.of(
            List.of(
                    new Test("rbc", "Hemacias", "milhões/mm3", 4.0, 5.4, 2),
                    new Test("hemoglobin", "Hemoglobina", "g/dL", 12.0, 16.0, 1),
                    new Test("hematocrit", "Hematocrito", "%", 36.0, 46.0, 1),
                    new Test("mcv", "VCM", "fL", 80.0, 100.0, 1),
                    new Test("mch", "HCM", "pg", 27.0, 32.0, 1),
                    new Test("wbc", "Leucocitos", "/mm3", 4000.0, 11000.0, 0),
                    new Test("platelets", "Plaquetas", "/mm3", 150000.0, 450000.0, 0)),
            List.of(
                    new Test("glucose", "Glicose de jejum", "mg/dL", 70.0, 99.0, 0),
                    new Test("hba1c", "Hemoglobina glicada (HbA1c)", "%", null, 5.7, 1),
                    new Test("total-cholesterol", "Colesterol total", "mg/dL", null, 190.0, 0),
                    new Test("hdl", "Colesterol HDL", "mg/dL", 40.0, null, 0),
                    new Test("ldl", "Colesterol LDL", "mg/dL", null, 130.0, 0),
                    new Test("triglycerides", "Triglicerideos", "mg/dL", null, 150.0, 0),
                    new Test("creatinine", "Creatinina", "mg/dL", 0.5, 1.1, 2),
                    new Test("urea", "Ureia", "mg/dL", 15.0, 45.0, 0),
                    new Test("uric-acid", "Acido urico", "mg/dL", 2.4, 6.0, 1),
                    new Test("alt", "TGP (ALT)", "U/L", null, 33.0, 0),
                    new Test("ast", "TGO (AST)", "U/L", null, 32.0, 0),
                    new Test("crp", "Proteina C reativa", "mg/dL", null, 0.5, 2)),
            List.of(
                    new Test("ferritin", "Ferritina", "ng/mL", 15.0, 150.0, 1),
                    new Test("vitamin-d", "Vitamina D (25-OH)", "ng/mL", 30.0, null, 1),
                    new Test("vitamin-b12", "Vitamina B12", "pg/mL", 200.0, 900.0, 0),
                    new Test("tsh", "TSH", "uUI/mL", 0.4, 4.0, 2),
                    new Test("free-t4", "T4 livre", "ng/dL", 0.8, 1.9, 2)));
    private static final List<String> SECTION_NAMES = List.of("HEMOGRAMA", "BIOQUIMICA", "VITAMINAS E HORMONIOS");
    /** The words before an upper bound, as the laudo prints them without accents; a lower bound is "acima de". */
    private static final List<String> AT_MOST = List.of("ate ", "inferior a ");

    private static final float SIZE = 9.5f;
    private static final float ROW = 14;
    private static final float NAME_X = 50;
    private static final float RANGE_X = 330;
    /** Name and dots together fill about this many characters, as the laudo's lab system pads them. */
    private static final int PADDED_TO = 34;

    @Override
    public String name() {
        return "brazilian-laudo";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.DE, RangeStyle.SPACED); // decimal commas
        Typeface font = random.nextBoolean() ? Typeface.SANS : Typeface.MONO;
        String lab = "Laboratorio " + ReportFixtures.place(random) + " de Analises Clinicas";
        LocalDate collected = ReportFixtures.date(random);
        List<SyntheticResult> results = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.text(font.bold(), 13, NAME_X, 52, lab.toUpperCase(Locale.ROOT));
            sheet.text(font, 8.5f, NAME_X, 65, "Rua das Flores, " + (10 + random.nextInt(900)) + " - Goiania/GO");
            sheet.text(
                    font,
                    SIZE,
                    NAME_X,
                    92,
                    "Paciente: " + ReportFixtures.person(random).toUpperCase(Locale.ROOT) + "    Data da coleta: "
                            + ReportFixtures.DE_DATE.format(collected).replace('.', '/'));
            sheet.text(font, SIZE, NAME_X, 106, "Medico solicitante: Dr. " + ReportFixtures.person(random));
            float y = 134;
            for (int s = 0; s < SECTIONS.size(); s++) {
                sheet.text(font.bold(), SIZE + 1, NAME_X, y, SECTION_NAMES.get(s));
                y += ROW + 2;
                for (Test test : ReportFixtures.some(SECTIONS.get(s), 0.8, random)) {
                    Measure measure = Measure.of(
                            test.unit(), CatalogueUnits.ucum(test.unit()), test.low(), test.high(), test.decimals());
                    double value = ResultDraw.round(draw.valueIn(measure), test.decimals());
                    String range = range(test, draw, random);
                    SyntheticResult result = ResultDraw.computed(
                            test.key(), test.name(), value, printed(value, test.decimals(), draw), measure, range);
                    String dots = ".".repeat(Math.max(4, PADDED_TO - test.name().length()) * 2);
                    sheet.text(
                            font,
                            SIZE,
                            NAME_X,
                            y,
                            test.name() + " " + dots + " " + result.valueText() + " " + test.unit());
                    sheet.text(font, SIZE, RANGE_X, y, "VR: " + range);
                    results.add(result);
                    y += ROW;
                }
                y += 8;
            }
            sheet.text(
                    font, 8, NAME_X, y + 8, "VR: valores de referencia para adultos. Laudo liberado eletronicamente.");
        }
        return new GeneratedReport(
                name(),
                "Brazilian laudo, dotted leaders, ranges after VR: in words, no flags, " + font,
                lab.toUpperCase(Locale.ROOT),
                collected,
                results,
                List.of(),
                ReportFixtures.save(document));
    }

    /** "12,0 a 16,0"; "ate 5,7" or "inferior a 0,50"; "acima de 40". */
    private static String range(Test test, ResultDraw draw, Random random) {
        if (test.low() == null) {
            return AT_MOST.get(random.nextInt(AT_MOST.size())) + printed(test.high(), test.decimals(), draw);
        }
        if (test.high() == null) {
            return "acima de " + printed(test.low(), test.decimals(), draw);
        }
        return printed(test.low(), test.decimals(), draw) + " a " + printed(test.high(), test.decimals(), draw);
    }

    /** With a decimal comma, and whole counts of a thousand or more grouped by dots ("245.000"). */
    private static String printed(double value, int decimals, ResultDraw draw) {
        if (decimals == 0 && value >= 1000) {
            return String.format(Locale.GERMANY, "%,d", Math.round(value));
        }
        return draw.number(value, decimals);
    }
}
