package com.nutrilab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.lab.extraction.FileType;
import com.nutrilab.lab.extraction.HostileFiles;
import com.nutrilab.lab.extraction.LabReportReader;
import com.nutrilab.lab.extraction.ReadingLimits;
import com.nutrilab.lab.extraction.TesseractOcr;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every file of the hostile corpus ends with one of its expected codes, within its report's time
 * budget, read by the real reader (PDFBox, ImageIO, Tesseract); and what an absurd report yields
 * is fitted to the database before it is stored.
 */
class HostileFilesTest {

    private static final Duration BUDGET = Duration.ofSeconds(30);
    private static final ReadingLimits LIMITS = new ReadingLimits(
            ReadingLimits.DEFAULTS.maxImagePixels(),
            ReadingLimits.DEFAULTS.ocrPixels(),
            ReadingLimits.DEFAULTS.maxPages(),
            ReadingLimits.DEFAULTS.maxGlyphsPerPage(),
            ReadingLimits.DEFAULTS.maxStreamBytes(),
            BUDGET);
    private static final LabReportReader READER =
            new LabReportReader(AnalyteCatalogue.shipped(), new TesseractOcr("tesseract", "eng"), LIMITS);

    @TestFactory
    Stream<DynamicTest> eachHostileFileEndsWithItsCodeWithinItsBudget() {
        return HostileFiles.all().stream()
                .map(hostile -> dynamicTest(hostile.name(), () -> {
                    long start = System.nanoTime();
                    ReadingOutcome outcome = read(hostile);
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    String ended = outcome.completed() ? HostileFiles.COMPLETED : outcome.code();
                    System.out.printf(
                            "hostile %-34s %,10d bytes  %-16s %6d ms  %s%n",
                            hostile.name(),
                            hostile.bytes().length,
                            ended,
                            millis,
                            outcome.message() == null ? "" : outcome.message());
                    assertTrue(
                            hostile.outcomes().contains(ended),
                            () -> hostile + " ended " + ended + ": " + outcome.message());
                    assertTrue(millis < BUDGET.toMillis() + 5_000, () -> hostile + " took " + millis + " ms");
                }));
    }

    @Test
    void absurdValuesAreFittedToTheirColumnsNotStoredAsTheyCame() {
        HostileFiles.Case absurd = HostileFiles.all().stream()
                .filter(c -> c.name().equals("pdf-absurd-values"))
                .findFirst()
                .orElseThrow();
        List<LabAnalyte> stored = read(absurd).reading().report().analytes().stream()
                .map(StoredValues::analyte)
                .toList();
        String read = stored.stream()
                .map(a -> a.name() + "=" + a.value() + " (" + a.valueText() + ")")
                .toList()
                .toString();
        assertTrue(stored.stream().anyMatch(a -> "glucose".equalsIgnoreCase(a.name()) && a.value() == 92.0), read);
        for (LabAnalyte analyte : stored) {
            assertTrue(analyte.value() == null || Double.isFinite(analyte.value()), read);
            assertTrue(analyte.valueText().length() <= LabAnalyte.MAX_VALUE_TEXT, read);
            assertTrue(analyte.printedName().length() <= LabAnalyte.MAX_PRINTED_NAME, read);
        }
        assertEquals(null, StoredValues.number(Double.POSITIVE_INFINITY));
        assertEquals(null, StoredValues.number(Double.NaN));
    }

    private static ReadingOutcome read(HostileFiles.Case hostile) {
        return ReadingOutcome.of(
                hostile.name(),
                () -> READER.read(
                        hostile.bytes(), FileType.detect(hostile.bytes()).orElseThrow()));
    }
}
