package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A German lab's Befund: decimal commas, German names ("Leukozyten", "Harnsäure", "Kreatinin",
 * "Homocystein") and units ("/nl", "/pl", "Mio/µl", "Tsd/µl", "µmol/l"), sections, a flag
 * printed as H/L, "hoch"/"niedrig" or "*", and a comment in prose.
 */
final class GermanLayout implements SyntheticLayout {

    private static final List<List<String>> SECTIONS = List.of(
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
                    "neutrophils-abs",
                    "lymphocytes-abs"),
            List.of(
                    "glucose",
                    "hba1c",
                    "creatinine",
                    "egfr",
                    "urea",
                    "uric-acid",
                    "sodium",
                    "potassium",
                    "calcium",
                    "magnesium",
                    "phosphorus",
                    "total-protein",
                    "albumin",
                    "total-bilirubin",
                    "ast",
                    "alt",
                    "ggt",
                    "alp",
                    "crp",
                    "homocysteine"),
            List.of("total-cholesterol", "hdl", "ldl", "triglycerides"),
            List.of("tsh", "free-t4", "free-t3"),
            List.of("iron", "ferritin", "transferrin", "transferrin-saturation", "vitamin-b12", "folate", "vitamin-d"));
    private static final List<String> SECTION_NAMES = List.of(
            "Hämatologie", "Klinische Chemie", "Fettstoffwechsel", "Schilddrüse", "Eisenstoffwechsel und Vitamine");
    private static final float SIZE = 9.5f;
    private static final float ROW = 13;

    @Override
    public String name() {
        return "german-befund";
    }

    @Override
    public GeneratedReport draw(Random random) {
        RangeStyle rangeStyle = random.nextBoolean() ? RangeStyle.SPACED : RangeStyle.HYPHEN;
        ResultDraw draw = new ResultDraw(random, UnitSystem.DE, rangeStyle);
        boolean countsPerMicrolitre = random.nextBoolean();
        int flagStyle = random.nextInt(3);
        Typeface font = random.nextBoolean() ? Typeface.SANS : Typeface.SERIF;
        Typeface bold = font.bold();
        String lab = "Labor " + ReportFixtures.place(random) + " MVZ";
        LocalDate collected = ReportFixtures.date(random);
        List<SyntheticResult> results = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.text(bold, 14, 50, 52, lab);
            sheet.text(
                    font,
                    8.5f,
                    50,
                    65,
                    "Medizinisches Versorgungszentrum für Laboratoriumsmedizin, Mikrobiologie " + "und Hygiene");
            sheet.text(bold, 12, 50, 92, "Laborbefund");
            sheet.text(
                    font,
                    SIZE,
                    50,
                    110,
                    "Patient: " + ReportFixtures.person(random) + ", geb. "
                            + ReportFixtures.DE_DATE.format(LocalDate.of(
                                    1945 + random.nextInt(55), 1 + random.nextInt(12), 1 + random.nextInt(28))));
            sheet.text(font, SIZE, 330, 110, "Auftragsnr.: " + (2_400_000 + random.nextInt(99_999)));
            sheet.text(
                    font,
                    SIZE,
                    50,
                    123,
                    "Probenentnahme: " + ReportFixtures.DE_DATE.format(collected) + " " + ReportFixtures.time(random));
            sheet.text(font, SIZE, 330, 123, "Eingang: " + ReportFixtures.DE_DATE.format(collected));
            float y = 148;
            sheet.text(bold, SIZE, 50, y, "Untersuchung");
            sheet.text(bold, SIZE, 240, y, "Ergebnis");
            sheet.text(bold, SIZE, 330, y, "Einheit");
            sheet.text(bold, SIZE, 420, y, "Referenzbereich");
            sheet.rule(50, 545, y + 4, 0.8f, 0);
            y += 18;
            for (int s = 0; s < SECTIONS.size(); s++) {
                List<SyntheticAnalyte> section = ReportFixtures.some(
                        ReportFixtures.printed(SECTIONS.get(s), NameStyle.DE, UnitSystem.DE), 0.7, random);
                sheet.text(bold, SIZE, 50, y, SECTION_NAMES.get(s));
                y += ROW;
                for (SyntheticAnalyte analyte : section) {
                    SyntheticResult r = draw.draw(analyte, analyte.name(NameStyle.DE));
                    r = germanUnit(r, countsPerMicrolitre);
                    r = r.withPrintedFlag(flag(r, flagStyle));
                    sheet.text(font, SIZE, 58, y, r.printedName());
                    sheet.text(r.outOfRange() ? bold : font, SIZE, 240, y, r.valueText());
                    sheet.text(bold, SIZE, 290, y, r.printedFlag());
                    sheet.text(font, SIZE, 330, y, r.printedUnit());
                    sheet.text(font, SIZE, 420, y, r.rangeText());
                    results.add(r);
                    y += ROW;
                }
                y += 4;
            }
            sheet.text(
                    font,
                    SIZE,
                    50,
                    y + 10,
                    "Beurteilung: Die Werte wurden technisch und medizinisch validiert. " + "Bei Rückfragen");
            sheet.text(font, SIZE, 50, y + 22, "erreichen Sie uns unter 0421 555 0190.");
        }
        return new GeneratedReport(
                name(),
                "German Befund, decimal commas, German units, flag style " + flagStyle,
                lab,
                collected,
                results,
                List.of(),
                ReportFixtures.save(document));
    }

    /** Counts printed per microlitre ("Tsd/µl", "Mio/µl") or per nanolitre/picolitre ("/nl", "/pl"). */
    private static SyntheticResult germanUnit(SyntheticResult r, boolean perMicrolitre) {
        if (r.ucum() == null) {
            return r;
        }
        String unit = r.printedUnit();
        String ucum = r.ucum();
        if (unit.equals("/nl") && perMicrolitre) {
            unit = "Tsd/µl";
            ucum = "10*3/uL";
        } else if (unit.equals("Mio/µl") && !perMicrolitre) {
            unit = "/pl";
            ucum = "10*12/L";
        }
        return new SyntheticResult(
                r.key(),
                r.printedName(),
                r.value(),
                r.valueText(),
                unit,
                ucum,
                r.low(),
                r.high(),
                r.rangeText(),
                r.flag(),
                r.printedFlag());
    }

    private static String flag(SyntheticResult r, int style) {
        if (!r.outOfRange()) {
            return "";
        }
        boolean high = r.flag().equals("HIGH");
        return switch (style) {
            case 0 -> high ? "H" : "L";
            case 1 -> high ? "hoch" : "niedrig";
            default -> "*";
        };
    }
}
