package com.nutrilab.lab.extraction.synthetic;

import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * Not a lab report: a practice's letter about blood tests, English or German, naming analytes
 * and numbers (fasting hours, doses, times, phone numbers) but giving no result.
 */
final class LetterDocument implements SyntheticLayout {

    private static final List<String> ENGLISH = List.of(
            "Following your appointment we have arranged the blood tests your doctor asked for: a full",
            "blood count, ferritin, vitamin B12 and folate, HbA1c, kidney function and a lipid profile.",
            "Please do not eat for 10 to 12 hours before the test; water is fine. Take your usual",
            "medicines unless told otherwise. If you take insulin or tablets for diabetes, please call",
            "us on 0113 496 0571 before the day for advice.",
            "Ferritin and vitamin B12 levels can be affected by supplements, so please stop iron tablets",
            "3 days before the test if you can.",
            "Your appointment: Tuesday 14 May at 8:20, Room 3, Phlebotomy, Ground Floor.",
            "Results are usually ready within 3 to 5 working days. We will contact you if anything",
            "needs to be followed up.");
    private static final List<String> GERMAN = List.of(
            "wie besprochen haben wir für Sie eine Blutentnahme vereinbart. Untersucht werden",
            "Blutbild, Ferritin, Vitamin B12 und Folsäure, HbA1c, Kreatinin sowie die Blutfette.",
            "Bitte kommen Sie nüchtern: 12 Stunden vorher nichts essen, Wasser ist erlaubt.",
            "Eisen- und Vitaminpräparate setzen Sie bitte 3 Tage vorher ab.",
            "Ihr Termin: Dienstag, 14. Mai, 8:20 Uhr, Raum 3, Erdgeschoss.",
            "Die Ergebnisse liegen in der Regel nach 2 bis 3 Werktagen vor. Wir melden uns, falls",
            "eine Kontrolle nötig ist. Telefon: 0421 555 0190.");

    @Override
    public String name() {
        return "negative-letter";
    }

    @Override
    public boolean negative() {
        return true;
    }

    @Override
    public GeneratedReport draw(Random random) {
        boolean german = random.nextBoolean();
        String patient = ReportFixtures.person(random);
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.text(
                    Typeface.SERIF_BOLD,
                    14,
                    60,
                    60,
                    german
                            ? "Hausarztpraxis Dr. " + ReportFixtures.person(random)
                            : ReportFixtures.place(random) + " Medical Practice");
            sheet.text(
                    Typeface.SERIF,
                    10.5f,
                    60,
                    76,
                    german ? "Am Markt 4, 28195 Bremen" : "2 Church Street, " + "Harrogate HG1 2RE");
            sheet.text(Typeface.SERIF, 11, 60, 120, patient);
            sheet.text(
                    Typeface.SERIF,
                    11,
                    60,
                    134,
                    (5 + random.nextInt(90)) + (german ? " Birkenallee" : " Orchard " + "Way"));
            float y = 180;
            sheet.text(Typeface.SERIF, 11, 60, y, (german ? "Sehr geehrte(r) " : "Dear ") + patient + ",");
            y += 22;
            for (String line : german ? GERMAN : ENGLISH) {
                sheet.text(Typeface.SERIF, 11, 60, y, line);
                y += 15;
            }
            y += 15;
            sheet.text(Typeface.SERIF, 11, 60, y, german ? "Mit freundlichen Grüßen" : "Yours sincerely,");
            sheet.text(Typeface.SERIF, 11, 60, y + 30, german ? "Ihr Praxisteam" : "The Practice Team");
        }
        return new GeneratedReport(
                name(),
                (german ? "German" : "English") + " appointment letter",
                null,
                null,
                List.of(),
                List.of(),
                ReportFixtures.save(document));
    }
}
