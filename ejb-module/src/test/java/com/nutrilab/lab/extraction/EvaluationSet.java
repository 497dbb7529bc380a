package com.nutrilab.lab.extraction;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * A set of report files with their truth files and an {@code index.json} naming each file's kind
 * and layout: read through the extraction and scored per kind and per layout.
 */
final class EvaluationSet {

    /** The bytes of a file of the set by name. */
    interface Source {
        byte[] bytes(String name) throws IOException;
    }

    private final String name;
    private final Source source;
    final Map<String, ExtractionScore> byKind = new TreeMap<>();
    final Map<String, ExtractionScore> byLayout = new TreeMap<>();
    /**
     * The files of issue 54's classes (index group {@code issue-54}), apart from the ones above: by
     * kind, by class and kind, and by language and kind. They are printed; the thresholds of the
     * other files are asserted as before.
     */
    final Map<String, ExtractionScore> newByKind = new TreeMap<>();

    final Map<String, ExtractionScore> newByLayout = new TreeMap<>();
    final Map<String, ExtractionScore> newByLanguage = new TreeMap<>();
    /** Milliseconds per page of the files read by OCR. */
    final List<Double> ocrMillisPerPage = new ArrayList<>();

    private final List<JsonObject> files = new ArrayList<>();
    private final List<Future<Outcome>> outcomes = new ArrayList<>();

    private record Outcome(LabReportReader.Reading reading, long millis) {}

    private EvaluationSet(String name, Source source) throws IOException {
        this.name = name;
        this.source = source;
        for (JsonValue entry : json("index.json").getJsonArray("files")) {
            files.add(entry.asJsonObject());
        }
    }

    static EvaluationSet onClasspath(String name, String folder) throws IOException {
        return new EvaluationSet(name, file -> {
            try (InputStream in = EvaluationSet.class.getResourceAsStream(folder + file)) {
                return Objects.requireNonNull(in, file).readAllBytes();
            }
        });
    }

    static EvaluationSet inDirectory(String name, Path dir) throws IOException {
        return new EvaluationSet(name, file -> Files.readAllBytes(dir.resolve(file)));
    }

    /** Hands every file to the executor, read once per JVM ({@link SharedReadings}); {@link #score()} waits for them. */
    EvaluationSet submit(ExecutorService executor) throws IOException {
        for (JsonObject file : files) {
            byte[] bytes = source.bytes(file.getString("file"));
            outcomes.add(executor.submit(() -> {
                SharedReadings.Timed timed = SharedReadings.timed(bytes);
                return new Outcome(timed.reading(), timed.millis());
            }));
        }
        return this;
    }

    EvaluationSet score() throws IOException, InterruptedException, ExecutionException {
        for (int i = 0; i < files.size(); i++) {
            JsonObject file = files.get(i);
            Outcome outcome = outcomes.get(i).get();
            JsonObject truth = json(file.getString("truth"));
            String fileName = file.getString("file");
            ExtractionScore one = new ExtractionScore();
            int found = one.add(fileName, truth, outcome.reading().report());
            String kind = file.getString("kind");
            String layout = file.getString("layout") + " " + kind;
            if (file.containsKey("group")) {
                newByKind.computeIfAbsent(kind, k -> new ExtractionScore()).addAll(one);
                newByLayout.computeIfAbsent(layout, k -> new ExtractionScore()).addAll(one);
                newByLanguage
                        .computeIfAbsent(file.getString("language") + " " + textOrOcr(kind), k -> new ExtractionScore())
                        .addAll(one);
            } else {
                byKind.computeIfAbsent(kind, k -> new ExtractionScore()).addAll(one);
                byLayout.computeIfAbsent(layout, k -> new ExtractionScore()).addAll(one);
            }
            if (outcome.reading().ocrPages() > 0) {
                ocrMillisPerPage.add(
                        outcome.millis() / (double) outcome.reading().pages());
            }
            System.out.printf(
                    "%-44s %-12s %2d expected, %2d read, %2d found, %5d ms (%d page(s), %d by OCR)%n",
                    fileName,
                    file.getString("kind"),
                    truth.getJsonArray("analytes").size(),
                    outcome.reading().report().analytes().size(),
                    found,
                    outcome.millis(),
                    outcome.reading().pages(),
                    outcome.reading().ocrPages());
        }
        return this;
    }

    private static String textOrOcr(String kind) {
        return kind.equals("text-pdf") ? "text" : "ocr";
    }

    /** The files of these kinds together. */
    ExtractionScore kinds(String... kinds) {
        ExtractionScore all = new ExtractionScore();
        for (String kind : kinds) {
            if (byKind.containsKey(kind)) {
                all.addAll(byKind.get(kind));
            }
        }
        return all;
    }

    void print() {
        byKind.forEach((kind, score) -> System.out.println(name + ", " + kind + ": " + score + " " + score.misses));
        byLayout.forEach((layout, score) -> System.out.println(name + ", layout " + layout + ": " + score));
        newByKind.forEach((kind, score) ->
                System.out.println(name + ", issue 54's classes, " + kind + ": " + score + " " + score.misses));
        newByLayout.forEach(
                (layout, score) -> System.out.println(name + ", issue 54's class " + layout + ": " + score));
        newByLanguage.forEach(
                (language, score) -> System.out.println(name + ", issue 54's classes in " + language + ": " + score));
    }

    String name() {
        return name;
    }

    private JsonObject json(String file) throws IOException {
        try (JsonReader reader = Json.createReader(new ByteArrayInputStream(source.bytes(file)))) {
            return reader.readObject();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
