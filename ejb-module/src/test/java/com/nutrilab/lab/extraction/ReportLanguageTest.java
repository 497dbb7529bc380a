package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.junit.jupiter.api.Test;

/**
 * The language a page is read in (one more OCR pass in the language its words say, never every
 * language), and a report in a script no model here reads, which ends with its own code rather than
 * as a report with no results. The Cyrillic pages are drawn with the font PDFBox ships (Liberation
 * Sans), so they look the same on every machine.
 */
class ReportLanguageTest {

    private static final String FONT = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";
    private static final List<String> RUSSIAN_REPORT = List.of(
            "Клинический анализ крови",
            "Исследование Результат Единицы Референсные значения",
            "Гемоглобин 145 г/л 130 - 160",
            "Эритроциты 4,8 10^12/л 4,0 - 5,0",
            "Лейкоциты 6,2 10^9/л 4,0 - 9,0",
            "Тромбоциты 250 10^9/л 180 - 320",
            "Глюкоза 5,1 ммоль/л 3,9 - 6,1");

    @Test
    void aPageIsReadAgainInTheOneLanguageItsWordsSay() {
        List<String> others = List.of("deu", "fra", "spa", "ita", "por", "nld", "pol", "tur");
        assertEquals(
                Optional.of("tur"),
                PageLanguage.of(
                        lines(
                                "HEMOGRAM RAPORU",
                                "TESTLER SONUC BIRIM REFERANS ARALIGI",
                                "Notrofil % 84.1 %",
                                "Lenfosit % 13.7 %"),
                        others));
        assertEquals(
                Optional.of("ita"),
                PageLanguage.of(
                        lines(
                                "ESAME RISULTATO UNITA VALORI DI RIFERIMENTO",
                                "GLOBULI BIANCHI 6,73",
                                "PIASTRINE 327",
                                "NEUTROFILI 40,1"),
                        others));
        assertEquals(
                Optional.of("fra"),
                PageLanguage.of(
                        lines(
                                "Analyses Resultats Unites Valeurs de reference",
                                "Leucocytes 6,2 G/L",
                                "Hematies 4,8 T/L",
                                "Plaquettes 250 G/L"),
                        others));
        assertEquals(
                Optional.of("pol"),
                PageLanguage.of(
                        lines(
                                "Badanie Wynik Jednostka Zakres referencyjny",
                                "Morfologia krwi",
                                "Leukocyty 6,2",
                                "Erytrocyty 4,8"),
                        others));
        assertEquals(
                Optional.of("nld"),
                PageLanguage.of(
                        lines(
                                "Onderzoek Uitslag Eenheid Referentiewaarde",
                                "Leukocyten 6,2",
                                "Trombocyten 250",
                                "Kreatinine 80"),
                        others));
        assertEquals(
                Optional.empty(),
                PageLanguage.of(
                        lines(
                                "TEST RESULT UNITS REFERENCE RANGE",
                                "Hemoglobin 14.1 g/dL 13.0-17.7",
                                "Glucose 95 mg/dL 65-99"),
                        others),
                "English needs no second pass");
    }

    @Test
    void aTextPdfInAScriptNotReadHereEndsUnsupportedLanguage() throws Exception {
        LabReportReader reader =
                new LabReportReader(AnalyteCatalogue.shipped(), new TesseractOcr("/nonexistent/tesseract", "eng"));
        ReportRefusedException refused =
                assertThrows(ReportRefusedException.class, () -> reader.read(russianPdf(), FileType.PDF));
        assertEquals("unsupported-language", refused.code());
        assertTrue(refused.getMessage().contains("Cyrillic"), refused::getMessage);
    }

    @Test
    void aPhotoInAScriptNotReadHereEndsUnsupportedLanguage() throws Exception {
        TesseractOcr ocr = new TesseractOcr("tesseract", TesseractOcr.DEFAULT_LANGUAGES);
        assertTrue(ocr.available(), "Tesseract must be installed for this test");
        LabReportReader reader = new LabReportReader(AnalyteCatalogue.shipped(), ocr);
        ReportRefusedException refused =
                assertThrows(ReportRefusedException.class, () -> reader.read(russianPng(), FileType.PNG));
        assertEquals("unsupported-language", refused.code());
    }

    private static List<TextLine> lines(String... rows) {
        List<TextLine> lines = new ArrayList<>();
        for (String row : rows) {
            List<Word> words = new ArrayList<>();
            double x = 0;
            for (String word : row.split(" ")) {
                words.add(new Word(word, x, 0, x + 6 * word.length(), 10));
                x += 6 * word.length() + 4;
            }
            lines.add(new TextLine(1, words, true));
        }
        return lines;
    }

    private static byte[] russianPdf() throws Exception {
        try (PDDocument document = new PDDocument();
                InputStream font = ReportLanguageTest.class.getResourceAsStream(FONT)) {
            PDPage page = new PDPage();
            document.addPage(page);
            PDType0Font cyrillic = PDType0Font.load(document, font);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                float y = 720;
                for (String row : RUSSIAN_REPORT) {
                    content.beginText();
                    content.setFont(cyrillic, 11);
                    content.newLineAtOffset(50, y);
                    content.showText(row);
                    content.endText();
                    y -= 20;
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            document.save(out);
            return out.toByteArray();
        }
    }

    private static byte[] russianPng() throws Exception {
        Font font;
        try (InputStream in = ReportLanguageTest.class.getResourceAsStream(FONT)) {
            font = Font.createFont(Font.TRUETYPE_FONT, in).deriveFont(34f);
        }
        BufferedImage image = new BufferedImage(1700, 900, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        g.setColor(Color.BLACK);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(font);
        int y = 100;
        for (String row : RUSSIAN_REPORT) {
            g.drawString(row, 60, y);
            y += 90;
        }
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }
}
