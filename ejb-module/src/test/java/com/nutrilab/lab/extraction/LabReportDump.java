package com.nutrilab.lab.extraction;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Prints what the reader sees in a report file and what it extracts, for tuning the parser.
 * Arguments: the file, then optionally the OCR languages.
 */
public final class LabReportDump {

    private LabReportDump() {}

    public static void main(String[] args) throws Exception {
        byte[] bytes = Files.readAllBytes(Path.of(args[0]));
        String languages = args.length > 1 ? args[1] : TesseractOcr.DEFAULT_LANGUAGES;
        TesseractOcr ocr = new TesseractOcr("tesseract", languages);
        LabReportReader reader = new LabReportReader(AnalyteCatalogue.shipped(), ocr);
        LabReportReader.Reading reading =
                reader.read(bytes, FileType.detect(bytes).orElseThrow());
        reading.lines().forEach(line -> System.out.println(line.page() + ": " + line.text()));
        System.out.println(reading.report().labName() + " " + reading.report().collectedAt());
        reading.report().analytes().forEach(System.out::println);
    }
}
