package com.nutrilab.lab.extraction.synthetic;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.lab.extraction.ExtractedAnalyte;
import com.nutrilab.lab.extraction.FileType;
import com.nutrilab.lab.extraction.LabReportReader;
import com.nutrilab.lab.extraction.TesseractOcr;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Random;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

/**
 * A page photographed or scanned sideways (the Swiss scan's seventh page, a fax turned a quarter)
 * gives no result as it is; Tesseract's orientation detection turns it upright and it is read
 * again. Needs Tesseract, as the evaluation does.
 */
class TurnedPageTest {

    @Test
    void aPageTurnedAQuarterIsReadUpright() throws IOException {
        GeneratedReport report = new NotesUnderTableLayout(ReportLanguage.EN).draw(new Random(57));
        BufferedImage page;
        try (PDDocument document = Loader.loadPDF(report.pdf())) {
            page = new PDFRenderer(document).renderImageWithDPI(0, 200, ImageType.GRAY);
        }
        BufferedImage turned = new BufferedImage(page.getHeight(), page.getWidth(), BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = turned.createGraphics();
        g.translate(turned.getWidth(), 0);
        g.rotate(Math.PI / 2); // a quarter clockwise: the lines run down the image
        g.drawImage(page, 0, 0, null);
        g.dispose();
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        ImageIO.write(turned, "png", png);
        LabReportReader reader = new LabReportReader(
                AnalyteCatalogue.shipped(), new TesseractOcr("tesseract", TesseractOcr.DEFAULT_LANGUAGES));

        List<ExtractedAnalyte> read =
                reader.read(png.toByteArray(), FileType.PNG).report().analytes();

        long right = report.results().stream()
                .filter(want -> read.stream()
                        .anyMatch(got -> got.value() != null
                                && Math.abs(got.value() - want.value()) < 1e-9
                                && want.ucum().equals(got.unit())))
                .count();
        assertTrue(right >= report.results().size() - 1, () -> right + " of " + report.results() + ": " + read);
    }
}
