package com.nutrilab.lab.extraction;

import com.nutrilab.lab.extraction.synthetic.SyntheticLabSet;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Extraction time per page over the sample reports, in process (bench/labs.sh runs it):
 * text PDFs after a warm-up of the JVM, OCR pages (Tesseract, one thread) after one pass, then
 * each photo and scan of the generated evaluation set once, one page at a time.
 */
public final class LabExtractionTimer {

    private static final List<String> TEXT = List.of(
            "sample-01-us-reference-lab.pdf",
            "sample-02-us-hospital.pdf",
            "sample-03-uk-nhs.pdf",
            "sample-04-free-text.pdf");
    private static final List<String> OCR = List.of(
            "sample-05-us-reference-lab.png",
            "sample-06-uk-nhs.png",
            "sample-07-us-hospital.jpg",
            "sample-08-free-text.jpg",
            "sample-09-us-reference-lab-scan.pdf");

    private LabExtractionTimer() {}

    public static void main(String[] args) throws Exception {
        int warmUpSeconds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        int ocrRounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        LabReportReader reader = new LabReportReader(
                AnalyteCatalogue.shipped(), new TesseractOcr("tesseract", TesseractOcr.DEFAULT_LANGUAGES));
        Map<String, byte[]> files = new TreeMap<>();
        for (String name : concat(TEXT, OCR)) {
            try (InputStream in = LabExtractionTimer.class.getResourceAsStream("/lab-samples/" + name)) {
                files.put(name, in.readAllBytes());
            }
        }
        long end = System.nanoTime() + warmUpSeconds * 1_000_000_000L;
        while (System.nanoTime() < end) {
            for (String name : TEXT) {
                read(reader, files.get(name));
            }
        }
        long[] text = new long[TEXT.size() * 50];
        for (int i = 0; i < text.length; i++) {
            text[i] = read(reader, files.get(TEXT.get(i % TEXT.size())));
        }
        report("text PDF page", text);
        for (String name : OCR) {
            read(reader, files.get(name)); // Tesseract's data cached by the OS, the image code compiled
        }
        long[] ocr = new long[OCR.size() * ocrRounds];
        for (int i = 0; i < ocr.length; i++) {
            ocr[i] = read(reader, files.get(OCR.get(i % OCR.size())));
        }
        report("OCR page (image or scan), samples", ocr);
        long[] generated = generatedOcrPages(reader);
        report("OCR page (image or scan), generated set once each", generated);
        long[] all = Arrays.copyOf(ocr, ocr.length + generated.length);
        System.arraycopy(generated, 0, all, ocr.length, generated.length);
        report("OCR page, all", all);
    }

    /** Each degraded page of the generated set (issue 12: German pages are read twice) once. */
    private static long[] generatedOcrPages(LabReportReader reader) throws Exception {
        Path dir = SyntheticLabSet.write(Path.of("target", "synthetic-labs"));
        List<Long> times = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().matches(".*-(photo|scan)\\.(png|jpg|pdf)"))
                    .sorted()
                    .toList()) {
                times.add(read(reader, Files.readAllBytes(file)));
            }
        }
        return times.stream().mapToLong(Long::longValue).toArray();
    }

    /** Nanoseconds to read a one-page sample. */
    private static long read(LabReportReader reader, byte[] file) throws Exception {
        long start = System.nanoTime();
        reader.read(file, FileType.detect(file).orElseThrow());
        return System.nanoTime() - start;
    }

    private static void report(String what, long[] samples) {
        Arrays.sort(samples);
        System.out.printf(
                "%s: %d reads, median %.1f ms, p90 %.1f ms, max %.1f ms%n",
                what,
                samples.length,
                samples[samples.length / 2] / 1e6,
                samples[(int) (samples.length * 0.9)] / 1e6,
                samples[samples.length - 1] / 1e6);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
