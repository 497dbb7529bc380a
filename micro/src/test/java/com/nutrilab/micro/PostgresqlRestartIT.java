package com.nutrilab.micro;

import static com.nutrilab.testing.ApiFlows.bearer;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * PostgreSQL restarted under load (PostgreSQL run only): while it is down a request that needs it
 * waits for a connection as long as the pool lets it, then is a 503 problem with Retry-After
 * (never a 500), and the node is not ready; once it is back the node serves again by itself,
 * because the pool validates connections and drops the dead ones.
 */
@ExtendWith(ArquillianExtension.class)
@EnabledIfSystemProperty(
        named = TestDatabase.PROPERTY,
        matches = "postgresql",
        disabledReason = "restarts the PostgreSQL server of the PostgreSQL run")
class PostgresqlRestartIT {

    private static final int CLIENTS = 4;
    /** Longer than the pool's wait for a connection (nutrilab.db.pool.max-wait-millis, 5 s): a shorter
     *  outage only delays requests, which then succeed. */
    private static final Duration OUTAGE = Duration.ofSeconds(10);

    private static final Duration RECOVERY_TIMEOUT = Duration.ofSeconds(30);

    @Deployment(testable = false)
    static WebArchive deployment() {
        return Deployments.nutrilabWar(PostgresqlRestartIT.class);
    }

    @ArquillianResource
    private URL base;

    /** One request's outcome. */
    private record Outcome(Instant at, ApiHttpClient.Response response) {}

    @Test
    void aRestartUnderLoadIsA503WhileDownAndNeedsNoManualStepAfter() throws Exception {
        ApiHttpClient api = new ApiHttpClient(base.toURI());
        ApiHttpClient server = api.serverRoot();
        ApiFlows flows = new ApiFlows(api);
        String user = bearer(
                flows.newUser(flows.newClient("Restart Health"), "restart-user").accessToken());

        ConcurrentLinkedQueue<Outcome> outcomes = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        AtomicBoolean loading = new AtomicBoolean(true);
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        for (int i = 0; i < CLIENTS; i++) {
            clients.submit(() -> {
                while (loading.get()) {
                    Instant sent = Instant.now();
                    try {
                        // The user's reports: a query per request.
                        outcomes.add(new Outcome(sent, api.get("api/v1/labs", "Authorization", user)));
                    } catch (RuntimeException e) {
                        failures.add(sent + ": " + e);
                    }
                }
                return null;
            });
        }
        try {
            Thread.sleep(2_000);
            TestDatabase.postgresqlServer().stop();
            Instant down = Instant.now();
            Thread.sleep(OUTAGE.toMillis() / 2);
            ApiHttpClient.Response notReady = server.get("health/ready");
            assertEquals(503, notReady.status(), notReady::toString);
            Thread.sleep(OUTAGE.toMillis() / 2);
            TestDatabase.postgresqlServer().start();
            Instant up = Instant.now();

            Instant deadline = up.plus(RECOVERY_TIMEOUT);
            while (!servedAgain(outcomes, up) && Instant.now().isBefore(deadline)) {
                Thread.sleep(200);
            }
            loading.set(false);
            clients.shutdown();
            assertTrue(clients.awaitTermination(60, TimeUnit.SECONDS));

            Map<Integer, Long> statuses = outcomes.stream()
                    .collect(Collectors.groupingBy(
                            outcome -> outcome.response().status(), TreeMap::new, Collectors.counting()));
            System.out.println("Requests by status through a PostgreSQL restart: " + statuses);
            assertEquals(List.of(), List.copyOf(failures), "every request was answered");
            assertEquals(List.of(200, 503), List.copyOf(statuses.keySet()), "only 200s and 503s: " + statuses);
            outcomes.stream()
                    .filter(outcome -> outcome.response().status() == 503)
                    .forEach(outcome -> {
                        assertProblem(outcome.response(), 503);
                        assertTrue(outcome.response().header("Retry-After").isPresent(), outcome.response()::toString);
                        assertTrue(
                                outcome.at().isAfter(down.minusSeconds(1)), "a 503 only once the database went down");
                    });
            assertTrue(
                    servedAgain(outcomes, up),
                    "served again within " + RECOVERY_TIMEOUT + " of the restart: " + statuses);
            assertEquals(200, server.get("health/ready").status());
        } finally {
            loading.set(false);
            clients.shutdownNow();
        }
    }

    /** The last requests, all sent after the restart, were all answered 200. */
    private static boolean servedAgain(ConcurrentLinkedQueue<Outcome> outcomes, Instant up) {
        List<Outcome> afterRestart =
                outcomes.stream().filter(outcome -> outcome.at().isAfter(up)).toList();
        int last = Math.min(20, afterRestart.size());
        return last == 20
                && afterRestart.subList(afterRestart.size() - last, afterRestart.size()).stream()
                        .allMatch(outcome -> outcome.response().status() == 200);
    }
}
