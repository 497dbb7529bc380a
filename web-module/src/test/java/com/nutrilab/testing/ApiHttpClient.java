package com.nutrilab.testing;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A small HTTP client for the API tests (Micro WAR and EAR alike): sends real requests to a
 * deployed NutriLab and reads the answers as JSON.
 */
public final class ApiHttpClient {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private final URI base;
    private final AnswerCheck answerCheck;

    /** @param base the application's root, such as http://localhost:8080/ */
    public ApiHttpClient(URI base) {
        this(base, AnswerCheck.NONE);
    }

    /**
     * @param base the application's root, such as http://localhost:8080/
     * @param answerCheck what every answer this client receives must pass (it throws an AssertionError if not)
     */
    public ApiHttpClient(URI base, AnswerCheck answerCheck) {
        this.base = base.toString().endsWith("/") ? base : URI.create(base + "/");
        this.answerCheck = answerCheck;
    }

    /** The server's root: MicroProfile Health and OpenAPI live there, whatever the context root. */
    public ApiHttpClient serverRoot() {
        return new ApiHttpClient(base.resolve("/"), answerCheck);
    }

    /** A counter's value on the server's /metrics (its Prometheus name, without {@code _total}), 0 if absent. */
    public double counter(String prometheusName) {
        Matcher matcher = Pattern.compile(
                        "(?m)^" + Pattern.quote(prometheusName) + "_total(?:\\{[^}]*\\})? ([0-9.eE+-]+)$")
                .matcher(serverRoot().get("metrics").body());
        return matcher.find() ? Double.parseDouble(matcher.group(1)) : 0;
    }

    public Response get(String path, String... headers) {
        return send(request(path, headers).GET());
    }

    public Response post(String path, String jsonBody, String... headers) {
        return send(request(path, headers)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(jsonBody)));
    }

    /** A POST of raw bytes with their own content type (uploads). */
    public Response postBytes(String path, byte[] body, String contentType, String... headers) {
        return send(request(path, headers)
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    /** A POST whose body is streamed without a declared length (chunked), as a client that does not know it. */
    public Response postChunked(
            String path, java.util.function.Supplier<java.io.InputStream> body, String contentType, String... headers) {
        return send(request(path, headers)
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofInputStream(body)));
    }

    /** The body as bytes (downloads). */
    public java.util.Map.Entry<Integer, byte[]> getBytes(String path, String... headers) {
        try {
            HttpResponse<byte[]> response =
                    http.send(request(path, headers).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
            check(response, null);
            return java.util.Map.entry(response.statusCode(), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public Response method(String method, String path, String body, String... headers) {
        HttpRequest.BodyPublisher publisher =
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body);
        return send(request(path, headers).method(method, publisher));
    }

    private HttpRequest.Builder request(String path, String... headers) {
        String relative = path.startsWith("/") ? path.substring(1) : path;
        HttpRequest.Builder builder =
                HttpRequest.newBuilder(base.resolve(relative)).timeout(TIMEOUT);
        for (int i = 0; i + 1 < headers.length; i += 2) {
            builder.header(headers[i], headers[i + 1]);
        }
        return builder;
    }

    private Response send(HttpRequest.Builder builder) {
        try {
            HttpResponse<String> response = http.send(builder.build(), HttpResponse.BodyHandlers.ofString());
            check(response, response.body());
            return new Response(response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Hands an answer to the check with its path below the application's root ("/api/v1/..."). */
    private void check(HttpResponse<?> response, String textBody) {
        String requestPath = response.request().uri().getRawPath();
        String rootPath = base.getRawPath();
        if (requestPath.startsWith(rootPath)) {
            answerCheck.check(
                    response.request().method(),
                    "/" + requestPath.substring(rootPath.length()),
                    response.statusCode(),
                    response.headers(),
                    textBody);
        }
    }

    /** What a test's client checks in every answer it receives, such as its fit to the OpenAPI document. */
    @FunctionalInterface
    public interface AnswerCheck {

        AnswerCheck NONE = (method, path, status, headers, body) -> {};

        /**
         * @param path the request's path below the application's root, such as /api/v1/foods
         * @param body the answer's text, or null where the test read it as bytes
         */
        void check(String method, String path, int status, java.net.http.HttpHeaders headers, String body);
    }

    /** A response: status, headers and the body, readable as JSON. */
    public static final class Response {

        private final HttpResponse<String> response;

        Response(HttpResponse<String> response) {
            this.response = response;
        }

        public int status() {
            return response.statusCode();
        }

        public String body() {
            return response.body();
        }

        public Optional<String> header(String name) {
            return response.headers().firstValue(name);
        }

        public String contentType() {
            return header("Content-Type").orElse("");
        }

        public JsonObject json() {
            try (JsonReader reader = Json.createReader(new StringReader(body()))) {
                return reader.readObject();
            }
        }

        /** The caps of the RateLimit-Policy field, per window label ("1s", "10s", "60s"). */
        public java.util.Map<String, Integer> rateLimitPolicy() {
            return rateLimitItems("RateLimit-Policy", "q");
        }

        /** The remaining requests of the RateLimit field, per window label. */
        public java.util.Map<String, Integer> rateLimitRemaining() {
            return rateLimitItems("RateLimit", "r");
        }

        private java.util.Map<String, Integer> rateLimitItems(String header, String parameter) {
            java.util.Map<String, Integer> items = new java.util.LinkedHashMap<>();
            for (String item : header(header)
                    .orElseThrow(() -> new AssertionError("no " + header))
                    .split(",")) {
                String[] parts = item.trim().split(";");
                String label = parts[0].replace("\"", "");
                for (String part : parts) {
                    if (part.startsWith(parameter + "=")) {
                        items.put(label, Integer.valueOf(part.substring(parameter.length() + 1)));
                    }
                }
            }
            return items;
        }

        /** The field names of a problem's "errors" list. */
        public List<String> errorFields() {
            List<String> fields = new ArrayList<>();
            json().getJsonArray("errors")
                    .forEach(e -> fields.add(e.asJsonObject().getString("field")));
            return fields;
        }

        @Override
        public String toString() {
            return status() + " " + contentType() + " " + body();
        }
    }
}
