package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.commons.text.similarity.LevenshteinDistance;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Scores the reader on real reports that no one on the project wrote ({@code ../shared/real-labs},
 * hand-transcribed truth; its {@code index.json} gives the conventions), as a person would: per
 * document, the printed numeric results read right (by printed name and value) and the values read
 * wrong. A row read under a printed name that is in the truth with another value is a wrong value.
 */
class RealLabEvaluationTest {

    /** The folder beside the repository that holds the real reports. */
    static final Path REAL_LABS = Path.of("..", "..", "shared", "real-labs");

    private static final double MEAN_READ_RIGHT = 0.80;
    private static final double PRECISION = 0.98;
    private static final LevenshteinDistance OCR_NAME_DISTANCE = new LevenshteinDistance(2);

    private static final List<DocumentScore> scores = new ArrayList<>();
    private static final Map<String, ExtractedReport> reports = new HashMap<>();
    private static final Map<String, JsonObject> truths = new HashMap<>();
    private static ExecutorService executor;

    /** One document's score. */
    record DocumentScore(String id, String language, int printed, int right, int wrong, List<String> misses) {

        double readRight() {
            return printed == 0 ? 1 : right / (double) printed;
        }
    }

    @BeforeAll
    static void readEveryReport() throws Exception {
        TesseractOcr ocr = new TesseractOcr("tesseract", TesseractOcr.DEFAULT_LANGUAGES);
        assertTrue(ocr.available(), "Tesseract must be installed for this test");
        assertTrue(Files.isDirectory(REAL_LABS), () -> "the real reports are read from " + REAL_LABS.toAbsolutePath());
        LabReportReader reader = new LabReportReader(AnalyteCatalogue.shipped(), ocr);
        executor = Executors.newFixedThreadPool(2);
        JsonObject index = json(REAL_LABS.resolve("index.json"));
        List<JsonObject> documents = new ArrayList<>();
        List<Future<ExtractedReport>> readings = new ArrayList<>();
        for (JsonValue entry : index.getJsonArray("documents")) {
            JsonObject document = entry.asJsonObject();
            byte[] bytes = Files.readAllBytes(REAL_LABS.resolve(document.getString("file")));
            documents.add(document);
            readings.add(executor.submit(() ->
                    reader.read(bytes, FileType.detect(bytes).orElseThrow()).report()));
        }
        for (int i = 0; i < documents.size(); i++) {
            JsonObject document = documents.get(i);
            reports.put(document.getString("id"), readings.get(i).get());
            truths.put(document.getString("id"), json(REAL_LABS.resolve(document.getString("truth"))));
            DocumentScore score = score(
                    document,
                    truths.get(document.getString("id")),
                    readings.get(i).get());
            scores.add(score);
            System.out.printf(
                    "Real report %-8s %-2s %-9s %2d printed, %2d right, %d wrong (%.2f) %s%n",
                    score.id(),
                    score.language(),
                    document.getString("kind"),
                    score.printed(),
                    score.right(),
                    score.wrong(),
                    score.readRight(),
                    score.misses());
        }
        System.out.printf("Real reports: mean read right %.3f, precision %.3f%n", meanReadRight(), precision());
    }

    @AfterAll
    static void stop() {
        executor.shutdownNow();
    }

    @Test
    void mostPrintedResultsAreReadRight() {
        assertTrue(meanReadRight() >= MEAN_READ_RIGHT, () -> "mean read right " + meanReadRight() + ": " + scores);
    }

    @Test
    void aValueReadIsAlmostNeverWrong() {
        assertTrue(precision() >= PRECISION, () -> "precision " + precision() + ": " + scores);
    }

    /**
     * The Turkish phone photo, whose ranges are printed above bar graphs between the rows: Tesseract
     * finds few of its lines, so the page is read again word by word, and what only that reading
     * gave is reported, marked doubtful, and right. A photo that reads well is read once.
     */
    @Test
    void aPhotoWhoseLinesTesseractCannotFindIsReadAgainWordByWord() {
        ExtractedReport turkish = reports.get("real-13");
        List<ExtractedAnalyte> second = turkish.analytes().stream()
                .filter(a -> a.doubt() != null && a.doubt().contains("second, word-by-word reading"))
                .toList();
        DocumentScore score = score(
                Json.createObjectBuilder()
                        .add("id", "real-13")
                        .add("language", "tr")
                        .build(),
                truths.get("real-13"),
                new ExtractedReport(turkish.labName(), turkish.collectedAt(), second));
        assertTrue(score.right() >= 5 && score.wrong() == 0, score::toString);
        assertTrue(
                reports.get("real-02").analytes().stream()
                        .noneMatch(a -> a.doubt() != null && a.doubt().contains("second, word-by-word")),
                "an Indian CBC photo that reads well is read once");
    }

    private static double meanReadRight() {
        return scores.stream().mapToDouble(DocumentScore::readRight).average().orElse(0);
    }

    private static double precision() {
        int right = scores.stream().mapToInt(DocumentScore::right).sum();
        int wrong = scores.stream().mapToInt(DocumentScore::wrong).sum();
        return right + wrong == 0 ? 0 : right / (double) (right + wrong);
    }

    static DocumentScore score(JsonObject document, JsonObject truth, ExtractedReport read) {
        List<JsonObject> printed = new ArrayList<>();
        for (JsonValue row : truth.getJsonArray("analytes")) {
            if (row.asJsonObject().get("value").getValueType() == JsonValue.ValueType.NUMBER) {
                printed.add(row.asJsonObject());
            }
        }
        List<ExtractedAnalyte> unused = new ArrayList<>(read.analytes());
        int right = 0;
        List<String> misses = new ArrayList<>();
        for (JsonObject want : printed) {
            ExtractedAnalyte got = unused.stream()
                    .filter(a -> sameName(want.getString("name"), a.printedName()) && sameValue(want, a))
                    .findFirst()
                    .orElse(null);
            if (got != null) {
                unused.remove(got);
                right++;
            } else {
                misses.add(want.getString("name") + "=" + want.getString("valueText"));
            }
        }
        int wrong = 0;
        for (ExtractedAnalyte got : unused) {
            if (got.value() != null
                    && printed.stream().anyMatch(want -> sameName(want.getString("name"), got.printedName()))) {
                wrong++;
                misses.add("WRONG " + got.printedName() + "=" + got.valueText());
            }
        }
        return new DocumentScore(
                document.getString("id"), document.getString("language"), printed.size(), right, wrong, misses);
    }

    private static boolean sameName(String printed, String read) {
        String want = AnalyteCatalogue.compact(printed);
        String got = AnalyteCatalogue.compact(read == null ? "" : read);
        if (want.isEmpty() || got.isEmpty()) {
            return false;
        }
        return want.equals(got) || OCR_NAME_DISTANCE.apply(want, got) >= 0;
    }

    private static boolean sameValue(JsonObject want, ExtractedAnalyte got) {
        double value = want.getJsonNumber("value").doubleValue();
        return got.value() != null && Math.abs(got.value() - value) <= 1e-9 * Math.max(1, Math.abs(value));
    }

    private static JsonObject json(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file);
                JsonReader reader = Json.createReader(in)) {
            return reader.readObject();
        }
    }
}
