package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * An inflammation and serology report, English or German: numeric results, a CRP screen
 * printed as a word ("Negative", "negativ", "nicht nachweisbar", "Positive"), and serology rows
 * the catalogue does not hold ("Rheumatoid Factor  Negative").
 */
final class QualitativeLayout implements SyntheticLayout {

    private static final List<String> NUMERIC = List.of(
            "wbc",
            "hemoglobin",
            "platelets",
            "esr",
            "ferritin",
            "glucose",
            "creatinine",
            "alt",
            "ast",
            "tsh",
            "vitamin-d",
            "vitamin-b12",
            "uric-acid",
            "hba1c");
    private static final String[] OTHER_EN = {
        "Rheumatoid Factor",
        "ANA Screen, IFA",
        "Hepatitis B Surface Antigen",
        "HIV-1/2 Antigen/Antibody",
        "Lyme Disease Antibody",
        "Anti-CCP Antibody"
    };
    private static final String[] OTHER_DE = {
        "Rheumafaktor", "ANA-Screening", "HBs-Antigen", "Anti-HCV", "Borrelien-IgG", "Anti-CCP"
    };

    @Override
    public String name() {
        return "qualitative-serology";
    }

    @Override
    public GeneratedReport draw(Random random) {
        boolean german = random.nextBoolean();
        UnitSystem system = german ? UnitSystem.DE : UnitSystem.US;
        NameStyle style = german ? NameStyle.DE : NameStyle.US;
        ResultDraw draw = new ResultDraw(random, system, RangeStyle.SPACED);
        String lab = german
                ? "Laborpraxis " + ReportFixtures.place(random)
                : ReportFixtures.place(random) + " Pathology Associates";
        LocalDate collected = ReportFixtures.date(random);
        List<SyntheticResult> results = new ArrayList<>();
        List<String> others = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.text(Typeface.SANS_BOLD, 14, 50, 54, lab);
            sheet.text(
                    Typeface.SANS,
                    10,
                    50,
                    72,
                    german ? "Entzündung, Serologie und Chemie" : "Inflammation, Serology and Chemistry");
            sheet.text(
                    Typeface.SANS,
                    9.5f,
                    50,
                    94,
                    (german ? "Patient: " : "Patient name: ") + ReportFixtures.person(random));
            sheet.text(
                    Typeface.SANS,
                    9.5f,
                    300,
                    94,
                    german
                            ? "Entnahme: " + ReportFixtures.DE_DATE.format(collected)
                            : "Collected: " + ReportFixtures.US_DATE.format(collected));
            float y = 122;
            String[] header = german
                    ? new String[] {"Untersuchung", "Ergebnis", "Einheit", "Referenzbereich"}
                    : new String[] {"Test", "Result", "Units", "Reference Range"};
            float[] x = {50, 250, 340, 420};
            for (int i = 0; i < header.length; i++) {
                sheet.text(Typeface.SANS_BOLD, 9.5f, x[i], y, header[i]);
            }
            sheet.rule(50, 545, y + 4, 0.8f, 0.3f);
            y += 18;
            List<SyntheticAnalyte> numeric =
                    ReportFixtures.pick(ReportFixtures.printed(NUMERIC, style, system), 9, random);
            int crpAt = random.nextInt(numeric.size() + 1);
            String[] others2 = german ? OTHER_DE : OTHER_EN;
            for (int i = 0; i <= numeric.size(); i++) {
                SyntheticResult r = i == crpAt
                        ? crpScreen(draw, german)
                        : flagged(draw.draw(
                                numeric.get(i < crpAt ? i : i - 1),
                                numeric.get(i < crpAt ? i : i - 1).name(style)));
                row(
                        sheet,
                        x,
                        y,
                        r.printedName(),
                        r.valueText() + (r.printedFlag().isEmpty() ? "" : " " + r.printedFlag()),
                        r.printedUnit(),
                        r.rangeText());
                results.add(r);
                y += 14;
                if (random.nextDouble() < 0.35) {
                    String other = others2[random.nextInt(others2.length)];
                    String value = german
                            ? (random.nextBoolean() ? "negativ" : "nicht nachweisbar")
                            : (random.nextBoolean() ? "Negative" : "Non Reactive");
                    row(sheet, x, y, other, value, "", german ? "negativ" : value);
                    others.add(other + " " + value);
                    y += 14;
                }
            }
            sheet.text(
                    Typeface.SANS,
                    8,
                    50,
                    y + 14,
                    german
                            ? "Qualitative Ergebnisse: negativ = unauffällig. H = erhöht, L = erniedrigt."
                            : "Qualitative results: Negative is the expected result. H = high, L = low.");
        }
        return new GeneratedReport(
                name(),
                (german ? "German" : "English") + " serology with a qualitative CRP",
                lab,
                collected,
                results,
                others,
                ReportFixtures.save(document));
    }

    private static SyntheticResult crpScreen(ResultDraw draw, boolean german) {
        boolean positive = draw.chance(0.3);
        String value = german
                ? (positive ? "positiv" : draw.chance(0.5) ? "negativ" : "nicht nachweisbar")
                : (positive ? "Positive" : "Negative");
        return draw.qualitative(
                "crp",
                german ? "CRP (Schnelltest)" : "C-Reactive Protein Screen",
                value,
                positive,
                german ? "negativ" : "Negative");
    }

    private static SyntheticResult flagged(SyntheticResult r) {
        return r.withPrintedFlag(r.flag().equals("HIGH") ? "H" : r.flag().equals("LOW") ? "L" : "");
    }

    private static void row(PdfSheet sheet, float[] x, float y, String name, String value, String unit, String range) {
        sheet.text(Typeface.SANS, 9.5f, x[0], y, name);
        sheet.text(Typeface.SANS, 9.5f, x[1], y, value);
        sheet.text(Typeface.SANS, 9.5f, x[2], y, unit);
        sheet.text(Typeface.SANS, 9.5f, x[3], y, range);
    }
}
