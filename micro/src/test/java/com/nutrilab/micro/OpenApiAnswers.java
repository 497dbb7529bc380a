package com.nutrilab.micro;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;
import com.nutrilab.testing.ApiHttpClient;
import jakarta.json.Json;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * Checks answers against the served OpenAPI document with swagger-request-validator, the
 * validator of Atlassian's contract tests. Only what the document can describe is checked: a
 * path or a method that it does not name (the tests also call unknown paths and verbs on
 * purpose, and the server's own /health, /metrics and /openapi) is not an answer of the API.
 * Used on the tests' side only: neither it nor the validator is part of a test deployment.
 */
final class OpenApiAnswers implements ApiHttpClient.AnswerCheck {

    /** Answers to requests the document does not describe: not an operation of the API. */
    private static final Set<String> NOT_AN_OPERATION =
            Set.of("validation.request.path.missing", "validation.request.operation.notAllowed");

    /** One validator per server, built from its document when the first answer comes. */
    private static final Map<URI, OpenApiInteractionValidator> BY_SERVER = new ConcurrentHashMap<>();

    private final URI serverRoot;

    private OpenApiAnswers(URI serverRoot) {
        this.serverRoot = serverRoot;
    }

    /** The check for the service at this base (which need not be up yet). */
    static OpenApiAnswers of(URI base) {
        return new OpenApiAnswers(base.resolve("/"));
    }

    private OpenApiInteractionValidator validator() {
        return BY_SERVER.computeIfAbsent(
                serverRoot, root -> OpenApiInteractionValidator.createForInlineApiSpecification(servedDocument(root))
                        .build());
    }

    private static String servedDocument(URI serverRoot) {
        ApiHttpClient.Response served = new ApiHttpClient(serverRoot).get("openapi", "Accept", "application/json");
        if (served.status() != 200) {
            throw new AssertionError("the OpenAPI document is not served: " + served);
        }
        // Payara 6.2025.10 adds a non-standard "endpoints" list at the top (FoundationIT says more),
        // which the validator's loader refuses; it describes no answer.
        return Json.createObjectBuilder(served.json())
                .remove("endpoints")
                .build()
                .toString();
    }

    @Override
    public void check(String method, String path, int status, HttpHeaders headers, String body) {
        Request.Method verb;
        try {
            verb = Request.Method.valueOf(method);
        } catch (IllegalArgumentException notAnOpenApiMethod) {
            return;
        }
        SimpleResponse.Builder answer = SimpleResponse.Builder.status(status);
        headers.map().forEach(answer::withHeader);
        if (body != null && !body.isEmpty()) {
            answer.withBody(body);
        }
        ValidationReport report = validator().validateResponse(path, verb, answer.build());
        if (report.getMessages().stream().anyMatch(m -> NOT_AN_OPERATION.contains(m.getKey()))) {
            return;
        }
        if (body == null) {
            // A download the test read as bytes: its status, type and headers are checked, not its bytes.
            report = ValidationReport.from(report.getMessages().stream()
                    .filter(m -> !m.getKey().equals("validation.response.body.missing"))
                    .toList());
        }
        if (report.hasErrors()) {
            String finding = (method + " " + path + " answered " + status
                    + " that the served OpenAPI document does not describe:\n"
                    + report.getMessages().stream()
                            .map(m -> "  " + m.getKey() + ": " + m.getMessage())
                            .collect(Collectors.joining("\n"))
                    + "\nbody: " + excerpt(body));
            if (LIST_ONLY != null) {
                listFinding(finding);
            } else {
                throw new AssertionError(finding);
            }
        }
    }

    /** Where -Dnutrilab.it.openapi-answers.list-to names a file, findings are listed there instead of failing (a survey). */
    private static final String LIST_ONLY = System.getProperty("nutrilab.it.openapi-answers.list-to");

    private static synchronized void listFinding(String finding) {
        try {
            java.nio.file.Files.writeString(
                    java.nio.file.Path.of(LIST_ONLY),
                    finding + "\n\n",
                    java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String excerpt(String body) {
        return body == null ? "(read as bytes)" : body.length() <= 600 ? body : body.substring(0, 600) + "...";
    }
}
