package com.nutrilab.micro;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The tests' side of {@link RecordedAnswers}: every recorded answer checked against the served document. */
final class RecordedAnswersCheck {

    private RecordedAnswersCheck() {}

    static void checkAll(Path recorded) throws IOException {
        if (!Files.exists(recorded)) {
            return;
        }
        List<String> findings = new ArrayList<>();
        for (String line : Files.readAllLines(recorded, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            JsonObject answer;
            try (JsonReader reader = Json.createReader(new StringReader(line))) {
                answer = reader.readObject();
            }
            Map<String, List<String>> headers = new LinkedHashMap<>();
            answer.getJsonObject("headers")
                    .forEach((name, values) -> headers.put(
                            name,
                            values.asJsonArray().getValuesAs(JsonString.class).stream()
                                    .map(JsonString::getString)
                                    .toList()));
            try {
                OpenApiAnswers.of(URI.create(answer.getString("server")))
                        .check(
                                answer.getString("method"),
                                answer.getString("path"),
                                answer.getInt("status"),
                                HttpHeaders.of(headers, (name, value) -> true),
                                answer.containsKey("body") ? answer.getString("body") : null);
            } catch (AssertionError finding) {
                findings.add(finding.getMessage());
            }
        }
        Files.delete(recorded);
        if (!findings.isEmpty()) {
            throw new AssertionError("Answers this in-container method received that the served OpenAPI document "
                    + "does not describe:\n" + String.join("\n\n", findings));
        }
    }
}
