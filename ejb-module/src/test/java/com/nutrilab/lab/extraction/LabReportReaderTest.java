package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
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
}
