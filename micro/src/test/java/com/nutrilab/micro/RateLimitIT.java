package com.nutrilab.micro;

import static com.nutrilab.testing.ApiFlows.bearer;
import static com.nutrilab.testing.ApiFlows.json;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.core.DistributedObject;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.instance.impl.HazelcastInstanceProxy;
import com.hazelcast.map.IMap;
import com.hazelcast.map.impl.MapService;
import com.hazelcast.spi.impl.tenantcontrol.impl.TenantControlServiceImpl;
import com.hazelcast.spi.tenantcontrol.TenantControl;
import com.nutrilab.auth.CredentialStatus;
import com.nutrilab.platform.ClusterCache;
import com.nutrilab.ratelimit.RateLimitDecision;
import com.nutrilab.ratelimit.RateLimitGate;
import com.nutrilab.ratelimit.RateLimiter;
import com.nutrilab.ratelimit.RateLimits;
import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import jakarta.inject.Inject;
import jakarta.json.Json;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.awaitility.Awaitility;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The contract's rate limits on one node, with the default caps (10/1 s, 50/10 s, 100/60 s).
 * Ordered so that the generated client's flow runs first and the test that stops the cluster cache last.
 */
@ExtendWith(ArquillianExtension.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RateLimitIT {

    private static final String DEFAULT_POLICY = "\"1s\";q=10;w=1, \"10s\";q=50;w=10, \"60s\";q=100;w=60";

    @Deployment
    static WebArchive deployment() {
        return Deployments.nutrilabWar();
    }

    @ArquillianResource
    private URL base;

    @Inject
    private RateLimitGate gate;

    @Inject
    private CredentialStatus credentials;

    @Inject
    private RateLimiter limiter;

    @Inject
    private HazelcastInstance hazelcast;

    @Inject
    private ClusterCache cache;

    @Inject
    private MetricRegistry metrics;

    /**
     * An integrator's whole flow through the Java client that OpenAPI Generator made from the
     * committed document, at the contract's limits (so its 429 is a real one): first, while the
     * address and the operator have their windows to themselves.
     */
    @Test
    @Order(0)
    @RunAsClient
    void aClientGeneratedFromTheOpenApiDocumentDrivesTheWholeFlow() throws Exception {
        new GeneratedClientFlow(base.toURI()).run(Files.createTempDirectory("generated-client"));
    }

    @Test
    @Order(1)
    @RunAsClient
    void aBurstOfOneUserGetsTenThenTooManyRequests() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.SignIn user = flows.newUser(flows.newClient("Burst Health"), "burst-user");
        // The set-up's sign-in calls count against the client key, so the user's own count is empty.

        long start = System.nanoTime();
        List<HttpResponse<String>> responses = burst(25, bearer(user.accessToken()));
        double elapsedSeconds = (System.nanoTime() - start) / 1e9;

        List<HttpResponse<String>> accepted =
                responses.stream().filter(r -> r.statusCode() == 200).toList();
        List<HttpResponse<String>> refused =
                responses.stream().filter(r -> r.statusCode() == 429).toList();
        assertEquals(25, accepted.size() + refused.size(), "every answer is 200 or 429");
        assertTrue(accepted.size() <= 10 * Math.ceil(elapsedSeconds), accepted.size() + " in " + elapsedSeconds + " s");
        if (elapsedSeconds < 0.9) {
            assertEquals(10, accepted.size(), "exactly the cap within one second");
        }
        assertFalse(refused.isEmpty());

        HttpResponse<String> tooMany = refused.get(0);
        assertTrue(tooMany.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json"));
        long retryAfter =
                Long.parseLong(tooMany.headers().firstValue("Retry-After").orElseThrow());
        assertEquals(1, retryAfter, "the 1 s window blocks, and frees a place within a second");
        assertEquals(
                DEFAULT_POLICY, tooMany.headers().firstValue("RateLimit-Policy").orElse(""));
        assertTrue(tooMany.headers().firstValue("RateLimit").orElse("").startsWith("\"1s\";r=0;"));
        assertEquals(
                DEFAULT_POLICY,
                accepted.get(0).headers().firstValue("RateLimit-Policy").orElse(""));

        Thread.sleep(retryAfter * 1_000 + 50);
        assertEquals(
                200,
                api().get("api/v1", "Authorization", bearer(user.accessToken())).status(),
                "accepted again once Retry-After has passed");
    }

    @Test
    @Order(2)
    @RunAsClient
    void aRefusedRequestNeverReachesTheResource() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = tightClient(flows, 1);
        // Both at once, so that one is refused however long the machine takes to answer the other.
        ApiHttpClient http = api();
        List<CompletableFuture<ApiHttpClient.Response>> sent = List.of("first-one", "second-one").stream()
                .map(name -> CompletableFuture.supplyAsync(() -> http.post(
                        "api/v1/auth/register",
                        json("username", name, "password", name + "-password"),
                        "Authorization",
                        bearer(client.key()))))
                .toList();
        ApiHttpClient.Response first = sent.get(0).get();
        ApiHttpClient.Response second = sent.get(1).get();
        ApiHttpClient.Response registered = first.status() == 200 ? first : second;
        ApiHttpClient.Response refused = first.status() == 200 ? second : first;
        assertEquals(200, registered.status(), registered::toString);
        assertEquals(1, registered.rateLimitPolicy().get("1s"), "the client's own, tighter cap");
        assertProblem(refused, 429);
        String accepted = registered == first ? "first-one" : "second-one";
        String turnedAway = registered == first ? "second-one" : "first-one";

        assertProblem(admitted(() -> flows.loginResponse(client, turnedAway, turnedAway + "-password")), 401);
        assertEquals(
                200,
                admitted(() -> flows.loginResponse(client, accepted, accepted + "-password"))
                        .status());
    }

    /**
     * The request sent again while it is refused with 429, until the client's window has a place:
     * a refused request uses none (SlidingWindowLog), so the first one admitted is the one the test
     * means, as after a fixed wait of the window's length, without waiting longer than the window.
     */
    private static ApiHttpClient.Response admitted(Supplier<ApiHttpClient.Response> request) {
        return Awaitility.await("a place in the client's one-second window")
                .pollDelay(Duration.ZERO)
                .pollInterval(Duration.ofMillis(100))
                .atMost(Duration.ofSeconds(30))
                .until(request::get, response -> response.status() != 429);
    }

    @Test
    @Order(3)
    @RunAsClient
    void aClientsTightenedLimitsApplyToItsUsersAtOnce() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String operator = flows.operatorToken();
        ApiFlows.NewClient client = tightClient(flows, 3);
        Thread.sleep(1_100);
        ApiFlows.SignIn user = flows.newUser(client, "tight-user");
        assertEquals(
                3,
                api().get("api/v1", "Authorization", bearer(user.accessToken()))
                        .rateLimitPolicy()
                        .get("1s"));

        ApiHttpClient.Response patched = api().method(
                        "PATCH",
                        "api/v1/admin/clients/" + client.id(),
                        "{\"rateLimits\":{\"perSecond\":2,\"perMinute\":40}}",
                        "Authorization",
                        bearer(operator),
                        "Content-Type",
                        "application/json");
        assertEquals(200, patched.status(), patched::toString);
        Thread.sleep(1_100);
        var policy =
                api().get("api/v1", "Authorization", bearer(user.accessToken())).rateLimitPolicy();
        assertEquals(2, policy.get("1s"));
        assertEquals(50, policy.get("10s"), "untouched: the default");
        assertEquals(40, policy.get("60s"));
    }

    @Test
    @Order(4)
    @RunAsClient
    void requestsWithoutAValidCredentialCountAgainstTheAddress() throws Exception {
        Thread.sleep(1_100);
        // Judged against the 10 s window: a burst on a loaded machine can take longer than a second.
        List<HttpResponse<String>> responses = burst(60, "Bearer forged.token.value");
        long unauthorized =
                responses.stream().filter(r -> r.statusCode() == 401).count();
        List<HttpResponse<String>> refused =
                responses.stream().filter(r -> r.statusCode() == 429).toList();
        assertEquals(60, unauthorized + refused.size());
        assertTrue(unauthorized <= 50, unauthorized + " bad tokens answered 401 within ten seconds");
        assertFalse(refused.isEmpty(), "a flood of bad tokens is limited too");
        assertTrue(refused.get(0).headers().firstValue("Retry-After").isPresent());
        assertTrue(refused.get(0).body().contains("\"status\":429"));
        Thread.sleep(1_100);
    }

    @Test
    @Order(5)
    @RunAsClient
    void aClientKeyHasItsOwnLargerCaps() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Many Users Health");
        Thread.sleep(1_100);
        // Thirty at once: three times a user's cap, under the client key's 50/1 s.
        List<HttpResponse<String>> responses = burst(30, bearer(client.key()));
        assertTrue(
                responses.stream().allMatch(r -> r.statusCode() == 200),
                responses.stream().map(HttpResponse::statusCode).toList().toString());
        String policy =
                responses.get(0).headers().firstValue("RateLimit-Policy").orElseThrow();
        assertEquals("\"1s\";q=50;w=1, \"10s\";q=500;w=10, \"60s\";q=3000;w=60", policy);
    }

    @Test
    @Order(6)
    @RunAsClient
    void metricsCountAcceptedAndRejectedRequestsByWindow() throws Exception {
        String exposition = api().serverRoot().get("metrics").body();
        assertTrue(counter(exposition, "nutrilab_ratelimit_accepted_total", "") > 0, exposition);
        assertTrue(counter(exposition, "nutrilab_ratelimit_rejected_total", "window=\"1s\"") > 0, exposition);
        assertTrue(exposition.contains("nutrilab_ratelimit_decision_seconds"), "decision time is measured");
    }

    /**
     * A client key that was rotated out and is still sent (an attacker who kept it) is refused
     * and uses up nothing of its tenant's caps: its requests count against their address, so the
     * new key's calls go on (issue 47: 4 of 5 registers with the new key had been refused).
     */
    @Test
    @Order(7)
    @RunAsClient
    void aRotatedOutKeyCountsAgainstItsAddressNotItsTenant() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String operator = flows.operatorToken();
        ApiHttpClient.Response created = api().post(
                        "api/v1/admin/clients",
                        json(
                                "name",
                                "Rotated " + System.nanoTime(),
                                "rateLimits",
                                Json.createObjectBuilder()
                                        .add("per10Seconds", 6)
                                        .build()),
                        "Authorization",
                        bearer(operator));
        assertEquals(200, created.status(), created::toString);
        String clientId = created.json().getString("id");
        String oldKey = created.json().getString("key");
        ApiHttpClient.Response rotated =
                api().post("api/v1/admin/clients/" + clientId + "/keys", "", "Authorization", bearer(operator));
        assertEquals(200, rotated.status(), rotated::toString);
        String newKey = rotated.json().getString("key");

        for (int i = 0; i < 6; i++) {
            assertProblem(api().get("api/v1", "Authorization", bearer(oldKey)), 401);
        }
        for (int i = 0; i < 6; i++) {
            ApiHttpClient.Response current = api().get("api/v1", "Authorization", bearer(newKey));
            assertEquals(200, current.status(), "request " + i + " of the new key: " + current);
        }
        assertProblem(api().get("api/v1", "Authorization", bearer(newKey)), 429);
    }

    /**
     * A compare-and-set of a principal's log: stored where there was nothing, over the log it
     * expects (compared by content, as Hazelcast compares serialized values), never over another.
     */
    @Test
    @Order(94)
    void aLogIsReplacedOnlyWhereItIsTheOneExpected() {
        String map = "it-stored-times";
        assertTrue(cache.compareAndSet(map, "k", null, new long[] {1}), "stored where there was nothing");
        assertFalse(cache.compareAndSet(map, "k", null, new long[] {5}), "not stored over something");
        assertTrue(cache.compareAndSet(map, "k", new long[] {1}, new long[] {1, 2}), "over the log it expects");
        assertFalse(cache.compareAndSet(map, "k", new long[] {1}, new long[] {1, 3}), "not over another");
        assertArrayEquals(
                new long[] {1, 2},
                hazelcast.<String, long[]>getMap("nutrilab." + map).get("k"));
    }

    /**
     * A node alone in its cluster answers the string maps' reads from what it last read (the
     * client states and revocations every request checks): a second read does not ask Hazelcast,
     * shown by a write that goes around {@code ClusterCache} (which no writer can do while the
     * node is alone) and is not seen. Its own writes are seen at once: a write makes the next
     * read ask Hazelcast.
     */
    @Test
    @Order(95)
    void aLoneNodeAnswersTheSharedMapsFromWhatItLastRead() {
        String map = "it-local-copy";
        assertNull(cache.get(map, "revoked-id"));
        hazelcast.<String, String>getMap("nutrilab." + map).set("revoked-id", "around the cache");
        assertNull(cache.get(map, "revoked-id"), "known absent: answered from the copy");
        assertFalse(cache.contains(map, "revoked-id"));

        cache.putIfAbsent(map, "revoked-id", "ours", Duration.ofMinutes(5));
        assertEquals("around the cache", cache.get(map, "revoked-id"), "what the map holds after putIfAbsent");
        cache.put(map, "client", "disabled", Duration.ofMinutes(5));
        assertEquals("disabled", cache.get(map, "client"));
        assertEquals(
                "disabled", hazelcast.<String, String>getMap("nutrilab." + map).get("client"), "written through");
    }

    /**
     * A node alone in its cluster decides a principal's next request on the log it last wrote,
     * without reading it, and still counts a request that was accepted elsewhere meanwhile (by a
     * racing request, or a node that joined): its compare-and-set fails, and the decision reads the
     * log. Caps of 3 a minute, so that a slow machine cannot let entries age out of the window.
     */
    @Test
    @Order(96)
    void aLoneNodeDecidesOnItsLastWriteAndStillCountsAnyOther() {
        RateLimits threeAMinute = new RateLimits(1_000, 1_000, 3);
        String key = "it:last-known";
        long unreadBefore = counterValue("nutrilab.ratelimit.unread");
        assertTrue(limiter.decide(key, threeAMinute).accepted());
        assertTrue(limiter.decide(key, threeAMinute).accepted());
        assertEquals(1, counterValue("nutrilab.ratelimit.unread") - unreadBefore, "the second did not read the log");

        IMap<String, long[]> logs = hazelcast.getMap("nutrilab.ratelimit-log");
        long[] ours = logs.get(key);
        assertEquals(2, ours.length, "both recorded");
        long[] withAnother = Arrays.copyOf(ours, 3);
        withAnother[2] = ours[1]; // a third request, accepted by another writer
        assertTrue(logs.replace(key, ours, withAnother));

        RateLimitDecision fourth = limiter.decide(key, threeAMinute);
        assertFalse(fourth.accepted(), "the other writer's request counts: this is the fourth in the minute");
        assertEquals(3, logs.get(key).length, "a refusal is not recorded");
        assertEquals(1, counterValue("nutrilab.ratelimit.unread") - unreadBefore, "the fourth read the log");
    }

    /**
     * The shared maps are not tied to the application: Payara would otherwise enter the
     * application's context (a CDI lookup walking the stack) around every operation on them, on
     * Hazelcast's partition threads, a tenth of a search's CPU. By now every map the requests
     * above used exists, created by the application itself.
     */
    @Test
    @Order(97)
    void theSharedMapsAreNotTiedToTheApplication() {
        TenantControlServiceImpl tenants = ((HazelcastInstanceProxy) hazelcast)
                .getOriginal()
                .node
                .getNodeEngine()
                .getTenantControlService();
        List<String> maps = hazelcast.getDistributedObjects().stream()
                .filter(object -> object.getName().startsWith("nutrilab."))
                .map(DistributedObject::getName)
                .toList();
        assertTrue(maps.containsAll(List.of("nutrilab.ratelimit-log", "nutrilab.client-status")), maps.toString());
        for (String map : maps) {
            // Compared by identity and named by class: Payara's tenant cannot be sent to the client.
            TenantControl tenant = tenants.getTenantControl(MapService.SERVICE_NAME, map);
            assertTrue(
                    tenant == TenantControl.NOOP_TENANT_CONTROL,
                    map + " is tied to the application by " + tenant.getClass().getName());
        }
    }

    /**
     * One principal's decisions racing each other for its log (64 threads at once, in the
     * container): every accepted request is in the log, however many compare-and-sets it lost, and
     * no more are accepted than the cap. Before, a request that lost 64 races in a row was served
     * unlimited and logged as a cluster failure.
     */
    @Test
    @Order(98)
    void racingDecisionsOfOnePrincipalAreEachRecordedExactly() throws Exception {
        long contendedBefore = counterValue("nutrilab.ratelimit.contended");
        RateLimits huge = new RateLimits(1_000_000, 1_000_000, 1_000_000);
        assertEquals(64 * 25, acceptedInParallel("it:contended", huge, 64, 25), "all accepted under huge caps");
        assertEquals(
                64 * 25,
                hazelcast.<String, long[]>getMap("nutrilab.ratelimit-log").get("it:contended").length);

        long start = System.nanoTime();
        int accepted = acceptedInParallel("it:contended-capped", new RateLimits(50, 500, 3_000), 64, 5);
        double elapsed = (System.nanoTime() - start) / 1e9;
        assertEquals(
                accepted,
                hazelcast.<String, long[]>getMap("nutrilab.ratelimit-log").get("it:contended-capped").length);
        assertTrue(accepted <= 50 * Math.ceil(elapsed), accepted + " accepted in " + elapsed + " s");
        System.out.println("Decisions that took the principal's lock after losing 16 races: "
                + (counterValue("nutrilab.ratelimit.contended") - contendedBefore));
    }

    @Test
    @Order(99)
    void withoutTheClusterCacheTheServiceKeepsAnsweringFailingOpen() {
        hazelcast.getLifecycleService().terminate();

        RateLimitDecision decision = gate.decide(null, () -> "192.0.2.99");
        assertTrue(decision.accepted(), "fails open by default");
        long failures = counterValue("nutrilab.ratelimit.cluster.failures");
        assertTrue(failures >= 1, "a cluster failure is counted");
        assertFalse(credentials.clientEnabled("no-such-client"), "credential checks fall back to the database");
    }

    // --- helpers ----------------------------------------------------------------------

    private ApiHttpClient api() throws Exception {
        return ServedContract.client(base);
    }

    private ApiFlows.NewClient tightClient(ApiFlows flows, int perSecond) throws Exception {
        String operator = flows.operatorToken();
        ApiHttpClient.Response created = api().post(
                        "api/v1/admin/clients",
                        json(
                                "name",
                                "Tight " + System.nanoTime(),
                                "rateLimits",
                                Json.createObjectBuilder()
                                        .add("perSecond", perSecond)
                                        .build()),
                        "Authorization",
                        bearer(operator));
        assertEquals(200, created.status(), created::toString);
        return new ApiFlows.NewClient(
                created.json().getString("id"), created.json().getString("key"));
    }

    /** Sends n GET /api/v1 at once, all with the same Authorization, and waits for every answer. */
    private List<HttpResponse<String>> burst(int n, String authorization) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        URI target = base.toURI().resolve("api/v1");
        List<CompletableFuture<HttpResponse<String>>> pending = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            HttpRequest request = HttpRequest.newBuilder(target)
                    .header("Authorization", authorization)
                    .GET()
                    .build();
            pending.add(http.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
        }
        List<HttpResponse<String>> responses = new ArrayList<>();
        for (CompletableFuture<HttpResponse<String>> response : pending) {
            responses.add(response.get());
        }
        return responses;
    }

    /** How many of {@code threads} x {@code each} simultaneous decisions for one key were accepted. */
    private int acceptedInParallel(String key, RateLimits limits, int threads, int each) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger accepted = new AtomicInteger();
        List<Future<?>> running = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            running.add(pool.submit(() -> {
                start.await();
                for (int i = 0; i < each; i++) {
                    if (limiter.decide(key, limits).accepted()) {
                        accepted.incrementAndGet();
                    }
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> thread : running) {
            thread.get();
        }
        pool.shutdown();
        return accepted.get();
    }

    private long counterValue(String name) {
        return metrics.getCounters().entrySet().stream()
                .filter(e -> e.getKey().getName().equals(name))
                .mapToLong(e -> e.getValue().getCount())
                .sum();
    }

    private static double counter(String exposition, String name, String tag) {
        Matcher matcher =
                Pattern.compile("(?m)^" + name + "\\{([^}]*)\\} ([0-9.eE+-]+)$").matcher(exposition);
        double total = 0;
        while (matcher.find()) {
            if (matcher.group(1).contains(tag)) {
                total += Double.parseDouble(matcher.group(2));
            }
        }
        return total;
    }
}
