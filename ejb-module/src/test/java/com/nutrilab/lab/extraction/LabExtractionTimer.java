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
 * each photo and scan of the generated evaluation set once, and the real reports' photos and scans
 * in {@code ../shared} when they are there, one page at a time. Besides the wall-clock time of a
 * read, the processor time it took (this process's and its Tesseract children's, from Linux's
 * {@code /proc/self/stat}): what a page costs one core, which a machine busy with other work does
 * not inflate as it does the wall-clock time.
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

    /** The real reports' photos and scans, beside the repository; timed per page when they are there. */
    private static final List<Path> REAL = List.of(
            Path.of("..", "..", "shared", "real-labs", "real-02.png"),
            Path.of("..", "..", "shared", "real-labs", "real-13.jpg"),
            Path.of("..", "..", "shared", "real-labs-2", "real-27.pdf"));

    /** Processor time of every read, in the order of the reads, and the pages of each. */
    private static final List<long[]> CPU = new ArrayList<>();

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
        CPU.clear();
        long[] text = new long[TEXT.size() * 50];
        for (int i = 0; i < text.length; i++) {
            text[i] = read(reader, files.get(TEXT.get(i % TEXT.size())));
        }
        report("text PDF page", text);
        reportCpu("text PDF page");
        for (String name : OCR) {
            read(reader, files.get(name)); // Tesseract's data cached by the OS, the image code compiled
        }
        CPU.clear();
        long[] ocr = new long[OCR.size() * ocrRounds];
        for (int i = 0; i < ocr.length; i++) {
            ocr[i] = read(reader, files.get(OCR.get(i % OCR.size())));
        }
        report("OCR page (image or scan), samples", ocr);
        reportCpu("OCR page (image or scan), samples");
        List<long[]> samplesCpu = new ArrayList<>(CPU);
        CPU.clear();
        long[] generated = generatedOcrPages(reader);
        report("OCR page (image or scan), generated set once each", generated);
        reportCpu("OCR page (image or scan), generated set once each");
        CPU.addAll(0, samplesCpu);
        reportCpu("OCR page, all");
        long[] all = Arrays.copyOf(ocr, ocr.length + generated.length);
        System.arraycopy(generated, 0, all, ocr.length, generated.length);
        report("OCR page, all", all);
        CPU.clear();
        long[] real = realOcrPages(reader);
        if (real.length > 0) {
            report("OCR page (image or scan), real reports' photos and scans", real);
            reportCpu("OCR page, real reports' photos and scans");
        }
    }

    /** Each page of the real reports' photos and scans, timed as the mean of its report. */
    private static long[] realOcrPages(LabReportReader reader) throws Exception {
        List<Long> times = new ArrayList<>();
        for (Path file : REAL) {
            if (Files.exists(file)) {
                byte[] bytes = Files.readAllBytes(file);
                long start = System.nanoTime();
                long cpu = cpuNanos();
                LabReportReader.Reading reading =
                        reader.read(bytes, FileType.detect(bytes).orElseThrow());
                long perPage = (System.nanoTime() - start) / reading.pages();
                CPU.add(new long[] {(cpuNanos() - cpu) / reading.pages(), reading.pages()});
                for (int page = 0; page < reading.pages(); page++) {
                    times.add(perPage);
                }
            }
        }
        return times.stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * This process's processor time and that of its children it waited for (Tesseract), in
     * nanoseconds: utime, stime, cutime and cstime of {@code /proc/self/stat}, in clock ticks of 10 ms;
     * -1 where there is no such file.
     */
    private static long cpuNanos() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long ticks = 0;
            for (int field = 11; field <= 14; field++) { // fields 14 to 17 of proc(5), after pid and name
                ticks += Long.parseLong(fields[field]);
            }
            return ticks * 10_000_000L;
        } catch (Exception e) {
            return -1;
        }
    }

    private static void reportCpu(String what) {
        List<Long> perPage = new ArrayList<>();
        for (long[] read : CPU) {
            for (int page = 0; page < read[1]; page++) {
                perPage.add(read[0]);
            }
        }
        if (perPage.isEmpty() || perPage.get(0) < 0) {
            return;
        }
        long[] samples = perPage.stream().mapToLong(Long::longValue).toArray();
        report(what + ", processor time", samples);
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

    /** Nanoseconds to read a one-page sample; its processor time is kept in {@link #CPU}. */
    private static long read(LabReportReader reader, byte[] file) throws Exception {
        long cpu = cpuNanos();
        long start = System.nanoTime();
        reader.read(file, FileType.detect(file).orElseThrow());
        long wall = System.nanoTime() - start;
        CPU.add(new long[] {cpuNanos() - cpu, 1});
        return wall;
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
