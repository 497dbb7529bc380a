package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.junit.jupiter.api.Test;

/** The reader's page hook (processing renews its lease there) and what it does with files it cannot read. */
class LabReportReaderTest {

    private final LabReportReader reader =
            new LabReportReader(AnalyteCatalogue.shipped(), new TesseractOcr("/nonexistent/tesseract", "eng"));

    @Test
    void eachPageIsAnnouncedBeforeItIsRead() throws Exception {
        byte[] pdf = LabReportReaderTest.class
                .getResourceAsStream("/lab-samples/sample-02-us-hospital.pdf")
                .readAllBytes();
        List<Integer> pages = new ArrayList<>();
        LabReportReader.Reading reading = reader.read(pdf, FileType.PDF, pages::add);
        assertEquals(List.of(1), pages);
        assertEquals(22, reading.report().analytes().size());
    }

    @Test
    void aDamagedPdfIsAnIoError() {
        byte[] damaged = "%PDF-1.7\nthis is not the rest of a PDF".getBytes();
        assertThrows(java.io.IOException.class, () -> reader.read(damaged, FileType.PDF));
    }

    /**
     * A watermark drawn across the table in letters four times the body's height is no part of the
     * row it crosses: its letters do not end up between the row's ("AlkalinSe Phmosphataase").
     */
    @Test
    void aWatermarkAcrossARowLeavesTheRowWhole() throws Exception {
        LabReportReader.Reading reading = reader.read(watermarkedReport(), FileType.PDF);
        List<String> read = reading.report().analytes().stream()
                .map(a -> a.printedName() + "=" + a.valueText())
                .toList();
        assertEquals(List.of("Urea=28.00", "Alkaline Phosphatase (ALP)=45.00", "Total Protein=6.50"), read);
    }

    private static byte[] watermarkedReport() throws Exception {
        String[][] rows = {
            {"Investigation", "Result", "Reference Value", "Unit"},
            {"Urea", "28.00", "13.00 - 43.00", "mg/dL"},
            {"Alkaline Phosphatase (ALP)", "45.00", "30.00 - 120.00", "U/L"},
            {"Total Protein", "6.50", "5.70 - 8.20", "g/dL"}
        };
        try (PDDocument document = new PDDocument();
                InputStream face = LabReportReaderTest.class.getResourceAsStream(
                        "/com/mpobjects/jasperreports/fonts/liberation/LiberationSans-Regular.ttf")) {
            PDPage page = new PDPage();
            document.addPage(page);
            PDFont font = PDType0Font.load(document, face);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                float y = 600;
                for (String[] row : rows) {
                    float[] columns = {40, 220, 320, 460};
                    for (int c = 0; c < row.length; c++) {
                        text(content, font, 10, columns[c], y, row[c]);
                    }
                    y -= 24;
                }
                text(content, font, 42, 45, 564, "Smart Pathology Laboratory");
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            document.save(out);
            return out.toByteArray();
        }
    }

    private static void text(PDPageContentStream content, PDFont font, float size, float x, float y, String text)
            throws java.io.IOException {
        content.beginText();
        content.setFont(font, size);
        content.newLineAtOffset(x, y);
        content.showText(text);
        content.endText();
    }
}
