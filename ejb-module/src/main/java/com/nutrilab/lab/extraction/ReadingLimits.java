package com.nutrilab.lab.extraction;

import java.time.Duration;

/**
 * How much memory and time the reader may spend on one file. Every bound is checked before the
 * cost is paid (image dimensions from the header, stream sizes before PDFBox inflates them), so a
 * hostile file ends as a refused report instead of exhausting the node.
 *
 * @param maxImagePixels   images, and images inside PDFs, with more pixels than this are refused
 * @param ocrPixels        the most pixels a page is decoded, rendered or enlarged to for OCR
 *                         (A4 at 300 dpi is 8.7 million)
 * @param maxPages         files with more pages are refused
 * @param maxGlyphsPerPage PDF pages with more printed characters are refused (a dense page has 5,000)
 * @param maxStreamBytes   the most bytes one compressed PDF stream may inflate to: PDFBox inflates a
 *                         stream whole into memory, so this bounds its memory per stream
 * @param timeBudget       wall-clock time for one report, OCR included
 */
public record ReadingLimits(
        long maxImagePixels,
        long ocrPixels,
        int maxPages,
        int maxGlyphsPerPage,
        long maxStreamBytes,
        Duration timeBudget) {

    public static final ReadingLimits DEFAULTS =
            new ReadingLimits(50_000_000, 12_000_000, 30, 20_000, 96L * 1024 * 1024, Duration.ofSeconds(120));

    /** The most bytes all compressed streams of one PDF may inflate to together. */
    long maxInflatedBytes() {
        return 4 * maxStreamBytes;
    }
}
