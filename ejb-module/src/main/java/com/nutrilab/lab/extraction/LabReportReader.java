package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.IntConsumer;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * Reads a report file into printed lines and then results: a PDF page's text layer where it
 * has one, OCR of the page rendered at 300 dpi where it has not, OCR for images (every TIFF page).
 */
public final class LabReportReader {

    /** Fewer printed characters than this and a PDF page is taken for a scan. */
    private static final int MIN_TEXT_CHARACTERS = 20;
    private static final float OCR_DPI = 300;
    /** Pages beyond this are not read: a lab report is a few pages, and OCR costs seconds a page. */
    private static final int MAX_PAGES = 30;

    private final ReportParser parser;
    private final TesseractOcr ocr;

    public LabReportReader(AnalyteCatalogue catalogue, TesseractOcr ocr) {
        this.parser = new ReportParser(catalogue);
        this.ocr = ocr;
    }

    /** What was read, how many pages needed OCR, and the printed lines it was read from. */
    public record Reading(ExtractedReport report, int pages, int ocrPages, List<TextLine> lines) {
    }

    public Reading read(byte[] file, FileType type) throws IOException {
        return read(file, type, page -> { });
    }

    /** Reads, telling {@code beforePage} each page number first (processing renews its lease there). */
    public Reading read(byte[] file, FileType type, IntConsumer beforePage) throws IOException {
        List<TextLine> lines = new ArrayList<>();
        int[] ocrPages = {0};
        int pages = type == FileType.PDF ? readPdf(file, lines, ocrPages, beforePage)
                : readImages(file, lines, ocrPages, beforePage);
        return new Reading(parser.parse(lines), pages, ocrPages[0], List.copyOf(lines));
    }

    private int readPdf(byte[] file, List<TextLine> lines, int[] ocrPages, IntConsumer beforePage) throws IOException {
        try (PDDocument document = Loader.loadPDF(file)) {
            int pages = Math.min(document.getNumberOfPages(), MAX_PAGES);
            PDFRenderer renderer = null;
            for (int page = 1; page <= pages; page++) {
                beforePage.accept(page);
                List<Word> words = PdfText.words(document, page);
                if (words.stream().mapToInt(w -> w.text().length()).sum() < MIN_TEXT_CHARACTERS) {
                    renderer = renderer == null ? new PDFRenderer(document) : renderer;
                    lines.addAll(ocr.lines(renderer.renderImageWithDPI(page - 1, OCR_DPI, ImageType.GRAY), page));
                    ocrPages[0]++;
                } else {
                    lines.addAll(TextLine.assemble(page, words));
                }
            }
            return pages;
        }
    }

    private int readImages(byte[] file, List<TextLine> lines, int[] ocrPages, IntConsumer beforePage)
            throws IOException {
        try (ImageInputStream input = ImageIO.createImageInputStream(new ByteArrayInputStream(file))) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(input);
            if (!readers.hasNext()) {
                throw new IOException("No image reader for this file");
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(input);
                int pages = Math.min(reader.getNumImages(true), MAX_PAGES);
                for (int page = 1; page <= pages; page++) {
                    beforePage.accept(page);
                    BufferedImage image = reader.read(page - 1);
                    lines.addAll(ocr.lines(image, page));
                    ocrPages[0]++;
                }
                return pages;
            } finally {
                reader.dispose();
            }
        }
    }
}
