package com.nutrilab.lab.extraction;

import com.nutrilab.lab.extraction.synthetic.SyntheticLabSet;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Every report file read once per test JVM. {@code LabSampleEvaluationTest}, {@code RealLabEvaluationTest}
 * and {@code LabFhirTest} read the same sample, generated and real files through the same reader (the
 * shipped catalogue, Tesseract with its default languages); Surefire runs a module's test classes in
 * one JVM, so the second class to ask for a file gets the first one's reading instead of doing its OCR
 * again (about three minutes of the test command). Keyed by the file's SHA-256: the same bytes through
 * the same reader give the same reading. A file being read on one thread is waited for on another.
 */
public final class SharedReadings {

    /** A reading and the milliseconds its first read took. */
    public record Timed(LabReportReader.Reading reading, long millis) {}

    private static final Map<Path, String> WRITTEN_SETS = new ConcurrentHashMap<>();
    private static final ConcurrentMap<String, FutureTask<Timed>> READINGS = new ConcurrentHashMap<>();
    private static final LabReportReader READER = new LabReportReader(
            AnalyteCatalogue.shipped(), new TesseractOcr("tesseract", TesseractOcr.DEFAULT_LANGUAGES));

    private SharedReadings() {}

    /**
     * The generated set of this seed in {@code dir}, written once per JVM: a PDF written again differs
     * in its {@code /ID} (PDFBox makes it from the clock), so a set written twice would be read twice.
     */
    public static synchronized Path syntheticSet(Path dir, String seed) throws IOException {
        Path key = dir.toAbsolutePath().normalize();
        if (!seed.equals(WRITTEN_SETS.get(key))) {
            SyntheticLabSet.write(dir, seed);
            WRITTEN_SETS.put(key, seed);
        }
        return dir;
    }

    /** The file read as the service reads it; a refusal ({@link ReportRefusedException}) is thrown each time. */
    public static LabReportReader.Reading read(byte[] file) throws IOException {
        return timed(file).reading();
    }

    public static Timed timed(byte[] file) throws IOException {
        FutureTask<Timed> task = new FutureTask<>(() -> {
            long start = System.nanoTime();
            LabReportReader.Reading reading =
                    READER.read(file, FileType.detect(file).orElseThrow());
            return new Timed(reading, (System.nanoTime() - start) / 1_000_000);
        });
        FutureTask<Timed> first = READINGS.putIfAbsent(sha256(file), task);
        if (first == null) {
            first = task;
            task.run();
        }
        try {
            return first.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while a file was read");
        } catch (ExecutionException e) {
            throw rethrown(e.getCause());
        }
    }

    private static IOException rethrown(Throwable cause) {
        if (cause instanceof IOException io) {
            return io;
        }
        if (cause instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IOException(cause);
    }

    private static String sha256(byte[] file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(file));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
