package com.nutrilab.micro;

import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.testing.ApiHttpClient;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

/**
 * Users listing their reports concurrently, each at its own pace across the nodes, while a test
 * stops and restarts the database: what every request was answered, and when it was sent.
 */
final class OutageLoad implements AutoCloseable {

    /** Between one user's requests: about 85 a minute, under every one of the user's caps. */
    private static final long PACE_MILLIS = 700;

    private record Outcome(Instant sent, ApiHttpClient.Response response) {}

    private final ConcurrentLinkedQueue<Outcome> outcomes = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final ExecutorService users;

    /** Starts one thread per user (bearer header values), each sending to the nodes in turn. */
    OutageLoad(List<String> bearers, List<ApiHttpClient> nodes) {
        users = Executors.newFixedThreadPool(bearers.size());
        for (int i = 0; i < bearers.size(); i++) {
            String bearer = bearers.get(i);
            int first = i;
            users.submit(() -> {
                for (int request = first; running.get(); request++) {
                    Instant sent = Instant.now();
                    try {
                        ApiHttpClient node = nodes.get(request % nodes.size());
                        outcomes.add(new Outcome(sent, node.get("api/v1/labs", "Authorization", bearer)));
                    } catch (RuntimeException e) {
                        failures.add(sent + ": " + e);
                    }
                    Thread.sleep(PACE_MILLIS);
                }
                return null;
            });
        }
    }

    /** The last 20 requests, all sent after {@code up}, were all answered 200. */
    boolean servedAgainSince(Instant up) {
        List<Outcome> after =
                outcomes.stream().filter(outcome -> outcome.sent().isAfter(up)).toList();
        return after.size() >= 20
                && after.subList(after.size() - 20, after.size()).stream()
                        .allMatch(outcome -> outcome.response().status() == 200);
    }

    /**
     * Every request was answered, 200 or a 503 problem with Retry-After (never a 500), and a 503
     * only once the database had begun to stop.
     */
    void assertOnly200And503Problems(Instant stopping) {
        Map<Integer, Long> statuses = outcomes.stream()
                .collect(Collectors.groupingBy(
                        outcome -> outcome.response().status(), TreeMap::new, Collectors.counting()));
        System.out.println("Requests by status through the database outage: " + statuses);
        assertEquals(List.of(), List.copyOf(failures), "every request was answered");
        assertEquals(Set.of(200, 503), statuses.keySet(), "only 200s and 503s: " + statuses);
        outcomes.stream().filter(outcome -> outcome.response().status() == 503).forEach(outcome -> {
            assertProblem(outcome.response(), 503);
            assertTrue(outcome.response().header("Retry-After").isPresent(), outcome.response()::toString);
            assertTrue(
                    outcome.sent().isAfter(stopping.minusSeconds(1)),
                    () -> "a 503 only once the database began to stop (" + stopping + "): sent at " + outcome.sent()
                            + ", " + outcome.response());
        });
    }

    @Override
    public void close() throws InterruptedException {
        running.set(false);
        users.shutdown();
        if (!users.awaitTermination(60, TimeUnit.SECONDS)) {
            users.shutdownNow();
        }
    }
}
