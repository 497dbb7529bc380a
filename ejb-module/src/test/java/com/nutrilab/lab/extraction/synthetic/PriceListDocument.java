package com.nutrilab.lab.extraction.synthetic;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * Not a lab report: a price list of self-pay lab tests, English or German, with catalogue names,
 * billing codes, turnaround times ("1-2 days", a range's shape) and prices, with or without a
 * currency sign on each line.
 */
final class PriceListDocument implements SyntheticLayout {

    private static final String[] TESTS_EN = {
        "Glucose (fasting)",
        "HbA1c",
        "Ferritin",
        "Vitamin D, 25-Hydroxy",
        "Vitamin B12",
        "Folate",
        "TSH",
        "Free T4",
        "Iron and TIBC",
        "Homocysteine",
        "hs-CRP",
        "Magnesium",
        "Uric Acid",
        "Lipid panel (Cholesterol, HDL, LDL, Triglycerides)",
        "Complete Blood Count"
    };
    private static final String[] TESTS_DE = {
        "Glukose",
        "HbA1c",
        "Ferritin",
        "Vitamin D (25-OH)",
        "Vitamin B12",
        "Folsäure",
        "TSH basal",
        "fT4",
        "Eisen",
        "Homocystein",
        "CRP hochsensitiv",
        "Magnesium",
        "Harnsäure",
        "Lipidprofil (Cholesterin, HDL, LDL, Triglyceride)",
        "Kleines Blutbild"
    };

    @Override
    public String name() {
        return "negative-price-list";
    }

    @Override
    public boolean negative() {
        return true;
    }

    @Override
    public GeneratedReport draw(Random random) {
        boolean german = random.nextBoolean();
        boolean signOnEachLine = random.nextBoolean();
        String[] tests = german ? TESTS_DE : TESTS_EN;
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.text(
                    Typeface.SANS_BOLD,
                    14,
                    50,
                    56,
                    german
                            ? "Labor " + ReportFixtures.place(random) + " – Preisliste Selbstzahlerleistungen 2025"
                            : ReportFixtures.place(random) + " Laboratory – Self-Pay Price List 2025");
            sheet.text(
                    Typeface.SANS,
                    9,
                    50,
                    72,
                    german
                            ? "Alle Preise inkl. Blutentnahme, gültig ab 01.01.2025"
                            : "Prices include the blood draw. Valid from 01/01/2025.");
            float y = 104;
            String[] header = german
                    ? new String[] {"Untersuchung", "GOÄ-Nr.", "Dauer", signOnEachLine ? "Preis" : "Preis (EUR)"}
                    : new String[] {"Test", "CPT", "Turnaround", signOnEachLine ? "Price" : "Price (USD)"};
            float[] x = {50, 300, 370, 460};
            for (int i = 0; i < header.length; i++) {
                sheet.text(Typeface.SANS_BOLD, 9.5f, x[i], y, header[i]);
            }
            sheet.rule(50, 545, y + 4, 0.8f, 0.2f);
            y += 18;
            for (String test : ReportFixtures.pick(List.of(tests), 10 + random.nextInt(5), random)) {
                int days = 1 + random.nextInt(3);
                String turnaround = german ? days + "-" + (days + 1) + " Tage" : days + "-" + (days + 1) + " days";
                String price = String.format(Locale.ROOT, "%.2f", 8 + random.nextInt(50) + 0.01 * random.nextInt(99));
                price = german ? price.replace('.', ',') : price;
                if (signOnEachLine) {
                    price = german ? price + " €" : "$" + price;
                }
                String code = german
                        ? String.valueOf(3500 + random.nextInt(400))
                        : String.valueOf(82000 + random.nextInt(4000));
                String[] cells = {test, code, turnaround, price};
                for (int c = 0; c < cells.length; c++) {
                    sheet.text(Typeface.SANS, 9.5f, x[c], y, cells[c]);
                }
                y += 14;
            }
            sheet.text(
                    Typeface.SANS,
                    8.5f,
                    50,
                    y + 16,
                    german
                            ? "Die Abrechnung erfolgt nach GOÄ, " + "Faktor 1,15. Termine unter 0421 555 0190."
                            : "Payment by card or cash on the day. " + "Book online or call 555-0148.");
        }
        return new GeneratedReport(
                name(),
                (german ? "German" : "English") + " price list, currency sign "
                        + (signOnEachLine ? "on each line" : "in the header"),
                null,
                null,
                List.of(),
                List.of(),
                ReportFixtures.save(document));
    }
}
