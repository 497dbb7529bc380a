package com.nutrilab.lab.extraction;

import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Finds decompression bombs in a PDF before PDFBox reads it. PDFBox inflates each stream it
 * touches whole into memory (its cross-reference and object streams while loading, content and
 * images while reading), so a few kilobytes of zeros deflated can take the heap. This scans the
 * raw file for the data after every {@code stream} keyword that starts like zlib data, and
 * inflates it into a small reused buffer only to count: a stream that inflates past the
 * per-stream limit, or streams that together pass the per-file limit, refuse the report.
 * Flate is what PDFs compress with; other filters' expansion is bounded by the time budget.
 */
final class CompressedStreams {

    private static final byte[] KEYWORD = {'s', 't', 'r', 'e', 'a', 'm'};
    private static final int BUFFER_BYTES = 64 * 1024;
    private static final int CHECK_EVERY_BUFFERS = 64;

    private CompressedStreams() {}

    static void check(byte[] pdf, ReadingLimits limits, Deadline deadline) {
        byte[] sink = new byte[BUFFER_BYTES];
        long total = 0;
        int from = 0;
        int start;
        while ((start = nextStreamData(pdf, from)) >= 0) {
            Inflated inflated = inflate(pdf, start, sink, limits.maxStreamBytes(), deadline);
            total += inflated.bytes;
            if (inflated.bytes > limits.maxStreamBytes() || total > limits.maxInflatedBytes()) {
                throw ReportRefusedException.tooComplex(String.format(
                        java.util.Locale.ROOT,
                        "A compressed part of this PDF expands to more than %,d MiB (a decompression bomb).",
                        (inflated.bytes > limits.maxStreamBytes() ? limits.maxStreamBytes() : limits.maxInflatedBytes())
                                >> 20));
            }
            from = start + Math.max(1, inflated.consumed);
        }
    }

    private record Inflated(long bytes, int consumed) {}

    /** Inflates until the data ends, is not zlib, or passes {@code max}: how much came out, and how much went in. */
    private static Inflated inflate(byte[] pdf, int start, byte[] sink, long max, Deadline deadline) {
        if (!looksLikeZlib(pdf, start)) {
            return new Inflated(0, 0);
        }
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(pdf, start, pdf.length - start);
            long bytes = 0;
            int buffers = 0;
            while (!inflater.finished() && bytes <= max) {
                int n = inflater.inflate(sink);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    break;
                }
                bytes += n;
                if (++buffers % CHECK_EVERY_BUFFERS == 0) {
                    deadline.check();
                }
            }
            return new Inflated(bytes, (int) Math.min(Integer.MAX_VALUE, inflater.getBytesRead()));
        } catch (DataFormatException broken) {
            return new Inflated(0, 0); // PDFBox decides what to make of damaged data
        } finally {
            inflater.end();
        }
    }

    /** The index of the first data byte after the next {@code stream} keyword and its end of line, or -1. */
    private static int nextStreamData(byte[] pdf, int from) {
        for (int i = from; i <= pdf.length - KEYWORD.length - 1; i++) {
            if (matches(pdf, i) && (i == 0 || !Character.isLetter(pdf[i - 1]))) {
                int end = i + KEYWORD.length;
                if (pdf[end] == '\r' && end + 1 < pdf.length && pdf[end + 1] == '\n') {
                    return end + 2;
                }
                if (pdf[end] == '\n' || pdf[end] == '\r') {
                    return end + 1;
                }
            }
        }
        return -1;
    }

    private static boolean matches(byte[] pdf, int at) {
        for (int k = 0; k < KEYWORD.length; k++) {
            if (pdf[at + k] != KEYWORD[k]) {
                return false;
            }
        }
        return true;
    }

    /** A zlib header: deflate with a window of at most 32 KiB, and a check value that divides by 31. */
    private static boolean looksLikeZlib(byte[] pdf, int at) {
        if (at + 1 >= pdf.length) {
            return false;
        }
        int cmf = pdf[at] & 0xFF;
        int flg = pdf[at + 1] & 0xFF;
        return (cmf & 0x0F) == 8 && (cmf >> 4) <= 7 && ((cmf << 8) | flg) % 31 == 0;
    }
}
