package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * Not a lab report: an invoice for test strips and supplements, English or German, whose lines
 * name analytes ("Blood glucose test strips 50", "Eisen 100 mg Tabletten") next to numbers.
 */
final class InvoiceDocument implements SyntheticLayout {

    private static final String[] ITEMS_EN = {
        "Blood glucose test strips 50",
        "Blood Glucose Meter Kit",
        "Lancets 30G, 100 pcs",
        "Vitamin D3 1000 IU softgels, 90 ct",
        "Vitamin B12 1000 mcg, 60 tablets",
        "Iron 65 mg (ferrous sulfate), 100 tablets",
        "Magnesium 400 mg capsules, 120",
        "Folic acid 400 mcg, 90 tablets",
        "HbA1c home test kit, 2 tests",
        "Cholesterol test strips 10",
        "Ketone test strips 50",
        "Omega-3 fish oil 1000 mg, 120 softgels",
        "Potassium 99 mg, 100 caplets",
        "Calcium 600 mg + D3, 60 tablets"
    };
    private static final String[] ITEMS_DE = {
        "Blutzucker-Teststreifen 50 Stück",
        "Blutzuckermessgerät Set",
        "Lanzetten 100 Stück",
        "Vitamin D3 1000 I.E. 90 Kapseln",
        "Eisen 100 mg Tabletten 50 Stück",
        "Magnesium 300 mg 100 Kapseln",
        "Folsäure 400 µg 90 Tabletten",
        "Vitamin B12 1000 µg Lutschtabletten 60",
        "HbA1c-Schnelltest 2 Tests",
        "Glukose Teststreifen 50 Stk.",
        "Calcium 500 mg + D3 Brausetabletten 40",
        "Kalium 600 mg Retardkapseln 50"
    };

    @Override
    public String name() {
        return "negative-invoice";
    }

    @Override
    public boolean negative() {
        return true;
    }

    @Override
    public GeneratedReport draw(Random random) {
        boolean german = random.nextBoolean();
        String[] items = german ? ITEMS_DE : ITEMS_EN;
        LocalDate date = ReportFixtures.date(random);
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.text(
                    Typeface.SANS_BOLD,
                    14,
                    50,
                    56,
                    german
                            ? "MediVersand " + ReportFixtures.place(random) + " GmbH"
                            : ReportFixtures.place(random) + " Health Supplies Ltd.");
            sheet.text(
                    Typeface.SANS,
                    9,
                    50,
                    70,
                    german ? "Industriestraße 12, 28199 Bremen" : "Unit 7, Riverside Trading Estate, Leeds LS11 5QT");
            sheet.text(Typeface.SANS_BOLD, 16, 400, 56, german ? "RECHNUNG" : "INVOICE");
            sheet.text(Typeface.SANS, 9, 50, 104, ReportFixtures.person(random));
            sheet.text(Typeface.SANS, 9, 50, 116, (10 + random.nextInt(80)) + (german ? " Lindenweg" : " Mill Lane"));
            sheet.text(
                    Typeface.SANS,
                    9,
                    360,
                    104,
                    (german ? "Rechnungsnr.: RE-" : "Invoice No.: INV-") + (20_000 + random.nextInt(70_000)));
            sheet.text(
                    Typeface.SANS,
                    9,
                    360,
                    116,
                    german
                            ? "Datum: " + ReportFixtures.DE_DATE.format(date)
                            : "Date: " + ReportFixtures.UK_DATE.format(date));
            float y = 150;
            String[] header = german
                    ? new String[] {"Pos.", "Artikel", "Menge", "Einzelpreis", "Gesamt"}
                    : new String[] {"Item", "Description", "Qty", "Unit price", "Amount"};
            float[] x = {50, 80, 340, 400, 480};
            for (int i = 0; i < header.length; i++) {
                sheet.text(Typeface.SANS_BOLD, 9.5f, x[i], y, header[i]);
            }
            sheet.rule(50, 545, y + 4, 0.8f, 0.2f);
            y += 18;
            double total = 0;
            List<String> chosen = ReportFixtures.pick(List.of(items), 5 + random.nextInt(4), random);
            for (int i = 0; i < chosen.size(); i++) {
                int quantity = 1 + random.nextInt(3);
                double price = 3.99 + random.nextInt(40) + 0.5 * random.nextInt(2);
                total += quantity * price;
                String[] cells = {
                    String.valueOf(i + 1),
                    chosen.get(i),
                    String.valueOf(quantity),
                    money(price, german),
                    money(quantity * price, german)
                };
                for (int c = 0; c < cells.length; c++) {
                    sheet.text(Typeface.SANS, 9.5f, x[c], y, cells[c]);
                }
                y += 14;
            }
            sheet.rule(340, 545, y - 6, 0.5f, 0.3f);
            y += 6;
            sheet.text(Typeface.SANS, 9.5f, 340, y, german ? "Zwischensumme" : "Subtotal");
            sheet.text(Typeface.SANS, 9.5f, 480, y, money(total, german));
            sheet.text(Typeface.SANS, 9.5f, 340, y + 14, german ? "zzgl. 19 % MwSt." : "VAT 20 %");
            sheet.text(Typeface.SANS, 9.5f, 480, y + 14, money(total * (german ? 0.19 : 0.2), german));
            sheet.text(Typeface.SANS_BOLD, 9.5f, 340, y + 28, german ? "Gesamtbetrag" : "Total due");
            sheet.text(Typeface.SANS_BOLD, 9.5f, 480, y + 28, money(total * (german ? 1.19 : 1.2), german));
            sheet.text(
                    Typeface.SANS,
                    8.5f,
                    50,
                    y + 60,
                    german
                            ? "Zahlbar innerhalb von 14 Tagen ohne Abzug. " + "IBAN DE12 2905 0101 0001 2345 67"
                            : "Payment due within 30 days. Sort code 20-45-77, " + "account 41129034.");
        }
        return new GeneratedReport(
                name(),
                (german ? "German" : "English") + " invoice",
                null,
                null,
                List.of(),
                List.of(),
                ReportFixtures.save(document));
    }

    private static String money(double amount, boolean german) {
        String text = String.format(Locale.ROOT, "%.2f", amount);
        return german ? text.replace('.', ',') + " €" : "£" + text;
    }
}
