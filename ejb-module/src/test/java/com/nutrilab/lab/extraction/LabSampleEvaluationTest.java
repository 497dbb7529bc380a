package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Scores the extraction over the sample reports (src/test/resources/lab-samples, each with its
 * exact expected extraction): precision, recall and F1 per kind of file. A result counts as
 * found when its code is one the truth accepts and its value and UCUM unit are right; flags,
 * ranges, names, lab names and dates are scored over the found ones.
 */
class LabSampleEvaluationTest {

    private static final String SAMPLES = "/lab-samples/";
    private static final Map<String, Score> SCORES = new TreeMap<>();

    @BeforeAll
    static void readEverySample() throws IOException {
        assertTrue(
                new TesseractOcr("tesseract", "eng").available(),
                "Tesseract must be installed for this test (Debian: apt-get install tesseract-ocr)");
        LabReportReader reader = new LabReportReader(AnalyteCatalogue.shipped(), new TesseractOcr("tesseract", "eng"));
        for (JsonValue entry : json("index.json").getJsonArray("files")) {
            JsonObject file = entry.asJsonObject();
            byte[] bytes = bytes(file.getString("file"));
            FileType type = FileType.detect(bytes).orElseThrow();
            long start = System.nanoTime();
            LabReportReader.Reading reading = reader.read(bytes, type);
            long millis = (System.nanoTime() - start) / 1_000_000;
            JsonObject truth = json(file.getString("truth"));
            Score score = SCORES.computeIfAbsent(file.getString("kind"), kind -> new Score());
            score.add(truth, reading.report());
            System.out.printf(
                    "%-40s %-12s %2d expected, %2d read, %2d found, %5d ms (%d page(s), %d by OCR)%n",
                    file.getString("file"),
                    file.getString("kind"),
                    truth.getJsonArray("analytes") == null
                            ? 0
                            : truth.getJsonArray("analytes").size(),
                    reading.report().analytes().size(),
                    score.lastFound,
                    millis,
                    reading.pages(),
                    reading.ocrPages());
        }
        SCORES.forEach((kind, score) -> System.out.println("Lab samples, " + kind + ": " + score));
    }

    @Test
    void textPdfsScoreAtLeast95() {
        assertTrue(SCORES.get("text-pdf").f1() >= 0.95, () -> "text PDFs: " + SCORES.get("text-pdf"));
    }

    @Test
    void imagesAndScansScoreAtLeast90() {
        assertTrue(SCORES.get("image").f1() >= 0.90, () -> "images: " + SCORES.get("image"));
        assertTrue(SCORES.get("scanned-pdf").f1() >= 0.90, () -> "scanned PDFs: " + SCORES.get("scanned-pdf"));
    }

    @Test
    void aLetterWithoutResultsYieldsNone() {
        assertEquals(0, SCORES.get("negative").falsePositives, () -> "negative: " + SCORES.get("negative"));
    }

    @Test
    void flagsAndRangesOfFoundResultsAreRight() {
        SCORES.forEach((kind, score) -> {
            if (score.truePositives > 0) {
                assertTrue(score.flagsRight >= 0.95 * score.truePositives, () -> kind + ": " + score);
                assertTrue(score.rangesRight >= 0.90 * score.truePositives, () -> kind + ": " + score);
            }
        });
    }

    /** Counts over the files of one kind. */
    static final class Score {
        int truePositives;
        int falsePositives;
        int falseNegatives;
        int flagsRight;
        int rangesRight;
        int namesRight;
        int labNamesRight;
        int datesRight;
        int files;
        int lastFound;
        final List<String> misses = new ArrayList<>();

