package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;

/**
 * Optical character recognition with the Tesseract command line (Debian {@code tesseract-ocr}),
 * reading its TSV output: every word with its box. One OpenMP thread per page: on two cores
 * Tesseract's default threads made a page seven times slower (docs/labs.md).
 */
public final class TesseractOcr {

    /** Tesseract's script confidence below which its answer is not trusted. */
    private static final double MIN_SCRIPT_CONFIDENCE = 2.0;

    /**
     * Tesseract's orientation confidence from which a quarter turn is made: a fax of an analyser's
     * printout, turned and half graphs, gave 2.8; upright pages of text 8 to 17.
     */
    private static final double MIN_ORIENTATION_CONFIDENCE = 2.0;

    private static final Pattern OSD_SCRIPT = Pattern.compile("Script: (\\w+)\\s+Script confidence: ([\\d.]+)");
    private static final Pattern OSD_ROTATE = Pattern.compile("Rotate: (\\d+)\\s+Orientation confidence: ([\\d.]+)");

    /**
     * The languages read when the configuration names none (nutrilab.labs.ocr.languages): every page
     * in English first, then once more in the one other language its words say it is in (German,
     * French, Spanish, Italian, Portuguese, Dutch, Polish, Turkish). Tesseract's "eng+deu" reads every
     * page with both models, a fifth slower a page and no better on the evaluation set (docs/labs.md).
     */
    public static final String DEFAULT_LANGUAGES = "eng,deu,fra,spa,ita,por,nld,pol,tur";
    /** The longest one page may take, both language passes together, whatever the report's time budget allows. */
    private static final Duration PAGE_TIMEOUT = Duration.ofSeconds(120);

    private final String command;
    private final List<String> passes;
    /** Where a page's image and Tesseract's output are written while it is read; null: the system's temporary folder. */
    private final Path scratch;

    /**
     * @param languages Tesseract's language codes ("eng", "eng+deu": one pass with both models);
     *                  after a comma, a language a page is read in again when its first reading
     *                  looks like that language ("eng,deu"), the more confident reading winning
     */
    public TesseractOcr(String command, String languages) {
        this(command, languages, null);
    }

    /** As above, its temporary files in {@code scratch}, a folder of the process's own (OcrScratchDirectory). */
    public TesseractOcr(String command, String languages, Path scratch) {
        this.command = command;
        this.passes = Stream.of(languages.split(",")).map(String::strip).toList();
        this.scratch = scratch;
    }

    /** The languages configured that this Tesseract has no data for (Debian: tesseract-ocr-deu for deu). */
    public List<String> missingLanguages() {
        try {
            Process process = new ProcessBuilder(command, "--list-langs")
                    .redirectErrorStream(true)
                    .start();
            String installed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor(20, TimeUnit.SECONDS);
            Set<String> languages = Set.of(installed.split("\\s+"));
            return passes.stream()
                    .flatMap(pass -> Stream.of(pass.split("\\+")))
                    .filter(language -> !languages.contains(language))
                    .toList();
        } catch (IOException e) {
            return passes;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return passes;
        }
    }

