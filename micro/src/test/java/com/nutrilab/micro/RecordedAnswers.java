package com.nutrilab.micro;

import com.nutrilab.testing.ApiHttpClient;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The answers an in-container test method receives, checked against the OpenAPI document as a
 * client method's are (issue 55 item 7). In the container the validator is not on the class path:
 * each answer is written, one JSON line each, to the folder {@code NUTRILAB_IT_ANSWERS} names (the
 * server and the test JVM share the environment failsafe gives them); after the method, this
 * extension reads them on the tests' side and checks each with {@link OpenApiAnswers}, so that an
 * answer the document does not describe fails the method that received it.
 */
final class RecordedAnswers implements ApiHttpClient.AnswerCheck, BeforeEachCallback, AfterEachCallback {

    static final String FOLDER = "NUTRILAB_IT_ANSWERS";
    private static final String FILE = "answers.jsonl";

    private final URI server;

    /** For JUnit: the extension. */
    RecordedAnswers() {
        this(null);
    }

    private RecordedAnswers(URI server) {
        this.server = server;
    }

    /** The recorder of the answers of the service at {@code base}, if the environment names a folder. */
    static Optional<ApiHttpClient.AnswerCheck> recorder(URI base) {
        return folder().map(folder -> new RecordedAnswers(base.resolve("/")));
    }

    @Override
    public void check(String method, String path, int status, HttpHeaders headers, String body) {
        JsonObjectBuilder names = Json.createObjectBuilder();
        headers.map().forEach((name, values) -> {
            JsonArrayBuilder all = Json.createArrayBuilder();
            values.forEach(all::add);
            names.add(name, all);
        });
        JsonObjectBuilder answer = Json.createObjectBuilder()
                .add("server", server.toString())
                .add("method", method)
                .add("path", path)
                .add("status", status)
                .add("headers", names);
        if (body != null) {
            answer.add("body", body);
        }
        append(answer.build().toString());
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        if (onTheTestsSide()) {
            Optional<Path> folder = folder();
            if (folder.isPresent()) {
                Files.deleteIfExists(folder.get().resolve(FILE));
            }
        }
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        if (onTheTestsSide() && folder().isPresent()) {
            RecordedAnswersCheck.checkAll(folder().get().resolve(FILE));
        }
    }

    private static boolean onTheTestsSide() {
        return ServedContract.onTheTestsClassPath();
    }

    private static Optional<Path> folder() {
        return Optional.ofNullable(System.getenv(FOLDER))
                .filter(folder -> !folder.isBlank())
                .map(Path::of);
    }

    private static synchronized void append(String line) {
        try {
            Path folder = folder().orElseThrow();
            Files.createDirectories(folder);
            Files.writeString(
                    folder.resolve(FILE),
                    line + "\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
