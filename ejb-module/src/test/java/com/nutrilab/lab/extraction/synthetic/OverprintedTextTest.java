package com.nutrilab.lab.extraction.synthetic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.lab.extraction.ExtractedAnalyte;
import com.nutrilab.lab.extraction.FileType;
import com.nutrilab.lab.extraction.LabReportReader;
import com.nutrilab.lab.extraction.TesseractOcr;
import com.nutrilab.lab.extraction.TextLine;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;

/**
 * A text PDF that draws bold by printing each glyph several times at (nearly) one spot reads as one
 * letter per glyph, in names and in values; letters and digits printed side by side ({@code 111},
 * {@code ll}, {@code 0,00}) stay as many as they are.
 */
class OverprintedTextTest {

    private static final LabReportReader READER =
            new LabReportReader(AnalyteCatalogue.shipped(), new TesseractOcr("tesseract-is-not-needed", "eng"));

    @Test
    void aLetterDrawnAgainWhereItStandsIsOneLetter() throws IOException {
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            sheet.overprinted(Typeface.SANS, 12, 40, 60, "Allgemeines Labor Rüsselsheim", 4, 0.1f);
            sheet.text(Typeface.SANS, 9, 40, 80, "Test Result Unit Reference");
            // Four copies a tenth of a point apart, as the Indian report draws its names.
            sheet.overprinted(Typeface.SANS, 9, 40, 100, "Haemoglobin (Hb)", 4, 0.1f);
            sheet.text(Typeface.SANS, 9, 250, 100, "12.6");
            sheet.text(Typeface.SANS, 9, 320, 100, "g/dL");
            sheet.text(Typeface.SANS, 9, 400, 100, "12.0 - 15.0");
            // Name and value both drawn twice, a third of a point apart (a shadow).
            sheet.overprinted(Typeface.SANS, 9, 40, 115, "Platelet Count", 2, 0.3f);
            sheet.overprinted(Typeface.SANS, 9, 250, 115, "311", 2, 0.3f);
            sheet.text(Typeface.SANS, 9, 320, 115, "10^3/uL");
            sheet.text(Typeface.SANS, 9, 400, 115, "150 - 450");
            // Printed once: double letters and repeated digits are no overprint.
            sheet.text(Typeface.SANS, 9, 40, 130, "Alkaline Phosphatase");
            sheet.text(Typeface.SANS, 9, 250, 130, "111");
            sheet.text(Typeface.SANS, 9, 320, 130, "U/L");
            sheet.text(Typeface.SANS, 9, 400, 130, "40 - 129");
            sheet.overprinted(Typeface.SANS_BOLD, 9, 40, 145, "Cholesterol", 3, 0.15f);
            sheet.overprinted(Typeface.SANS_BOLD, 9, 250, 145, "211", 3, 0.15f);
            sheet.text(Typeface.SANS, 9, 320, 145, "mg/dL");
            sheet.text(Typeface.SANS, 9, 400, 145, "< 200");
        }
        byte[] pdf = ReportFixtures.save(document);

        LabReportReader.Reading reading = READER.read(pdf, FileType.PDF);

        List<String> lines = reading.lines().stream().map(TextLine::text).toList();
        assertEquals("Allgemeines Labor Rüsselsheim", lines.get(0));
        assertEquals("Haemoglobin (Hb) 12.6 g/dL 12.0 - 15.0", lines.get(2));
        assertEquals("Platelet Count 311 10^3/uL 150 - 450", lines.get(3));
        Map<String, String> values = new TreeMap<>();
        for (ExtractedAnalyte analyte : reading.report().analytes()) {
            values.put(analyte.printedName(), analyte.valueText() + " " + analyte.code());
        }
        assertEquals(
                Map.of(
                        "Haemoglobin (Hb)", "12.6 718-7",
                        "Platelet Count", "311 777-3",
                        "Alkaline Phosphatase", "111 6768-6",
                        "Cholesterol", "211 2093-3"),
                values);
    }
}