    /** Whether the command runs here; the service starts without it and says so for images. */
    public boolean available() {
        try {
            Process process = new ProcessBuilder(command, "--version")
                    .redirectErrorStream(true)
                    .start();
            process.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
            return process.waitFor(20, TimeUnit.SECONDS) && process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The printed lines of a page image, within the default limits. */
    public List<TextLine> lines(BufferedImage page, int pageNumber) {
        return lines(page, pageNumber, ReadingLimits.DEFAULTS.ocrPixels(), PAGE_TIMEOUT);
    }

    /**
     * The printed lines of a page image, prepared for OCR first (grey, 300 dpi worth of pixels but
     * at most {@code maxPixels}, deskewed; Tesseract binarizes), read within {@code timeout}.
     * Tesseract's own lines are kept: it follows a line that slopes, which grouping words by
     * height alone does not.
     */
    public List<TextLine> lines(BufferedImage page, int pageNumber, long maxPixels, Duration timeout) {
        return read(page, pageNumber, maxPixels, timeout, Segmentation.LINES);
    }

    /**
     * The page read word by word ({@code --psm 11}, sparse text) and its words grouped into lines by
     * their height: a second reading for a page whose lines Tesseract could not find (graphics
     * between the rows, a range printed above its bar graph), which reads fewer of a plain table's
     * rows but many of such a page's (docs/labs.md).
     */
    public List<TextLine> sparseLines(BufferedImage page, int pageNumber, long maxPixels, Duration timeout) {
        return read(page, pageNumber, maxPixels, timeout, Segmentation.SPARSE);
    }

    /** How Tesseract finds the text of a page: its page segmentation mode. */
    private enum Segmentation {
        /**
         * Mode 4, one column of lines of varying size, Tesseract's own lines kept (it follows a line
         * that slopes). Not 6 (one uniform block): on photos whose ranges are printed above bar
         * graphs between the rows, 6 merged lines and read 3 of a Turkish report's 23 values, 4 read
         * 10; generated images F1 0.971 to 0.981, scans 0.969 to 0.965, held-out images 0.963 to 0.964
         * and scans 0.945 to 0.947.
         */
        LINES("4"),
        /** Mode 11, sparse text: words wherever they are, grouped into lines here. */
        SPARSE("11");

        private final String mode;

        Segmentation(String mode) {
            this.mode = mode;
        }
    }

    /**
     * The page read as {@link #lines} reads it, with its table's rules taken off first ({@link
     * TableRules}): a second reading for a page whose rows the first mostly missed; empty where the
     * page has no rules.
     */
    public Optional<List<TextLine>> linesWithoutRules(
            BufferedImage page, int pageNumber, long maxPixels, Duration timeout) {
        return ImagePreparation.forOcrWithoutRules(page, maxPixels)
                .map(prepared -> read(prepared, pageNumber, timeout, Segmentation.LINES));
    }

    private List<TextLine> read(
            BufferedImage page, int pageNumber, long maxPixels, Duration timeout, Segmentation segmentation) {
        return read(ImagePreparation.forOcr(page, maxPixels), pageNumber, timeout, segmentation);
    }

    private List<TextLine> read(BufferedImage prepared, int pageNumber, Duration timeout, Segmentation segmentation) {
        Path image = null;
        try {
            Deadline pageDeadline = Deadline.after(timeout.compareTo(PAGE_TIMEOUT) < 0 ? timeout : PAGE_TIMEOUT);
            image = written(prepared);
            List<TextLine> lines =
                    linesOf(run(image, passes.get(0), segmentation, pageDeadline), pageNumber, segmentation);
            Optional<String> language = PageLanguage.of(lines, passes.subList(1, passes.size()));
            return language.isPresent()
                    ? moreConfident(lines, image, language.get(), pageNumber, segmentation, pageDeadline)
                    : lines;
        } catch (IOException e) {
            throw new UncheckedIOException("OCR failed", e);
        } finally {
            deleteQuietly(image);
        }
    }

    private static List<TextLine> linesOf(String tsv, int pageNumber, Segmentation segmentation) {
        List<TextLine> lines = parseTsv(tsv, pageNumber);
        if (segmentation == Segmentation.LINES) {
            return lines;
        }
        List<Word> words = lines.stream().flatMap(line -> line.words().stream()).toList();
        return TextLine.assemble(pageNumber, words).stream()
                .map(line -> new TextLine(pageNumber, line.words(), true))
                .toList();
    }

    /**
     * The page read again in another language, kept if Tesseract is more confident of it; the first
     * reading stands when that language's data is not installed. Both passes share the page's time:
     * running out of it refuses the report as one slow pass would.
     */
    private List<TextLine> moreConfident(
            List<TextLine> first,
            Path image,
            String language,
            int pageNumber,
            Segmentation segmentation,
            Deadline pageDeadline) {
        try {
            List<TextLine> again = linesOf(run(image, language, segmentation, pageDeadline), pageNumber, segmentation);
            return PageLanguage.confidence(again) > PageLanguage.confidence(first) ? again : first;
        } catch (IOException e) {
            return first;
        }
    }

    /**
     * What Tesseract's orientation and script detection ({@code --psm 0}, its {@code osd} data) says
     * of a page: how far to turn it for its lines to read left to right, and its script. Asked only
     * of a page that gave no result: a page scanned or photographed sideways (a fax of an analyser's
     * printout turned a quarter) or upside down, or one in a script no model here reads.
     */
    public record Orientation(int clockwiseDegrees, double confidence, String script, double scriptConfidence) {

        /** The quarter turn that makes the page upright, when Tesseract is sure enough of it. */
        public Optional<Integer> turn() {
            return clockwiseDegrees != 0 && confidence >= MIN_ORIENTATION_CONFIDENCE
                    ? Optional.of(clockwiseDegrees)
                    : Optional.empty();
        }

        /** The script, when it is one no model here reads ("Han", "Cyrillic") and Tesseract is sure of it. */
        public Optional<String> foreignScript() {
            return script.equals("Latin") || scriptConfidence < MIN_SCRIPT_CONFIDENCE
                    ? Optional.empty()
                    : Optional.of(script);
        }
    }

    /** The page's orientation and script; empty when Tesseract cannot tell (a page with too little text). */
    public Optional<Orientation> orientation(BufferedImage page, long maxPixels, Duration timeout) {
        Path image = null;
        try {
            Deadline deadline = Deadline.after(timeout.compareTo(PAGE_TIMEOUT) < 0 ? timeout : PAGE_TIMEOUT);
            image = written(ImagePreparation.forOcr(page, maxPixels));
            String osd = runTesseract(List.of(command, image.toString(), "stdout", "--psm", "0"), deadline);
            Matcher rotate = OSD_ROTATE.matcher(osd);
            Matcher script = OSD_SCRIPT.matcher(osd);
            if (!rotate.find() || !script.find()) {
                return Optional.empty();
            }
            return Optional.of(new Orientation(
                    Integer.parseInt(rotate.group(1)),
                    Double.parseDouble(rotate.group(2)),
                    script.group(1),
                    Double.parseDouble(script.group(2))));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // a courtesy: without it such a page stays as it was read
        } finally {
            deleteQuietly(image);
        }
    }

    /** The prepared page in a temporary file Tesseract reads: binary PGM when grey, else PNG. */
    private Path written(BufferedImage prepared) throws IOException {
        boolean grey = prepared.getType() == BufferedImage.TYPE_BYTE_GRAY;
        Path image = temporaryFile(grey ? ".pgm" : ".png");
        if (grey) {
            writePgm(prepared, image);
        } else {
            ImageIO.write(prepared, "png", image.toFile());
        }
        return image;
    }

    private Path temporaryFile(String suffix) throws IOException {
        return scratch == null
                ? Files.createTempFile("nutrilab-ocr-", suffix)
                : Files.createTempFile(scratch, "nutrilab-ocr-", suffix);
    }

    /**
     * A grey page as binary PGM, which Tesseract reads as well as PNG: writing an A4 page at 300 dpi
     * as PNG took 100–300 ms of the page's time, this takes about 10.
     */
    static void writePgm(BufferedImage grey, Path file) throws IOException {
        byte[] pixels = (byte[]) grey.getRaster().getDataElements(0, 0, grey.getWidth(), grey.getHeight(), null);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            String header = "P5\n" + grey.getWidth() + " " + grey.getHeight() + "\n255\n";
            out.write(header.getBytes(StandardCharsets.US_ASCII));
            out.write(pixels);
        }
    }

    /** Tesseract's TSV for the image; its output goes to a file, so that a hung run is cut off at the timeout. */
    private String run(Path image, String languages, Segmentation segmentation, Deadline pageDeadline)
            throws IOException {
        return runTesseract(
                List.of(
                        command,
                        image.toString(),
                        "stdout",
                        "-l",
                        languages,
                        "--psm",
                        segmentation.mode,
                        "--dpi",
                        "300",
                        "tsv"),
                pageDeadline);
    }

    /** Tesseract's output for these arguments, cut off at the page's deadline. */
    private String runTesseract(List<String> arguments, Deadline pageDeadline) throws IOException {
        pageDeadline.check();
        Duration timeout = pageDeadline.remaining();
        Path tsv = temporaryFile(".tsv");
        try {
            ProcessBuilder builder = new ProcessBuilder(arguments);
            builder.environment().put("OMP_THREAD_LIMIT", "1");
            builder.redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.redirectOutput(tsv.toFile());
            Process process;
            try {
                process = builder.start();
            } catch (IOException e) {
                throw new OcrUnavailableException("Tesseract (" + command + ") cannot be run: " + e.getMessage(), e);
            }
            try {
                if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                    throw ReportRefusedException.tooComplex(
                            "Reading a page's text took longer than " + timeout.toSeconds() + " s.");
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IOException("Interrupted while running Tesseract", e);
            }
            if (process.exitValue() != 0) {
                throw new IOException("Tesseract exited with " + process.exitValue());
            }
            return Files.readString(tsv, StandardCharsets.UTF_8);
        } finally {
            deleteQuietly(tsv);
        }
    }

    /**
     * Tesseract's TSV: level, page, block, paragraph, line, word, left, top, width, height, confidence
     * (0–100), text. Each word keeps its confidence (0–1): how sure a result read from it is.
     */
    static List<TextLine> parseTsv(String tsv, int pageNumber) {
        Map<String, List<Word>> lines = new LinkedHashMap<>();
        for (String row : tsv.split("\n")) {
            String[] cells = row.split("\t", -1);
            if (cells.length < 12 || !cells[0].equals("5") || cells[11].isBlank()) {
                continue;
            }
            double left = Double.parseDouble(cells[6]);
            double top = Double.parseDouble(cells[7]);
            String line = cells[2] + '.' + cells[3] + '.' + cells[4];
            double confidence = Math.max(0, Double.parseDouble(cells[10])) / 100;
            lines.computeIfAbsent(line, key -> new ArrayList<>())
                    .add(new Word(
                            cells[11].strip(),
                            left,
                            top,
                            left + Double.parseDouble(cells[8]),
                            top + Double.parseDouble(cells[9]),
                            confidence));
        }
        return lines.values().stream()
                .map(words -> new TextLine(pageNumber, List.copyOf(words), true))
                .toList();
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // a temporary file: the OS cleans its temp directory
            }
        }
    }
}
