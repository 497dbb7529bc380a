package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** OCR without Tesseract, and Tesseract's TSV read into lines. */
class TesseractOcrTest {

    @Test
    void withoutTesseractAnImageFailsAsOcrUnavailable() throws Exception {
        TesseractOcr missing = new TesseractOcr("/nonexistent/tesseract", "eng");
        assertFalse(missing.available());
        LabReportReader reader = new LabReportReader(AnalyteCatalogue.shipped(), missing);
        byte[] png = LabSampleEvaluationTest.class
                .getResourceAsStream("/lab-samples/sample-05-us-reference-lab.png")
                .readAllBytes();
        assertThrows(OcrUnavailableException.class, () -> reader.read(png, FileType.PNG));
        assertThrows(
                OcrUnavailableException.class,
                () -> missing.lines(new BufferedImage(10, 10, BufferedImage.TYPE_BYTE_GRAY), 1));
    }

    @Test
    void tsvWordsAreGroupedByTesseractsLines() {
        String tsv = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n"
                + "5\t1\t1\t1\t1\t1\t10\t100\t50\t12\t95\tGlucose\n"
                + "5\t1\t1\t1\t1\t2\t200\t104\t20\t12\t42.5\t81\n"
                + "5\t1\t1\t1\t2\t1\t10\t130\t30\t12\t95\tBUN\n"
                + "4\t1\t1\t1\t2\t0\t10\t130\t300\t12\t-1\t\n";
        List<TextLine> lines = TesseractOcr.parseTsv(tsv, 3);
        assertEquals(2, lines.size());
        assertEquals("Glucose 81", lines.get(0).text());
        assertEquals(0.425, lines.get(0).words().get(1).confidence(), 1e-9, "Tesseract's confidence, 0 to 1");
        assertTrue(lines.get(0).recognised());
        assertEquals(3, lines.get(1).page());
    }
}
