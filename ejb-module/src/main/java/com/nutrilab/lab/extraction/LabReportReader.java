package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
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
    /**
     * A page read by OCR is read a second time, word by word, when it gave at least this many
     * results but fewer than {@link #READ_SHARE} of the rows that start with a test's name.
     */
    private static final int MIN_RESULTS_FOR_SECOND_READING = 5;

    private static final double READ_SHARE = 0.8;
    /** How much less sure a result is that only the second reading gave. */
    private static final double SECOND_READING_CONFIDENCE = 0.6;

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
        OcrPages ocrPages = new OcrPages();
        int pages;
        if (type == FileType.PDF) {
            pages = readPdf(file, ocrPages, beforePage, deadline);
        } else {
            pages = ImagePages.read(file, limits, deadline, (page, image) -> {
                beforePage.accept(page);
                addOcr(ocrPages, image, page, deadline);
            });
        }
        deadline.check();
        List<TextLine> lines = ocrPages.lines;
        List<String> foreignScripts = ocrPages.foreignScripts;
        ExtractedReport report = withSecondReadings(parser.parse(lines), ocrPages.secondReadings);
        if (report.analytes().isEmpty() && !foreignScripts.isEmpty()) {
            // Not a poor scan or a letter: a report in a script that no model here reads.
            throw ReportRefusedException.unsupportedLanguage(foreignScripts.get(0));
        }
        return new Reading(report, pages, ocrPages.count, List.copyOf(lines));
    }

    /** What the pages gave while they were read: their lines, and what their OCR said besides. */
    private static final class OcrPages {
        final List<TextLine> lines = new ArrayList<>();
        final List<String> foreignScripts = new ArrayList<>();
        /** Results of pages read a second time, word by word; only those of tests the report lacks count. */
        final List<ExtractedAnalyte> secondReadings = new ArrayList<>();

        int count;
    }

    private int readPdf(byte[] file, OcrPages ocrPages, IntConsumer beforePage, Deadline deadline) throws IOException {
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
                    addOcr(ocrPages, rendering.render(document, page - 1, budget), page, deadline);
                } else {
                    List<TextLine> text = TextLine.assemble(page, words);
                    PageLanguage.foreignScript(text).ifPresent(ocrPages.foreignScripts::add);
                    add(ocrPages.lines, text);
                }
            }
            return pages;
        }
    }

    /**
     * The page's lines by OCR. A page that gives no result on its own is asked its orientation and
     * script: one scanned or photographed sideways or upside down is turned upright and read again,
     * and a report in a script no model here reads is told apart from a poor scan. A page whose rows
     * mostly gave nothing is read again with its table's rules taken off, where it has rules (that
     * reading stands where it is clearly better), and a second time word by word.
     */
    private void addOcr(OcrPages ocrPages, BufferedImage image, int page, Deadline deadline) {
        PageReading read = reading(image, page, deadline);
        ocrPages.count++;
        if (read.results().isEmpty()) {
            read = upright(read, page, deadline, ocrPages.foreignScripts);
        }
        int rows = parser.rowsNamingATest(read.lines());
        if (read.results().size() < READ_SHARE * rows || read.results().isEmpty()) {
            PageReading unruled = withoutRules(read, page, deadline);
            rows = unruled == read ? rows : Math.max(rows, parser.rowsNamingATest(unruled.lines()));
            read = unruled;
        }
        add(ocrPages.lines, read.lines());
        int results = read.results().size();
        if (results >= MIN_RESULTS_FOR_SECOND_READING && results < READ_SHARE * rows) {
            ocrPages.secondReadings.addAll(wordByWord(read.image(), page, deadline));
        }
    }

    /** One OCR reading of a page: the image read, its lines, and the results they give. */
    private record PageReading(BufferedImage image, List<TextLine> lines, List<ExtractedAnalyte> results) {}

    private PageReading reading(BufferedImage image, int page, Deadline deadline) {
        List<TextLine> lines = ocr.lines(image, page, limits.ocrPixels(), deadline.remaining());
        return new PageReading(image, lines, parser.parse(lines).analytes());
    }

    /**
     * A page that gave nothing, read again turned upright where Tesseract finds it sideways or upside
     * down; where it still gives nothing, a script no model here reads is noted.
     */
    private PageReading upright(PageReading read, int page, Deadline deadline, List<String> foreignScripts) {
        Optional<TesseractOcr.Orientation> orientation =
                ocr.orientation(read.image(), limits.ocrPixels(), deadline.remaining());
        Optional<PageReading> turned = orientation
                .flatMap(TesseractOcr.Orientation::turn)
                .map(turn -> reading(ImagePreparation.turned(read.image(), turn), page, deadline))
                .filter(again -> !again.results().isEmpty());
        if (turned.isEmpty()) {
            orientation.flatMap(TesseractOcr.Orientation::foreignScript).ifPresent(foreignScripts::add);
        }
        return turned.orElse(read);
    }

    /**
     * The page read again with its table's rules taken off, where it has rules and that reading is
     * clearly better: a rule under each row touching its letters hides the row from Tesseract. Half the
     * time left at most; the first reading stands if this one runs out of it.
     */
    private PageReading withoutRules(PageReading read, int page, Deadline deadline) {
        try {
            return ocr.linesWithoutRules(
                            read.image(),
                            page,
                            limits.ocrPixels(),
                            deadline.remaining().dividedBy(2))
                    .map(lines -> new PageReading(
                            read.image(), lines, parser.parse(lines).analytes()))
                    .filter(unruled -> clearlyBetter(unruled.results(), read.results()))
                    .orElse(read);
        } catch (ReportRefusedException | UncheckedIOException e) {
            return read;
        }
    }

    /**
     * Whether a second reading of a page is clearly better than its first: more results given sure, and
     * at least twice as many in all. More results alone is not enough: on a cumulative scan with rules
     * the second reading gave twice as many results, none sure and more of them wrong.
     */
    private static boolean clearlyBetter(List<ExtractedAnalyte> second, List<ExtractedAnalyte> first) {
        return sure(second) > sure(first) && second.size() >= 2 * Math.max(1, first.size());
    }

    private static long sure(List<ExtractedAnalyte> results) {
        return results.stream().filter(result -> result.doubt() == null).count();
    }

    /** The page's results read word by word; half the time left at most, none if it runs out. */
    private List<ExtractedAnalyte> wordByWord(BufferedImage image, int page, Deadline deadline) {
        try {
            List<TextLine> words = ocr.sparseLines(
                    image, page, limits.ocrPixels(), deadline.remaining().dividedBy(2));
            return parser.parse(words).analytes();
        } catch (ReportRefusedException | UncheckedIOException e) {
            return List.of(); // a courtesy: the page keeps what its first reading gave
        }
    }

    /**
     * The report with the results only a second reading of a page gave: of catalogue tests the report
     * has none of, each once, marked doubtful (its line was found word by word, and its range is
     * often lost: a range printed above its bar graph is a line of its own then).
     */
    private static ExtractedReport withSecondReadings(ExtractedReport report, List<ExtractedAnalyte> secondReadings) {
        Set<String> tests = new HashSet<>();
        report.analytes().stream()
                .map(ExtractedAnalyte::code)
                .filter(Objects::nonNull)
                .forEach(tests::add);
        List<ExtractedAnalyte> analytes = new ArrayList<>(report.analytes());
        for (ExtractedAnalyte second : secondReadings) {
            if (second.code() != null && tests.add(second.code())) {
                analytes.add(second.withDoubt(
                        SECOND_READING_CONFIDENCE,
                        "read only by a second, word-by-word reading of this scan, whose lines were hard to"
                                + " find; check it against the report"));
            }
        }
        return analytes.size() == report.analytes().size()
                ? report
                : new ExtractedReport(report.labName(), report.collectedAt(), analytes, report.earlier());
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
