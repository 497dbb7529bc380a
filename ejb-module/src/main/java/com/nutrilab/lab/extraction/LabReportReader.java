package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.io.MemoryUsageSetting;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;

/**
 * Reads a report file into printed lines and then results: a PDF page's text layer where it
 * has one, OCR of the page rendered for it where it has not, OCR for images (every TIFF page).
 * Everything is bounded by the {@link ReadingLimits}: a file over one of them is refused with a
 * {@link ReportRefusedException} before it costs the memory or time.
 */
public final class LabReportReader {

    /** Fewer printed characters than this and a PDF page is taken for a scan. */
    private static final int MIN_TEXT_CHARACTERS = 20;
    /** Words of a line beyond this are dropped: a results row has a dozen. */
    private static final int MAX_WORDS_PER_LINE = 200;
    /** What PDFBox may keep in memory of its own buffers; the rest goes to temporary files. */
    private static final long PDFBOX_MEMORY_BYTES = 16L * 1024 * 1024;

    private final ReportParser parser;
    private final TesseractOcr ocr;
    private final ReadingLimits limits;

    public LabReportReader(AnalyteCatalogue catalogue, TesseractOcr ocr) {
        this(catalogue, ocr, ReadingLimits.DEFAULTS);
    }

    public LabReportReader(AnalyteCatalogue catalogue, TesseractOcr ocr, ReadingLimits limits) {
        this.parser = new ReportParser(catalogue);
        this.ocr = ocr;
        this.limits = limits;
    }

    /** What was read, how many pages needed OCR, and the printed lines it was read from. */
    public record Reading(ExtractedReport report, int pages, int ocrPages, List<TextLine> lines) {}

    public Reading read(byte[] file, FileType type) throws IOException {
        return read(file, type, page -> {});
    }

    /**
     * Reads, telling {@code beforePage} each page number first (processing renews its lease there).
     *
     * @throws ReportRefusedException when the file is over a limit (its code says which)
     * @throws IOException            when the file is damaged
     */
    public Reading read(byte[] file, FileType type, IntConsumer beforePage) throws IOException {
        Deadline deadline = Deadline.after(limits.timeBudget());
        List<TextLine> lines = new ArrayList<>();
        List<String> foreignScripts = new ArrayList<>();
        int[] ocrPages = {0};
        int pages;
        if (type == FileType.PDF) {
            pages = readPdf(file, lines, foreignScripts, ocrPages, beforePage, deadline);
        } else {
            pages = ImagePages.read(file, limits, deadline, (page, image) -> {
                beforePage.accept(page);
                addOcr(lines, foreignScripts, image, page, deadline);
                ocrPages[0]++;
            });
        }
        deadline.check();
        ExtractedReport report = parser.parse(lines);
        if (report.analytes().isEmpty() && !foreignScripts.isEmpty()) {
            // Not a poor scan or a letter: a report in a script that no model here reads.
            throw ReportRefusedException.unsupportedLanguage(foreignScripts.get(0));
        }
        return new Reading(report, pages, ocrPages[0], List.copyOf(lines));
    }

    private int readPdf(
            byte[] file,
            List<TextLine> lines,
            List<String> foreignScripts,
            int[] ocrPages,
            IntConsumer beforePage,
            Deadline deadline)
            throws IOException {
        CompressedStreams.check(file, limits, deadline);
        try (PDDocument document = load(file)) {
            int pages = document.getNumberOfPages();
            if (pages > limits.maxPages()) {
                throw ReportRefusedException.tooManyPages(limits.maxPages());
            }
            PageRendering rendering = null;
            for (int page = 1; page <= pages; page++) {
                deadline.check();
                beforePage.accept(page);
                PageBudget budget = new PageBudget(page, limits.maxGlyphsPerPage(), deadline);
                List<Word> words = PdfText.words(document, page, budget);
                if (words.stream().mapToInt(w -> w.text().length()).sum() < MIN_TEXT_CHARACTERS) {
                    rendering = rendering == null ? new PageRendering(document, limits) : rendering;
                    addOcr(lines, foreignScripts, rendering.render(document, page - 1, budget), page, deadline);
                    ocrPages[0]++;
                } else {
                    List<TextLine> text = TextLine.assemble(page, words);
                    PageLanguage.foreignScript(text).ifPresent(foreignScripts::add);
                    add(lines, text);
                }
            }
            return pages;
        }
    }

    /**
     * The page's lines by OCR; a page that gives no result on its own is also asked its script, so
     * that a report in a script no model here reads is told apart from a poor scan.
     */
    private void addOcr(
            List<TextLine> lines, List<String> foreignScripts, BufferedImage image, int page, Deadline deadline) {
        List<TextLine> read = ocr.lines(image, page, limits.ocrPixels(), deadline.remaining());
        add(lines, read);
        if (parser.parse(read).analytes().isEmpty()) {
            ocr.foreignScript(image, limits.ocrPixels(), deadline.remaining()).ifPresent(foreignScripts::add);
        }
    }

    private static void add(List<TextLine> lines, List<TextLine> page) {
        page.forEach(line -> lines.add(line.firstWords(MAX_WORDS_PER_LINE)));
    }

    private static PDDocument load(byte[] file) throws IOException {
        try {
            return Loader.loadPDF(file, "", null, null, MemoryUsageSetting.setupMixed(PDFBOX_MEMORY_BYTES).streamCache);
        } catch (InvalidPasswordException e) {
            throw ReportRefusedException.encrypted();
        }
    }
}
