package com.nutrilab.micro;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.IOException;
import java.io.StringReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.awaitility.Awaitility;

/**
 * A real webhook receiver for the tests: an HTTP server on a free loopback port, one path per
 * endpoint. It checks every arrival's signature with HMAC code of its own (the Standard Webhooks
 * scheme, written from the specification, not the service's code), records what arrived, and
 * answers 200, or what a test scripted: some failures first, or no answer at all for a while.
 */
final class WebhookReceiver implements AutoCloseable {

    /** One request as it arrived, and whether its signature matched the endpoint's secret. */
    record Arrival(
            String path,
            String webhookId,
            String timestamp,
            String signature,
            String body,
            boolean verified,
            Instant receivedAt) {

        JsonObject json() {
            try (JsonReader reader = Json.createReader(new StringReader(body))) {
                return reader.readObject();
            }
        }
    }

    /** How far a webhook-timestamp may be from now: the specification's suggested tolerance. */
    private static final Duration TOLERANCE = Duration.ofMinutes(5);

    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final Map<String, String> secrets = new ConcurrentHashMap<>();
    private final Map<String, Deque<Integer>> scripted = new ConcurrentHashMap<>();
    private final Map<String, CountDownLatch> held = new ConcurrentHashMap<>();
    private final Map<String, Integer> always = new ConcurrentHashMap<>();
    private final Map<String, Boolean> holdingAll = new ConcurrentHashMap<>();
    private final CountDownLatch closing = new CountDownLatch(1);
    private final List<Arrival> arrivals = new CopyOnWriteArrayList<>();

    private WebhookReceiver(HttpServer server) {
        this.server = server;
    }

    static WebhookReceiver start() throws IOException {
        WebhookReceiver receiver =
                new WebhookReceiver(HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0));
        receiver.server.createContext("/", receiver::handle);
        receiver.server.setExecutor(receiver.threads);
        receiver.server.start();
        return receiver;
    }

    String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    /** The secret the endpoint at this path was given: arrivals there are verified with it. */
    void expect(String path, String secret) {
        secrets.put(path, secret);
    }

    /** The first arrivals at this path are answered with these statuses, the rest with 200. */
    void answerFirst(String path, Integer... statuses) {
        scripted.put(path, new ArrayDeque<>(List.of(statuses)));
    }

    /** Every arrival at this path (after any scripted ones) is answered with this status. */
    void answerAlways(String path, int status) {
        always.put(path, status);
    }

    /** The first arrival at this path gets no answer until the receiver closes (a receiver that hangs). */
    void holdFirst(String path) {
        held.put(path, new CountDownLatch(1));
    }

    /** No arrival at this path gets an answer until the receiver closes (a receiver that is stuck). */
    void holdAll(String path) {
        holdingAll.put(path, true);
    }

    List<Arrival> arrivals(String path) {
        return arrivals.stream().filter(arrival -> arrival.path().equals(path)).toList();
    }

    /** Waits until at least {@code count} requests arrived at the path; all of them. */
    List<Arrival> await(String path, int count, Duration timeout) {
        return Awaitility.await(count + " webhooks at " + path)
                .atMost(timeout)
                .pollInterval(Duration.ofMillis(50))
                .until(() -> arrivals(path), arrived -> arrived.size() >= count);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            String id = exchange.getRequestHeaders().getFirst("webhook-id");
            String timestamp = exchange.getRequestHeaders().getFirst("webhook-timestamp");
            String signature = exchange.getRequestHeaders().getFirst("webhook-signature");
            boolean verified = verifies(secrets.get(path), id, timestamp, body, signature);
            boolean first = arrivals(path).isEmpty();
            arrivals.add(new Arrival(path, id, timestamp, signature, body, verified, Instant.now()));
            CountDownLatch hold = held.get(path);
            if (first && hold != null) {
                hold.await();
            }
            if (holdingAll.containsKey(path)) {
                closing.await();
            }
            Deque<Integer> statuses = scripted.get(path);
            Integer scriptedStatus = statuses == null ? null : statuses.poll();
            exchange.sendResponseHeaders(scriptedStatus != null ? scriptedStatus : always.getOrDefault(path, 200), -1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The Standard Webhooks check: {@code v1,} and the base64 HMAC-SHA256 of "id.timestamp.body"
     * under the secret's base64 key, among the header's space-separated signatures, with a
     * timestamp within the tolerance.
     */
    static boolean verifies(String secret, String id, String timestamp, String body, String signatures) {
        if (secret == null || id == null || timestamp == null || signatures == null) {
            return false;
        }
        long sentAt = Long.parseLong(timestamp);
        if (Math.abs(Instant.now().getEpochSecond() - sentAt) > TOLERANCE.toSeconds()) {
            return false;
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(Base64.getDecoder().decode(secret.substring("whsec_".length())), "HmacSHA256"));
            byte[] expected = mac.doFinal((id + "." + timestamp + "." + body).getBytes(StandardCharsets.UTF_8));
            for (String versioned : signatures.split(" ")) {
                if (versioned.startsWith("v1,")
                        && MessageDigest.isEqual(expected, Base64.getDecoder().decode(versioned.substring(3)))) {
                    return true;
                }
            }
            return false;
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false;
        }
    }

    @Override
    public void close() {
        held.values().forEach(CountDownLatch::countDown);
        closing.countDown();
        server.stop(0);
        threads.shutdownNow();
        try {
            threads.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
