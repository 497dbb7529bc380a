package com.nutrilab.micro;

import static com.nutrilab.testing.ApiFlows.bearer;
import static com.nutrilab.testing.ApiFlows.json;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.LabSamples;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Webhooks on Payara Micro, received by a real HTTP server of the test's own
 * ({@link WebhookReceiver}) that verifies every signature: endpoints managed by their client and
 * by the operator, lab.completed and lab.failed for uploads, retries after failures, a manual
 * redelivery, no event of another client, a stuck receiver that holds up no other client, and
 * deletes of reports and endpoints that take their deliveries along. The features run allows
 * http and loopback targets (the receiver is both), retries after 1-2 s instead of 5 s and more,
 * found by a sweep every second instead of every 5 s, and waits 60 s for an answer instead of 15 s.
 */
@ExtendWith(ArquillianExtension.class)
class WebhookIT {

    private static final Duration ARRIVAL_TIMEOUT = Duration.ofSeconds(90);
    /** nutrilab.webhooks.request-timeout-seconds of this run (micro/pom.xml). */
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);
    /** nutrilab.webhooks.retry.max-delay-seconds and sweep-seconds of this run (micro/pom.xml). */
    private static final Duration LONGEST_RETRY_DELAY = Duration.ofSeconds(2);

    private static final Duration SWEEP = Duration.ofSeconds(1);

    @Deployment
    static WebArchive deployment() {
        return Deployments.nutrilabWar();
    }

    @ArquillianResource
    private URL base;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Test
    @RunAsClient
    void anEndpointIsManagedByItsOwnClientAndTheOperatorOnly() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String operator = bearer(flows.operatorToken());
        ApiFlows.NewClient owner = flows.newClient("Hooks Owner");
        ApiFlows.NewClient stranger = flows.newClient("Hooks Stranger");
        String ownerKey = bearer(owner.key());
        String strangerKey = bearer(stranger.key());

        ApiHttpClient.Response created = api().post(
                        "api/v1/webhooks",
                        json("url", "http://127.0.0.1:9/hooks", "description", "staging"),
                        "Authorization",
                        ownerKey);
        assertEquals(200, created.status(), created::toString);
        assertEquals("no-store", created.header("Cache-Control").orElse(""), "a secret is never cached");
        JsonObject endpoint = created.json();
        String id = endpoint.getString("id");
        String secret = endpoint.getString("secret");
        assertTrue(secret.startsWith("whsec_"), secret);
        assertEquals(List.of("lab.completed", "lab.failed"), strings(endpoint.getJsonArray("eventTypes")));
        assertEquals("staging", endpoint.getString("description"));

        JsonObject read =
                api().get("api/v1/webhooks/" + id, "Authorization", ownerKey).json();
        assertFalse(read.containsKey("secret"), "shown once: " + read);
        JsonObject listed =
                api().get("api/v1/webhooks", "Authorization", ownerKey).json();
        assertEquals(1, listed.getInt("totalItems"));
        assertFalse(listed.getJsonArray("items").getJsonObject(0).containsKey("secret"));
        assertEquals(
                1,
                api().get("api/v1/admin/clients/" + owner.id() + "/webhooks", "Authorization", operator)
                        .json()
                        .getInt("totalItems"),
                "the operator sees every client's");

        // Another client, through either door, finds nothing; a user may not manage endpoints at all.
        assertProblem(api().get("api/v1/webhooks/" + id, "Authorization", strangerKey), 404);
        assertProblem(
                api().method(
                                "PATCH",
                                "api/v1/webhooks/" + id,
                                json("disabled", true),
                                "Authorization",
                                strangerKey,
                                "Content-Type",
                                "application/json"),
                404);
        assertProblem(api().method("DELETE", "api/v1/webhooks/" + id, null, "Authorization", strangerKey), 404);
        assertProblem(api().get("api/v1/webhooks/" + id + "/deliveries", "Authorization", strangerKey), 404);
        assertProblem(api().post("api/v1/webhooks/" + id + "/secret", "{}", "Authorization", strangerKey), 404);
        assertEquals(
                0,
                api().get("api/v1/webhooks", "Authorization", strangerKey)
                        .json()
                        .getInt("totalItems"));
        assertProblem(
                api().get("api/v1/admin/clients/" + stranger.id() + "/webhooks/" + id, "Authorization", operator), 404);
        assertProblem(api().get("api/v1/admin/clients/no-such-client/webhooks", "Authorization", operator), 404);
        assertEquals(
                List.of("clientId"),
                api().get("api/v1/admin/clients/" + "x".repeat(37) + "/webhooks", "Authorization", operator)
                        .errorFields());
        assertProblem(api().get("api/v1/admin/clients/" + owner.id() + "/webhooks", "Authorization", ownerKey), 403);
        String user = bearer(flows.newUser(owner, "hooks-user").accessToken());
        assertProblem(api().get("api/v1/webhooks", "Authorization", user), 403);

        assertEquals(
                List.of("url"),
                api().post("api/v1/webhooks", json("url", "ftp://127.0.0.1/x"), "Authorization", ownerKey)
                        .errorFields());
        assertEquals(
                List.of("url"),
                api().post("api/v1/webhooks", json("url", "http://user:pw@127.0.0.1/x"), "Authorization", ownerKey)
                        .errorFields());
        assertEquals(
                List.of("eventTypes"),
                api().post(
                                "api/v1/webhooks",
                                "{\"url\":\"http://127.0.0.1/x\",\"eventTypes\":[\"lab.exploded\"]}",
                                "Authorization",
                                ownerKey)
                        .errorFields());
        assertProblem(api().post("api/v1/webhooks", "{\"eventTypes\":[]}", "Authorization", ownerKey), 400);

        JsonObject changed = api().method(
                        "PATCH",
                        "api/v1/webhooks/" + id,
                        "{\"eventTypes\":[\"lab.failed\"]}",
                        "Authorization",
                        ownerKey,
                        "Content-Type",
                        "application/json")
                .json();
        assertEquals(List.of("lab.failed"), strings(changed.getJsonArray("eventTypes")));
        String rotated = api().post("api/v1/webhooks/" + id + "/secret", "{}", "Authorization", ownerKey)
                .json()
                .getString("secret");
        assertNotEquals(secret, rotated);

        // The operator manages the stranger's endpoints through the admin path.
        JsonObject forStranger = api().post(
                        "api/v1/admin/clients/" + stranger.id() + "/webhooks",
                        json("url", "http://127.0.0.1:9/other"),
                        "Authorization",
                        operator)
                .json();
        assertTrue(forStranger.getString("secret").startsWith("whsec_"));
        assertEquals(
                1,
                api().get("api/v1/webhooks", "Authorization", strangerKey)
                        .json()
                        .getInt("totalItems"));
        assertEquals(
                200,
                api().method(
                                "DELETE",
                                "api/v1/admin/clients/" + stranger.id() + "/webhooks/" + forStranger.getString("id"),
                                null,
                                "Authorization",
                                operator)
                        .status());
        assertEquals(
                0,
                api().get("api/v1/webhooks", "Authorization", strangerKey)
                        .json()
                        .getInt("totalItems"));
    }

    @Test
    @RunAsClient
    void processedUploadsAreDeliveredSignedToTheirOwnClientOnly() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start()) {
            ApiFlows flows = new ApiFlows(api());
            ApiFlows.NewClient client = flows.newClient("Hooks Delivered");
            ApiFlows.NewClient other = flows.newClient("Hooks Other");
            String endpointId = register(receiver, client, "/ours");
            register(receiver, other, "/theirs");
            ApiFlows.SignIn user = flows.newUser(client, "hooked-user");
            ApiFlows.SignIn otherUser = flows.newUser(other, "other-user");

            String completed = upload(user, LabSamples.bytes("sample-02-us-hospital.pdf"));
            WebhookReceiver.Arrival arrival =
                    receiver.await("/ours", 1, ARRIVAL_TIMEOUT).get(0);
            assertTrue(arrival.verified(), "the signature verifies with the endpoint's secret: " + arrival);
            assertTrue(arrival.webhookId().startsWith("msg_"), arrival::toString);
            JsonObject event = arrival.json();
            assertEquals("lab.completed", event.getString("type"));
            Instant outcome = Instant.parse(event.getString("timestamp"));
            assertFalse(outcome.isAfter(arrival.receivedAt()), "the timestamp is the outcome's");
            JsonObject data = event.getJsonObject("data");
            assertEquals(completed, data.getString("labResultId"));
            assertEquals(user.userId(), data.getString("userId"));
            assertEquals("COMPLETED", data.getString("status"));
            assertEquals(22, data.getInt("analyteCount"));
            assertTrue(data.isNull("failureCode"));

            String failed = upload(user, LabSamples.bytes("sample-10-negative-letter.pdf"));
            WebhookReceiver.Arrival failure =
                    receiver.await("/ours", 2, ARRIVAL_TIMEOUT).get(1);
            assertTrue(failure.verified(), failure::toString);
            assertEquals("lab.failed", failure.json().getString("type"));
            JsonObject failedData = failure.json().getJsonObject("data");
            assertEquals(failed, failedData.getString("labResultId"));
            assertEquals("FAILED", failedData.getString("status"));
            assertEquals("no-results", failedData.getString("failureCode"));
            assertEquals(0, failedData.getInt("analyteCount"));

            JsonObject deliveries = awaitDeliveries(client, endpointId, 2, "DELIVERED");
            JsonObject newest = deliveries.getJsonArray("items").getJsonObject(0);
            assertEquals(failure.webhookId(), newest.getString("id"), "newest first; its id is the webhook-id");
            assertEquals("lab.failed", newest.getString("eventType"));
            assertEquals(failed, newest.getString("labResultId"));
            JsonObject attempt = newest.getJsonArray("attempts").getJsonObject(0);
            assertEquals(200, attempt.getInt("statusCode"));
            assertTrue(attempt.getInt("latencyMs") >= 0);

            // The other client's user uploads too, after ours: only their own endpoint hears of it.
            String theirs = upload(otherUser, LabSamples.copy(LabSamples.bytes("sample-02-us-hospital.pdf"), 7));
            WebhookReceiver.Arrival theirArrival =
                    receiver.await("/theirs", 1, ARRIVAL_TIMEOUT).get(0);
            assertEquals(theirs, theirArrival.json().getJsonObject("data").getString("labResultId"));
            await("no event of another client")
                    .during(Duration.ofSeconds(2))
                    .atMost(Duration.ofSeconds(3))
                    .until(() -> receiver.arrivals("/ours").size() == 2);
            assertEquals(1, receiver.arrivals("/theirs").size());
        }
    }

    @Test
    @RunAsClient
    void aReceiverThatAnswers500TwiceGetsTheSameEventUntilItTakesItAndOnRequest() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start()) {
            ApiFlows flows = new ApiFlows(api());
            ApiFlows.NewClient client = flows.newClient("Hooks Flaky");
            String endpointId = register(receiver, client, "/flaky");
            receiver.answerFirst("/flaky", 500, 500);
            String report = upload(flows.newUser(client, "flaky-user"), LabSamples.bytes("sample-02-us-hospital.pdf"));

            List<WebhookReceiver.Arrival> arrivals = receiver.await("/flaky", 3, ARRIVAL_TIMEOUT);
            for (WebhookReceiver.Arrival arrival : arrivals) {
                assertTrue(arrival.verified(), arrival::toString);
                assertEquals(arrivals.get(0).webhookId(), arrival.webhookId(), "one event, one webhook-id");
                assertEquals(arrivals.get(0).body(), arrival.body(), "the same body every time");
                assertEquals(report, arrival.json().getJsonObject("data").getString("labResultId"));
            }
            assertTrue(
                    arrivals.get(1)
                            .receivedAt()
                            .isAfter(arrivals.get(0).receivedAt().plusMillis(500)),
                    "retried after a delay: " + arrivals);

            JsonObject delivery = awaitDeliveries(client, endpointId, 1, "DELIVERED")
                    .getJsonArray("items")
                    .getJsonObject(0);
            assertEquals(3, delivery.getInt("attemptCount"), delivery::toString);
            JsonArray attempts = delivery.getJsonArray("attempts");
            assertEquals(
                    List.of(500, 500, 200),
                    attempts.stream()
                            .map(a -> a.asJsonObject().getInt("statusCode"))
                            .toList());
            assertEquals("the receiver answered 500", attempts.getJsonObject(0).getString("error"));
            assertFalse(attempts.getJsonObject(2).containsKey("error"));
            attempts.forEach(a -> assertTrue(a.asJsonObject().getInt("latencyMs") >= 0));

            String path = "api/v1/webhooks/" + endpointId + "/deliveries/" + delivery.getString("id");
            ApiHttpClient.Response redelivered =
                    api().post(path + "/redeliver", "{}", "Authorization", bearer(client.key()));
            assertEquals(200, redelivered.status(), redelivered::toString);
            WebhookReceiver.Arrival again =
                    receiver.await("/flaky", 4, ARRIVAL_TIMEOUT).get(3);
            assertEquals(arrivals.get(0).webhookId(), again.webhookId(), "a redelivery is the same event");
            assertTrue(again.verified());
            JsonObject afterwards = awaitDelivery(client, path, 4);
            assertEquals("DELIVERED", afterwards.getString("status"), afterwards::toString);
        }
    }

    /**
     * A disabled client is sent nothing (issue 47): a delivery being retried when its client is
     * disabled is given up unsent at its next turn, FAILED with an attempt that says why, and
     * nothing more arrives; once the client is enabled again, the operator's redelivery sends it.
     */
    @Test
    @RunAsClient
    void aDisabledClientsDeliveriesAreDroppedUnsent() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start()) {
            ApiFlows flows = new ApiFlows(api());
            String operator = bearer(flows.operatorToken());
            ApiFlows.NewClient client = flows.newClient("Hooks Disabled");
            String endpointId = register(receiver, client, "/disabled");
            receiver.answerAlways("/disabled", 500);
            upload(
                    flows.newUser(client, "disabled-user"),
                    LabSamples.copy(LabSamples.bytes("sample-02-us-hospital.pdf"), 500));
            receiver.await("/disabled", 1, ARRIVAL_TIMEOUT);

            String clientPath = "api/v1/admin/clients/" + client.id();
            assertEquals(200, disabled(clientPath, true, operator).status());
            String deliveries = clientPath + "/webhooks/" + endpointId + "/deliveries";
            JsonObject delivery = await("the delivery given up")
                    .atMost(ARRIVAL_TIMEOUT)
                    .pollInterval(Duration.ofMillis(100))
                    .until(
                            () -> api().get(deliveries, "Authorization", operator)
                                    .json()
                                    .getJsonArray("items")
                                    .getJsonObject(0),
                            found -> "FAILED".equals(found.getString("status")));
            JsonArray attempts = delivery.getJsonArray("attempts");
            JsonObject last = attempts.getJsonObject(attempts.size() - 1);
            assertEquals("not sent: the client is disabled", last.getString("error"), delivery::toString);
            assertFalse(last.containsKey("statusCode"), delivery::toString);
            int sent = attempts.size() - 1;
            assertEquals(sent, receiver.arrivals("/disabled").size(), "each attempt before it arrived");
            Duration quiet = LONGEST_RETRY_DELAY.plus(SWEEP).plusSeconds(1);
            await("nothing arrives once it is given up, past the next retry's time (1-2 s) and the sweep after it")
                    .during(quiet)
                    .atMost(quiet.plusSeconds(1))
                    .until(() -> receiver.arrivals("/disabled").size() == sent);

            assertEquals(200, disabled(clientPath, false, operator).status());
            receiver.answerAlways("/disabled", 200);
            ApiHttpClient.Response redelivered = api().post(
                            deliveries + "/" + delivery.getString("id") + "/redeliver",
                            "{}",
                            "Authorization",
                            operator);
            assertEquals(200, redelivered.status(), redelivered::toString);
            WebhookReceiver.Arrival again =
                    receiver.await("/disabled", sent + 1, ARRIVAL_TIMEOUT).get(sent);
            assertEquals(delivery.getString("id"), again.webhookId());
            assertTrue(again.verified(), again::toString);
        }
    }

    private ApiHttpClient.Response disabled(String clientPath, boolean disabled, String operator) throws Exception {
        return api().method(
                        "PATCH",
                        clientPath,
                        json("disabled", disabled),
                        "Authorization",
                        operator,
                        "Content-Type",
                        "application/json");
    }

    /**
     * One client's two receivers are stuck (they take the request and never answer) with eight
     * events waiting for them; another client's event still arrives at once: a client's
     * deliveries hold at most half of a node's webhook workers (four of eight), whatever its
     * number of endpoints, each for at most the request timeout (60 s in this run, so that no
     * stuck attempt ends while the test looks).
     */
    @Test
    @RunAsClient
    void aClientsStuckReceiversHoldUpNoOtherClient() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start()) {
            ApiFlows flows = new ApiFlows(api());
            ApiFlows.NewClient stuck = flows.newClient("Hooks Stuck");
            register(receiver, stuck, "/stuck-1");
            register(receiver, stuck, "/stuck-2");
            receiver.holdAll("/stuck-1");
            receiver.holdAll("/stuck-2");
            ApiFlows.NewClient prompt = flows.newClient("Hooks Prompt");
            register(receiver, prompt, "/prompt");
            ApiFlows.SignIn stuckUser = flows.newUser(stuck, "stuck-user");
            for (int i = 0; i < 4; i++) {
                upload(stuckUser, LabSamples.copy(LabSamples.bytes("sample-02-us-hospital.pdf"), 300 + i));
            }
            await("the stuck client's first four deliveries went out")
                    .atMost(ARRIVAL_TIMEOUT)
                    .pollInterval(Duration.ofMillis(50))
                    .until(() -> stuckArrivals(receiver) >= 4);

            upload(
                    flows.newUser(prompt, "prompt-user"),
                    LabSamples.copy(LabSamples.bytes("sample-02-us-hospital.pdf"), 310));
            WebhookReceiver.Arrival arrival =
                    receiver.await("/prompt", 1, ARRIVAL_TIMEOUT).get(0);
            // Had the stuck client held every worker, this event would go out only when one of its
            // attempts ended, at the request timeout after it began: the order of the two says
            // which, however busy the machine (no budget of seconds decides it).
            Instant firstStuckEnds = Stream.of("/stuck-1", "/stuck-2")
                    .flatMap(path -> receiver.arrivals(path).stream())
                    .map(WebhookReceiver.Arrival::receivedAt)
                    .min(Instant::compareTo)
                    .orElseThrow()
                    .plus(REQUEST_TIMEOUT);
            assertTrue(
                    arrival.receivedAt().isBefore(firstStuckEnds),
                    "delivered at " + arrival.receivedAt() + ", while the stuck attempts were held (until "
                            + firstStuckEnds + ")");
            assertEquals(4, stuckArrivals(receiver), "the stuck client got no more than its half of the workers");
        }
    }

    /**
     * Deleting reports that have deliveries (four deleters at once, while another endpoint's
     * retries are being sent and recorded) and deleting an endpoint with deliveries: every delete
     * answers 200, their deliveries and attempts are gone (the foreign keys do not cascade: the
     * application deletes them), no pending retry of theirs is sent afterwards, no deadlock, no 500.
     */
    @Test
    void deletedReportsAndEndpointsTakeTheirDeliveriesAndAttemptsAlong() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start();
                CapturedLog log = CapturedLog.start()) {
            ApiFlows flows = new ApiFlows(api());
            ApiFlows.NewClient client = flows.newClient("Hooks Deleted");
            String key = bearer(client.key());
            String delivering = register(receiver, client, "/delivering");
            String failing = register(receiver, client, "/failing");
            receiver.answerAlways("/failing", 500);
            ApiFlows.SignIn signIn = flows.newUser(client, "deleting-user");
            List<String> reports = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                reports.add(upload(signIn, LabSamples.copy(LabSamples.bytes("sample-02-us-hospital.pdf"), 400 + i)));
            }
            awaitDeliveries(client, delivering, 8, "DELIVERED");
            receiver.await("/failing", 16, ARRIVAL_TIMEOUT); // two attempts each on average: retries under way
            List<String> deliveryIds = deliveryIds(client, delivering);
            deliveryIds.addAll(deliveryIds(client, failing));
            assertEquals(16, deliveryIds.size());
            assertTrue(rows("webhook_attempt", "delivery_id", deliveryIds) >= 16);

            ExecutorService deleters = Executors.newFixedThreadPool(4);
            try {
                List<Future<ApiHttpClient.Response>> deletes = new ArrayList<>();
                for (String id : reports) {
                    deletes.add(deleters.submit(() -> api().method(
                                    "DELETE",
                                    "api/v1/labs/" + id,
                                    null,
                                    "Authorization",
                                    bearer(signIn.accessToken()))));
                }
                for (Future<ApiHttpClient.Response> delete : deletes) {
                    ApiHttpClient.Response deleted = delete.get();
                    assertEquals(200, deleted.status(), deleted::toString);
                }
            } finally {
                deleters.shutdownNow();
            }
            assertEquals(0L, rows("webhook_delivery", "id", deliveryIds));
            assertEquals(0L, rows("webhook_attempt", "delivery_id", deliveryIds));
            assertEquals(0L, rows("webhook_delivery", "lab_result_id", reports));
            assertEquals(
                    0,
                    api().get("api/v1/webhooks/" + failing + "/deliveries", "Authorization", key)
                            .json()
                            .getInt("totalItems"));

            // An endpoint with a delivery that is being retried: deleted with it, never sent again.
            upload(signIn, LabSamples.copy(LabSamples.bytes("sample-02-us-hospital.pdf"), 420));
            List<String> retried = List.of(awaitDeliveries(client, failing, 1, "PENDING")
                    .getJsonArray("items")
                    .getJsonObject(0)
                    .getString("id"));
            awaitDelivery(client, "api/v1/webhooks/" + failing + "/deliveries/" + retried.get(0), 2);
            ApiHttpClient.Response deleted =
                    api().method("DELETE", "api/v1/webhooks/" + failing, null, "Authorization", key);
            assertEquals(200, deleted.status(), deleted::toString);
            assertEquals(0L, rows("webhook_delivery", "endpoint_id", List.of(failing)));
            assertEquals(0L, rows("webhook_attempt", "delivery_id", retried));
            assertEquals(0L, rows("webhook_endpoint", "id", List.of(failing)));
            // An attempt that was already on its way arrives within a second; then nothing, past the next
            // retry (1-2 s) and the sweep after it, and a second more.
            int arrived = await("the attempt on its way")
                    .pollDelay(Duration.ofSeconds(1))
                    .until(() -> receiver.arrivals("/failing").size(), count -> true);
            Duration quiet = LONGEST_RETRY_DELAY.plus(SWEEP).plusSeconds(1);
            await("nothing sent for a deleted endpoint")
                    .during(quiet)
                    .atMost(quiet.plusSeconds(1))
                    .until(() -> receiver.arrivals("/failing").size() == arrived);

            assertEquals(List.of(), log.linesMentioning("deadlock"));
            assertEquals(List.of(), log.linesMentioning("Incident"), "no 500");
            assertEquals(List.of(), log.linesMentioning("foreign key"));
        }
    }

    private static int stuckArrivals(WebhookReceiver receiver) {
        return receiver.arrivals("/stuck-1").size()
                + receiver.arrivals("/stuck-2").size();
    }

    private List<String> deliveryIds(ApiFlows.NewClient client, String endpointId) throws Exception {
        return api()
                .get(
                        "api/v1/webhooks/" + endpointId + "/deliveries?pageSize=100",
                        "Authorization",
                        bearer(client.key()))
                .json()
                .getJsonArray("items")
                .stream()
                .map(item -> item.asJsonObject().getString("id"))
                .collect(Collectors.toCollection(ArrayList::new));
    }

    /** Rows of the table whose column holds one of the values (read in the container, beside the API). */
    private long rows(String table, String column, List<String> values) {
        String in = values.stream()
                .map(value -> "'" + value.replace("'", "''") + "'")
                .collect(Collectors.joining(","));
        return ((Number) entityManager
                        .createNativeQuery("SELECT COUNT(*) FROM " + table + " WHERE " + column + " IN (" + in + ")")
                        .getSingleResult())
                .longValue();
    }

    /** Registers an endpoint at the receiver's path for the client, and tells the receiver its secret. */
    private String register(WebhookReceiver receiver, ApiFlows.NewClient client, String path) throws Exception {
        ApiHttpClient.Response created =
                api().post("api/v1/webhooks", json("url", receiver.url(path)), "Authorization", bearer(client.key()));
        assertEquals(200, created.status(), created::toString);
        receiver.expect(path, created.json().getString("secret"));
        return created.json().getString("id");
    }

    private String upload(ApiFlows.SignIn user, byte[] pdf) throws Exception {
        return new ApiFlows(api()).upload(pdf, "application/pdf", bearer(user.accessToken()));
    }

    /** The endpoint's deliveries once there are {@code count}, all with the status (recording follows the answer). */
    private JsonObject awaitDeliveries(ApiFlows.NewClient client, String endpointId, int count, String status)
            throws Exception {
        return await(count + " deliveries " + status)
                .atMost(ARRIVAL_TIMEOUT)
                .pollInterval(Duration.ofMillis(100))
                .until(
                        () -> api().get(
                                        "api/v1/webhooks/" + endpointId + "/deliveries",
                                        "Authorization",
                                        bearer(client.key()))
                                .json(),
                        page -> page.getInt("totalItems") == count
                                && page.getJsonArray("items").stream()
                                        .allMatch(i ->
                                                status.equals(i.asJsonObject().getString("status"))));
    }

    private JsonObject awaitDelivery(ApiFlows.NewClient client, String path, int attempts) throws Exception {
        JsonObject delivery = await(attempts + " attempts")
                .atMost(ARRIVAL_TIMEOUT)
                .pollInterval(Duration.ofMillis(100))
                .until(
                        () -> api().get(path, "Authorization", bearer(client.key()))
                                .json(),
                        found -> found.getInt("attemptCount") >= attempts);
        assertEquals(attempts, delivery.getInt("attemptCount"), delivery::toString);
        return delivery;
    }

    private static List<String> strings(JsonArray array) {
        return array.getValuesAs(jakarta.json.JsonString.class).stream()
                .map(jakarta.json.JsonString::getString)
                .toList();
    }

    private ApiHttpClient api() throws Exception {
        return ServedContract.client(base);
    }
}
