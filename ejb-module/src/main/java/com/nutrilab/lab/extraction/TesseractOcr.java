package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;

/**
 * Optical character recognition with the Tesseract command line (Debian {@code tesseract-ocr}),
 * reading its TSV output: every word with its box. One OpenMP thread per page: on two cores
 * Tesseract's default threads made a page seven times slower (docs/labs.md).
 */
public final class TesseractOcr {

    /** The longest one page may take, whatever the report's time budget still allows. */
    private static final Duration PAGE_TIMEOUT = Duration.ofSeconds(120);

    private final String command;
    private final String languages;

    public TesseractOcr(String command, String languages) {
        this.command = command;
        this.languages = languages;
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
        Path image = null;
        try {
            image = Files.createTempFile("nutrilab-ocr-", ".png");
            ImageIO.write(ImagePreparation.forOcr(page, maxPixels), "png", image.toFile());
            return parseTsv(run(image, timeout.compareTo(PAGE_TIMEOUT) < 0 ? timeout : PAGE_TIMEOUT), pageNumber);
        } catch (IOException e) {
            throw new UncheckedIOException("OCR failed", e);
        } finally {
            deleteQuietly(image);
        }
    }

    /** Tesseract's TSV for the image; its output goes to a file, so that a hung run is cut off at the timeout. */
    private String run(Path image, Duration timeout) throws IOException {
        Path tsv = Files.createTempFile("nutrilab-ocr-", ".tsv");
        try {
            ProcessBuilder builder = new ProcessBuilder(
                    command, image.toString(), "stdout", "-l", languages, "--psm", "6", "--dpi", "300", "tsv");
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

    /** Tesseract's TSV: level, page, block, paragraph, line, word, left, top, width, height, confidence, text. */
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
            lines.computeIfAbsent(line, key -> new ArrayList<>())
                    .add(new Word(
                            cells[11].strip(),
                            left,
                            top,
                            left + Double.parseDouble(cells[8]),
                            top + Double.parseDouble(cells[9])));
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