        void add(JsonObject truth, ExtractedReport read) {
            files++;
            List<JsonObject> expected = new ArrayList<>();
            JsonArray analytes = truth.getJsonArray("analytes");
            if (analytes != null) {
                analytes.forEach(a -> expected.add(a.asJsonObject()));
            }
            List<ExtractedAnalyte> unmatched = new ArrayList<>(read.analytes());
            lastFound = 0;
            for (JsonObject want : expected) {
                ExtractedAnalyte got = unmatched.stream()
                        .filter(a -> sameResult(want, a))
                        .findFirst()
                        .orElse(null);
                if (got == null) {
                    falseNegatives++;
                    misses.add("missed " + want.getString("printedName") + " " + want.getString("valueText"));
                    continue;
                }
                unmatched.remove(got);
                truePositives++;
                lastFound++;
                flagsRight += Objects.equals(text(want, "flag"), got.flag()) ? 1 : 0;
                rangesRight += Objects.equals(number(want, "low"), got.low())
                                && Objects.equals(number(want, "high"), got.high())
                        ? 1
                        : 0;
                namesRight += want.getString("name").equals(got.name()) ? 1 : 0;
            }
            falsePositives += unmatched.size();
            unmatched.forEach(a -> misses.add("extra " + a.printedName() + " " + a.valueText()));
            JsonArray aliases = truth.getJsonArray("labNameAliases");
            boolean labRight = truth.isNull("labName")
                    ? read.labName() == null || expected.isEmpty()
                    : aliases != null
                            && aliases.getValuesAs(JsonString.class).stream()
                                    .anyMatch(alias -> alias.getString().equalsIgnoreCase(read.labName()));
            labNamesRight += labRight ? 1 : 0;
            LocalDate collected = truth.isNull("collectedAt") ? null : LocalDate.parse(truth.getString("collectedAt"));
            datesRight += Objects.equals(collected, read.collectedAt()) || collected == null ? 1 : 0;
        }

        private static boolean sameResult(JsonObject want, ExtractedAnalyte got) {
            boolean codeAccepted = want.getJsonArray("acceptCodes").getValuesAs(JsonString.class).stream()
                    .anyMatch(code -> code.getString().equals(got.code()));
            Double value = number(want, "value");
            boolean valueRight =
                    value == null ? got.value() == null : got.value() != null && Math.abs(value - got.value()) < 1e-9;
            return codeAccepted && valueRight && Objects.equals(text(want, "unit"), got.unit());
        }

        double precision() {
            return truePositives + falsePositives == 0 ? 1 : truePositives / (double) (truePositives + falsePositives);
        }

        double recall() {
            return truePositives + falseNegatives == 0 ? 1 : truePositives / (double) (truePositives + falseNegatives);
        }

        double f1() {
            return precision() + recall() == 0 ? 0 : 2 * precision() * recall() / (precision() + recall());
        }

        @Override
        public String toString() {
            return String.format(
                    "%d file(s), precision %.3f, recall %.3f, F1 %.3f (found %d, extra %d, missed %d); "
                            + "of the found: flag %d, range %d, name %d; lab name %d/%d, collection date %d/%d; %s",
                    files,
                    precision(),
                    recall(),
                    f1(),
                    truePositives,
                    falsePositives,
                    falseNegatives,
                    flagsRight,
                    rangesRight,
                    namesRight,
                    labNamesRight,
                    files,
                    datesRight,
                    files,
                    misses);
        }
    }

    private static Double number(JsonObject object, String field) {
        return object.containsKey(field) && !object.isNull(field)
                ? object.getJsonNumber(field).doubleValue()
                : null;
    }

    private static String text(JsonObject object, String field) {
        return object.containsKey(field) && !object.isNull(field) ? object.getString(field) : null;
    }

    private static JsonObject json(String name) throws IOException {
        try (InputStream in = LabSampleEvaluationTest.class.getResourceAsStream(SAMPLES + name);
                JsonReader reader = Json.createReader(Objects.requireNonNull(in, name))) {
            return reader.readObject();
        }
    }

    private static byte[] bytes(String name) throws IOException {
        try (InputStream in = LabSampleEvaluationTest.class.getResourceAsStream(SAMPLES + name)) {
            return Objects.requireNonNull(in, name).readAllBytes();
        }
    }
}
