package com.nutrilab.micro;

import static com.nutrilab.testing.ApiFlows.bearer;
import static com.nutrilab.testing.ApiFlows.json;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.LabSamples;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.File;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.derby.drda.NetworkServerControl;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * A real two-node cluster on this machine, started with config/cluster/start-node.sh: two Payara
 * Micro processes, one Hazelcast cluster over TCP/IP on loopback, one shared database: a Derby
 * Network Server, or in the PostgreSQL run a database of its own on the run's PostgreSQL server.
 * Shows that the rate limits, disabling a client and tokens hold across the pair, and that lab
 * reports and webhooks survive a node killed mid-work.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(
        MethodOrderer.OrderAnnotation
                .class) // the database outage, the node-killing test, then a node restarted with a new operator key
class ClusterIT {

    // Two nodes; one in the Derby run, which runs only the database outage here, on a Derby Network
    // Server (tag database-outage): a pair's starts would cost minutes of the test command again.
    private static final int NODES = Integer.getInteger("nutrilab.it.cluster-nodes", 2);
    private static final String MEMBERS = NODES == 1 ? "127.0.0.1:6910" : "127.0.0.1:6910,127.0.0.1:6911";
    private static final int[] HTTP_PORTS = Arrays.copyOf(new int[] {18181, 18182}, NODES);
    private static final int DERBY_PORT = 15270;
    private static final String DERBY_DATABASE = "nutrilab-cluster-it";
    private static final String POSTGRESQL_DATABASE = "nutrilab_cluster_it";
    private static final Duration START_TIMEOUT = Duration.ofMinutes(4);
    /** Users loading the nodes concurrently through the database outage. */
    private static final int LOAD_USERS = 4;

    private final Path work = Path.of(
            System.getProperty("java.io.tmpdir"), TestDatabase.postgresql() ? "cluster-it-postgresql" : "cluster-it");
    private final Path repository = Path.of(System.getProperty("nutrilab.repository", ".."));
    private final List<Process> nodes = new ArrayList<>();
    /** The Derby Network Server, in its own JVM as an operator runs it (config/cluster/start-derby.sh). */
    private Process derbyServer;

    @BeforeAll
    void startCluster() throws Exception {
        deleteRecursively(work);
        Files.createDirectories(work);
        if (TestDatabase.postgresql()) {
            TestDatabase.postgresqlServer().createDatabase(POSTGRESQL_DATABASE);
        } else {
            seedDerby();
            startDatabase();
        }
        // One after the other. Started together (the locks of OperatorAccess and SigningKeys allow
        // it), a readiness probe that reached the second node just before Soteria's initialisation
        // left its JASPIC services failed for good (Payara 6.2025.10; docs/cluster.md), once in two runs.
        for (int index = 0; index < HTTP_PORTS.length; index++) {
            nodes.add(startNode(index));
            int port = HTTP_PORTS[index];
            waitFor("node " + index, () -> ready(port));
        }
    }

    @AfterAll
    void stopCluster() throws Exception {
        for (Process node : nodes) {
            node.destroy();
        }
        for (Process node : nodes) {
            if (!node.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
                node.destroyForcibly();
            }
        }
        if (derbyServer != null) {
            derbyServer.destroy();
            if (!derbyServer.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
                derbyServer.destroyForcibly();
            }
        }
    }

    @Test
    void aTokenIssuedByOneNodeWorksOnTheOther() throws Exception {
        ApiFlows onNode1 = new ApiFlows(node(0));
        ApiFlows onNode2 = new ApiFlows(node(1));
        ApiFlows.NewClient client = onNode1.newClient("Cluster Token Health");
        onNode2.register(client, "cluster-user", "cluster-password");
        ApiFlows.SignIn signIn = onNode1.login(client, "cluster-user", "cluster-password");
        ApiHttpClient.Response onTheOtherNode = node(1).post(
                        "api/v1/auth/logout",
                        json("refreshToken", signIn.refreshToken()),
                        "Authorization",
                        bearer(signIn.accessToken()));
        assertEquals(200, onTheOtherNode.status(), onTheOtherNode::toString);
        // The nodes made one signing key and store one operator secret.
        String operator = new ApiFlows(node(1)).operatorToken();
        assertEquals(
                200,
                node(0).get("api/v1/admin/clients", "Authorization", bearer(operator))
                        .status());
        assertEquals(1, nodeLogLines("No token signing key was configured: generated one"), "key pairs generated");
        assertProblem(
                node(0).post(
                                "api/v1/auth/logout",
                                json("refreshToken", "x"),
                                "Authorization",
                                bearer(signIn.accessToken())),
                401);
    }

    /** An erasure through one node (docs/privacy.md): the user's token, which the other node has just accepted, is refused on both. */
    @Test
    void anErasedUsersTokenIsRefusedOnBothNodes() throws Exception {
        ApiFlows onNode1 = new ApiFlows(node(0));
        ApiFlows.NewClient client = onNode1.newClient("Cluster Erasure Health");
        ApiFlows.SignIn user = onNode1.newUser(client, "cluster-erased");
        assertEquals(
                200,
                node(1).get("api/v1/labs", "Authorization", bearer(user.accessToken()))
                        .status());

        ApiHttpClient.Response erased =
                node(0).method("DELETE", "api/v1/users/" + user.userId(), null, "Authorization", bearer(client.key()));
        assertEquals(200, erased.status(), erased::toString);

        assertProblem(node(1).get("api/v1/labs", "Authorization", bearer(user.accessToken())), 401);
        assertProblem(node(0).get("api/v1/labs", "Authorization", bearer(user.accessToken())), 401);
    }

    @Test
    void theCapsHoldAcrossThePair() throws Exception {
        ApiFlows onNode1 = new ApiFlows(node(0));
        ApiFlows.SignIn user = onNode1.newUser(onNode1.newClient("Cluster Burst Health"), "burst-user");
        Thread.sleep(1_100);

        HttpClient http = HttpClient.newHttpClient();
        List<CompletableFuture<HttpResponse<String>>> pending = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < 20; i++) {
            URI target = URI.create("http://127.0.0.1:" + HTTP_PORTS[i % 2] + "/api/v1");
            pending.add(http.sendAsync(
                    HttpRequest.newBuilder(target)
                            .header("Authorization", bearer(user.accessToken()))
                            .build(),
                    HttpResponse.BodyHandlers.ofString()));
        }
        int accepted = 0;
        int refused = 0;
        for (CompletableFuture<HttpResponse<String>> response : pending) {
            int status = response.get().statusCode();
            accepted += status == 200 ? 1 : 0;
            refused += status == 429 ? 1 : 0;
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        assertEquals(20, accepted + refused);
        assertTrue(accepted <= 10 * Math.ceil(elapsed), accepted + " accepted in " + elapsed + " s");
        if (elapsed < 0.9) {
            assertEquals(10, accepted, "10 accepted, not 20: the nodes share one count");
        }
    }

    /** Started by config/cluster/start-node.sh through run.sh: the heap and collector of config/payara/jvm-memory.options. */
    @Test
    void theNodesRunTheShippedHeapAndCollector() {
        for (ApiHttpClient node : everyNode()) {
            String base = node.serverRoot().get("metrics?scope=base").body();
            assertTrue(base.contains("gc_total{mp_scope=\"base\",name=\"PS Scavenge\"}"), "the Parallel collector");
            Matcher maxHeap = Pattern.compile("(?m)^memory_maxHeap_bytes\\{[^}]*\\} ([0-9.eE+]+)$")
                    .matcher(base);
            assertTrue(maxHeap.find(), base);
            double bytes = Double.parseDouble(maxHeap.group(1));
            assertTrue(bytes > 0.9e9 && bytes <= 1L << 30, "a 1 GB heap, not " + bytes);
        }
    }

    @Test
    void aClientDisabledThroughOneNodeIsRefusedOnTheOther() throws Exception {
        ApiFlows onNode1 = new ApiFlows(node(0));
        String operator = onNode1.operatorToken();
        ApiFlows.NewClient client = onNode1.newClient(operator, "Cluster Disable Health");
        ApiFlows.SignIn user = onNode1.newUser(client, "soon-disabled");
        // Node 2 has seen (and cached) the client as enabled before it is disabled.
        assertEquals(
                200,
                new ApiFlows(node(1))
                        .loginResponse(client, "soon-disabled", "password-of-soon-disabled")
                        .status());

        ApiHttpClient.Response disabled = node(0).method(
                        "PATCH",
                        "api/v1/admin/clients/" + client.id(),
                        json("disabled", true),
                        "Authorization",
                        bearer(operator),
                        "Content-Type",
                        "application/json");
        assertEquals(200, disabled.status(), disabled::toString);

        assertProblem(new ApiFlows(node(1)).loginResponse(client, "soon-disabled", "password-of-soon-disabled"), 401);
        assertProblem(
                node(1).post(
                                "api/v1/auth/logout",
                                json("refreshToken", "x"),
                                "Authorization",
                                bearer(user.accessToken())),
                401);
        Map<String, ?> seenOnNode2 = node(1).get(
                        "api/v1/admin/clients/" + client.id(), "Authorization", bearer(operator))
                .json();
        assertEquals("true", String.valueOf(seenOnNode2.get("disabled")), "node 2 reads the change, not a stale copy");
    }

    /**
     * Reports uploaded through one node and deleted at once through the other, while the first
     * node reads them (20 rounds): every delete answers 200, nothing is left, and neither node
     * logs a deadlock or an incident (a 500).
     */
    @Test
    @Order(Integer.MAX_VALUE - 5)
    void reportsDeletedThroughOneNodeWhileTheOtherReadsThemLeaveNothing() throws Exception {
        ApiFlows onNode1 = new ApiFlows(node(0));
        ApiFlows.SignIn signIn = onNode1.newUser(onNode1.newClient("Cluster Delete Health"), "delete-user");
        String user = bearer(signIn.accessToken());
        byte[] pdf = LabSamples.bytes("sample-02-us-hospital.pdf");
        for (int i = 0; i < 20; i++) {
            Thread.sleep(250); // two requests a round: under the user's caps (10 a second, 50 in ten)
            ApiHttpClient.Response uploaded = node(i % 2)
                    .postBytes("api/v1/labs/upload", LabSamples.copy(pdf, i), "application/pdf", "Authorization", user);
            assertEquals(200, uploaded.status(), uploaded::toString);
            ApiHttpClient.Response deleted = node((i + 1) % 2)
                    .method("DELETE", "api/v1/labs/" + uploaded.json().getString("id"), null, "Authorization", user);
            assertEquals(200, deleted.status(), deleted::toString);
        }
        Thread.sleep(2_000);
        assertEquals(0, node(0).get("api/v1/labs", "Authorization", user).json().getInt("totalItems"));
        if (TestDatabase.postgresql()) { // behind the API: no row of the user's reports is left anywhere
            PostgresqlServer database = TestDatabase.postgresqlServer();
            assertEquals(
                    0L,
                    database.count(
                            POSTGRESQL_DATABASE,
                            "SELECT COUNT(*) FROM lab_result WHERE user_id = '" + signIn.userId() + "'"));
            assertEquals(
                    0L,
                    database.count(
                            POSTGRESQL_DATABASE,
                            "SELECT COUNT(*) FROM lab_file f WHERE NOT EXISTS "
                                    + "(SELECT 1 FROM lab_result r WHERE r.id = f.lab_result_id)"));
            assertEquals(
                    0L,
                    database.count(
                            POSTGRESQL_DATABASE,
                            "SELECT COUNT(*) FROM lab_analyte a WHERE NOT EXISTS "
                                    + "(SELECT 1 FROM lab_result r WHERE r.id = a.lab_result_id)"));
        }
        for (int index = 0; index < HTTP_PORTS.length; index++) {
            String log = Files.readString(work.resolve("node-" + index + ".log"));
            assertFalse(
                    log.toLowerCase(java.util.Locale.ROOT).contains("deadlock"),
                    "node " + index + " logged a deadlock");
            assertFalse(log.contains("Incident "), "node " + index + " answered a 500");
        }
    }

    /**
     * The shared database stops (as an operator's restart would) while both nodes serve requests
     * that need it, one user checking at a steady pace and four more loading the nodes
     * concurrently: they answer 503 problem+json with Retry-After (never 500, and never before the
     * database began to stop), readiness goes DOWN, and when the database is back both recover by
     * themselves, with no restart; the uploads accepted before the outage are all read after it.
     */
    @Test
    @Tag("database-outage")
    @Order(Integer.MAX_VALUE - 4)
    void aDatabaseOutageIsA503AndTheNodesRecoverByThemselves() throws Exception {
        ApiFlows onNode1 = new ApiFlows(node(0));
        String user = bearer(onNode1.newUser(onNode1.newClient("Cluster Outage Health"), "outage-user")
                .accessToken());
        Map<String, Integer> accepted = new java.util.LinkedHashMap<>();
        Map<String, Integer> samples = Map.of(
                "sample-05-us-reference-lab.png",
                16,
                "sample-07-us-hospital.jpg",
                18,
                "sample-02-us-hospital.pdf",
                22,
                "sample-03-uk-nhs.pdf",
                20);
        for (Map.Entry<String, Integer> sample : new java.util.TreeMap<>(samples).entrySet()) {
            ApiHttpClient.Response uploaded = node(accepted.size() % NODES)
                    .postBytes(
                            "api/v1/labs/upload",
                            LabSamples.bytes(sample.getKey()),
                            "application/octet-stream",
                            "Authorization",
                            user);
            assertEquals(200, uploaded.status(), uploaded::toString);
            accepted.put(uploaded.json().getString("id"), sample.getValue());
        }

        List<String> loadUsers = new ArrayList<>();
        for (int i = 0; i < LOAD_USERS; i++) {
            loadUsers.add(bearer(onNode1.newUser(onNode1.newClient("Cluster Load Health " + i), "load-user-" + i)
                    .accessToken()));
        }
        try (OutageLoad load = new OutageLoad(loadUsers, everyNodeUnchecked())) {
            Thread.sleep(2_000);
            // Taken before the stop: the stop returns only once the database is gone, and a request
            // sent while it shuts down may already find no connection.
            Instant stopping = Instant.now();
            stopDatabase();
            try {
                // Timed: what is measured is the node's answer, not the validator's work on it.
                List<ApiHttpClient> unchecked = everyNodeUnchecked();
                assertAnswersASilentDatabase(user, unchecked);
                // Each answers within the client's timeout (a request held until the database came
                // back would run into it); how fast is the login timeout's matter, checked above.
                for (int round = 0; round < 8; round++) {
                    for (ApiHttpClient node : unchecked) {
                        ApiHttpClient.Response labs = node.get("api/v1/labs", "Authorization", user);
                        assertProblem(labs, 503);
                        assertTrue(labs.header("Retry-After").isPresent(), labs::toString);
                    }
                    Thread.sleep(500); // four requests a second: under the user's caps
                }
                for (int port : HTTP_PORTS) {
                    assertFalse(ready(port), "not ready without a database");
                }
            } finally {
                startDatabase();
            }
            Instant up = Instant.now();
            waitFor("every node ready again, with no restart", () -> Arrays.stream(HTTP_PORTS)
                    .allMatch(ClusterIT::ready));
            waitFor("the load served again", () -> load.servedAgainSince(up));
            load.assertOnly200And503Problems(stopping);
        }
        assertEquals(
                200, node(NODES - 1).get("api/v1/labs", "Authorization", user).status());
        awaitNoneProcessing(user, NODES - 1);
        for (Map.Entry<String, Integer> report : accepted.entrySet()) {
            JsonObject read = node(NODES - 1)
                    .get("api/v1/labs/" + report.getKey(), "Authorization", user)
                    .json();
            assertEquals("COMPLETED", read.getString("status"), read::toString);
            assertEquals(report.getValue(), read.getJsonArray("analytes").size(), read::toString);
        }
    }

    /** What the node kill left for the tests after it to check (null until it happened). */
    private record Takeover(
            WebhookReceiver receiver,
            ApiFlows.NewClient webhookClient,
            String endpointId,
            String notifiedReport,
            WebhookReceiver.Arrival firstAttempt,
            String user,
            String imageReport,
            List<String> streamed,
            Thread uploader) {}

    private Takeover takeover;

    /**
     * A real crash: node 1 is killed (SIGKILL, its JVM and all) while it works for two clients.
     * For one it reads an uploaded image, and uploads keep streaming in; for the other it waits on
     * a webhook receiver that does not answer its first attempt. Right after the kill, the image's
     * report is still PROCESSING. One kill serves the two tests after this one, which check what
     * node 2 makes of it once node 1's lease (5 s here) runs out.
     */
    @Test
    @Order(Integer.MAX_VALUE - 3)
    void aNodeIsKilledWhileItReadsAReportAndWaitsOnAWebhook() throws Exception {
        WebhookReceiver receiver = WebhookReceiver.start();
        ApiFlows onNode1 = new ApiFlows(node(0));
        ApiFlows.NewClient webhookClient = onNode1.newClient("Cluster Webhook Health");
        String endpointId = registerWebhook(node(0), webhookClient, receiver, "/cluster");
        receiver.holdFirst("/cluster");
        String webhookUser =
                bearer(onNode1.newUser(webhookClient, "webhook-user").accessToken());
        String user = bearer(onNode1.newUser(onNode1.newClient("Cluster Lab Health"), "crash-user")
                .accessToken());

        // Uploaded to node 1, read by node 1, so its outcome's event is sent by node 1.
        String notified = onNode1.upload(
                LabSamples.copy(LabSamples.bytes("sample-02-us-hospital.pdf"), 2000), "application/pdf", webhookUser);
        WebhookReceiver.Arrival first =
                receiver.await("/cluster", 1, START_TIMEOUT).get(0);

        // Uploads keep streaming into node 1 until it dies: each one answered 200 must be read once.
        List<String> streamed = java.util.Collections.synchronizedList(new ArrayList<>());
        Thread uploader = streamUploads(user, streamed);
        waitFor("uploads streaming into node 1", () -> streamed.size() >= 3);
        byte[] image = Files.readAllBytes(
                repository.resolve("ejb-module/src/test/resources/lab-samples/sample-07-us-hospital.jpg"));
        String id = onNode1.upload(image, "image/jpeg", user);
        // Killed once node 1 holds the image's lease: mid-read, since its OCR takes over a second
        // (a fixed 1.5 s once let it finish on a quiet machine).
        awaitLeased(id);
        killNode(0); // well within the receiver's held first attempt (node 1 waits 8 s for it)
        takeover = new Takeover(receiver, webhookClient, endpointId, notified, first, user, id, streamed, uploader);

        assertEquals(
                "PROCESSING",
                node(1).get("api/v1/labs/" + id, "Authorization", user).json().getString("status"),
                "killed before it finished reading");
    }

    /** Node 2 takes the image's report over and completes it, and reads every upload answered 200 once. */
    @Test
    @Order(Integer.MAX_VALUE - 2)
    void theOtherNodeCompletesTheReportBeingReadAndEveryAcceptedUpload() throws Exception {
        assumeTrue(takeover != null, "the kill did not happen");
        String user = takeover.user();
        JsonObject[] result = new JsonObject[1];
        waitFor("the report taken over by node 2", () -> {
            result[0] = node(1).get("api/v1/labs/" + takeover.imageReport(), "Authorization", user)
                    .json();
            return !"PROCESSING".equals(result[0].getString("status"));
        });
        assertEquals("COMPLETED", result[0].getString("status"), result[0]::toString);
        assertEquals(18, result[0].getJsonArray("analytes").size(), result[0]::toString);
        takeover.uploader().join(30_000);
        assertTrue(takeover.streamed().size() > 2, "uploads were streaming in: " + takeover.streamed());
        awaitNoneProcessing(user, 1);
        for (String streamedId : takeover.streamed()) {
            JsonObject read = node(1).get("api/v1/labs/" + streamedId, "Authorization", user)
                    .json();
            assertEquals("COMPLETED", read.getString("status"), read::toString);
            assertEquals(22, read.getJsonArray("analytes").size(), "read once, not twice: " + read);
        }
    }

    /** Node 2 takes the held delivery over: the receiver gets the same event again, signed (at least once, never lost). */
    @Test
    @Order(Integer.MAX_VALUE - 1)
    void theOtherNodeDeliversTheHeldWebhookAgainSigned() throws Exception {
        assumeTrue(takeover != null, "the kill did not happen");
        try (WebhookReceiver receiver = takeover.receiver()) {
            WebhookReceiver.Arrival again =
                    receiver.await("/cluster", 2, START_TIMEOUT).get(1);
            assertEquals(takeover.firstAttempt().webhookId(), again.webhookId(), "the same event, from the other node");
            assertTrue(again.verified(), again::toString);
            assertEquals(
                    takeover.notifiedReport(),
                    again.json().getJsonObject("data").getString("labResultId"));
            waitFor("the delivery recorded by node 2", () -> {
                JsonObject delivery = node(1).get(
                                "api/v1/webhooks/" + takeover.endpointId() + "/deliveries",
                                "Authorization",
                                bearer(takeover.webhookClient().key()))
                        .json()
                        .getJsonArray("items")
                        .getJsonObject(0);
                return "DELIVERED".equals(delivery.getString("status"));
            });
        }
    }

    /**
     * An operator key changed on one node ends the operator tokens issued before on the other at
     * once (issue 47 item 4), one that node has verified before too: node 1, killed by the tests
     * above, starts again with a new key, as a rolling change of NUTRILAB_OPERATOR_KEY would.
     */
    @Test
    @Order(Integer.MAX_VALUE)
    void anOperatorKeyChangedOnOneNodeEndsOldOperatorTokensOnTheOther() throws Exception {
        String before = new ApiFlows(node(1)).operatorToken();
        assertEquals(
                200,
                node(1).get("api/v1/admin/clients", "Authorization", bearer(before))
                        .status());
        if (nodes.size() == HTTP_PORTS.length) {
            killNode(0);
        }
        String newKey = "a-rolled-operator-key-0123456789abcdef";
        nodes.add(0, startNode(0, newKey));
        waitFor("node 0 with a new operator key", () -> ready(HTTP_PORTS[0]));

        ApiHttpClient.Response old = node(1).get("api/v1/admin/clients", "Authorization", bearer(before));
        assertEquals(401, old.status(), old::toString);
        ApiHttpClient.Response oldKey = node(1).post("api/v1/admin/login", json("operatorKey", ApiFlows.OPERATOR_KEY));
        assertEquals(401, oldKey.status(), oldKey::toString);
        ApiHttpClient.Response login = node(1).post("api/v1/admin/login", json("operatorKey", newKey));
        assertEquals(200, login.status(), login::toString);
        String after = login.json().getString("accessToken");
        assertEquals(
                200,
                node(0).get("api/v1/admin/clients", "Authorization", bearer(after))
                        .status());
    }

    /** Uploads a text PDF to node 1 every 200 ms until node 1 no longer answers; keeps the ids answered 200. */
    private Thread streamUploads(String user, List<String> streamed) {
        byte[] pdf = LabSamples.bytes("sample-02-us-hospital.pdf");
        Thread uploader = new Thread(() -> {
            for (int i = 0; ; i++) {
                try {
                    ApiHttpClient.Response answer = node(0).postBytes(
                                    "api/v1/labs/upload",
                                    LabSamples.copy(pdf, 1000 + i),
                                    "application/pdf",
                                    "Authorization",
                                    user);
                    if (answer.status() == 200) {
                        streamed.add(answer.json().getString("id"));
                    }
                    Thread.sleep(200);
                } catch (RuntimeException | InterruptedException nodeGone) {
                    return;
                }
            }
        });
        uploader.start();
        return uploader;
    }

    /** Waits (up to 5 s) until a node has claimed the report, or it is no longer processing. */
    private static void awaitLeased(String reportId) throws Exception {
        // The test command runs the kill on PostgreSQL only (docs/testing.md); a manual run on a Derby
        // Network Server, which this test does not query, pauses instead.
        if (!TestDatabase.postgresql()) {
            Thread.sleep(300);
            return;
        }
        String claimed = "SELECT COUNT(*) FROM lab_result WHERE id = '" + reportId
                + "' AND (lease_owner IS NOT NULL OR status <> 'PROCESSING')";
        Awaitility.await("a node claimed report " + reportId)
                .atMost(Duration.ofSeconds(5))
                .pollInterval(Duration.ofMillis(20))
                .until(() -> TestDatabase.postgresqlServer().count(POSTGRESQL_DATABASE, claimed) > 0);
    }

    /**
     * A database server that accepts connections and never answers them (one on its way down, or
     * overloaded, or beyond a half-open network) in the stopped database's place: each node gives
     * up on the new connection after its login timeout and answers 503, where it would otherwise
     * hold the request until the server closed its port (this one closes only after the answers, so
     * a node without the timeout fails here on the client's 30 s timeout).
     */
    private void assertAnswersASilentDatabase(String user, List<ApiHttpClient> unchecked) throws Exception {
        int port = TestDatabase.postgresql() ? TestDatabase.postgresqlServer().port() : DERBY_PORT;
        try (ServerSocket silent = new ServerSocket()) {
            silent.setReuseAddress(true);
            silent.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 100);
            List<CompletableFuture<ApiHttpClient.Response>> answers = unchecked.stream()
                    .map(node -> CompletableFuture.supplyAsync(() -> node.get("api/v1/labs", "Authorization", user)))
                    .toList();
            for (CompletableFuture<ApiHttpClient.Response> answer : answers) {
                assertProblem(answer.get(), 503);
            }
        }
    }

    /** Stops the shared database as an operator's restart would: the Derby Network Server, or PostgreSQL (fast). */
    private void stopDatabase() throws Exception {
        if (TestDatabase.postgresql()) {
            TestDatabase.postgresqlServer().stop();
        } else {
            // Killed, as a crash or an operator's kill -9 ends it: the port and every connection close
            // at once. (Derby's own shutdown returns at once and then checkpoints for up to a minute
            // with its port open: what a server that accepts and does not answer costs is checked
            // apart, by assertAnswersASilentDatabase.)
            derbyServer.destroyForcibly();
            derbyServer.waitFor();
            waitFor("the Derby Network Server's port closed", () -> {
                try (Socket probe = new Socket()) {
                    probe.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), DERBY_PORT), 1_000);
                    return false;
                } catch (ConnectException refused) {
                    return true;
                }
            });
        }
    }

    /**
     * The Derby run's database of the feature suites, migrated and loaded with the foods, is
     * copied for the network server when it is there (nutrilab.it.derby-seed; its Micro has
     * stopped): a node then starts without the half-minute food load of an empty database.
     */
    private void seedDerby() throws IOException {
        String seed = System.getProperty("nutrilab.it.derby-seed");
        if (seed == null || !Files.isDirectory(Path.of(seed))) {
            return;
        }
        Path source = Path.of(seed);
        Path target = work.resolve("derby").resolve(DERBY_DATABASE);
        Files.createDirectories(target.getParent());
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                if (!file.getFileName().toString().endsWith(".lck")) { // the lock files of the Micro that used it
                    Files.copy(file, target.resolve(source.relativize(file).toString()));
                }
            }
        }
    }

    /** Starts the shared database (again) on its port and data. */
    private void startDatabase() throws Exception {
        if (TestDatabase.postgresql()) {
            TestDatabase.postgresqlServer().start();
            return;
        }
        ProcessBuilder builder = new ProcessBuilder("bash", "config/cluster/start-derby.sh")
                .directory(repository.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(
                        work.resolve("derby-server.log").toFile()));
        builder.environment().put("NUTRILAB_DERBY_HOME", work.resolve("derby").toString());
        builder.environment().put("NUTRILAB_DB_HOST", "127.0.0.1");
        builder.environment().put("NUTRILAB_DB_PORT", Integer.toString(DERBY_PORT));
        derbyServer = builder.start();
        NetworkServerControl control = new NetworkServerControl(InetAddress.getLoopbackAddress(), DERBY_PORT);
        waitFor("Derby Network Server", () -> {
            control.ping();
            return true;
        });
    }

    /** Waits, a request a second (under the user's caps), until none of the user's reports is PROCESSING. */
    private void awaitNoneProcessing(String user, int nodeIndex) {
        Awaitility.await("every report read (logs in " + work + ")")
                .atMost(START_TIMEOUT)
                .pollDelay(Duration.ZERO)
                .pollInterval(Duration.ofSeconds(1))
                .until(() -> node(nodeIndex)
                                .get("api/v1/labs?status=PROCESSING&pageSize=1", "Authorization", user)
                                .json()
                                .getInt("totalItems")
                        == 0);
    }

    /** Registers a webhook endpoint of the client at the receiver's path; the receiver learns its secret. */
    private static String registerWebhook(
            ApiHttpClient node, ApiFlows.NewClient client, WebhookReceiver receiver, String path) {
        ApiHttpClient.Response created = node.post(
                "api/v1/webhooks",
                Json.createObjectBuilder()
                        .add("url", receiver.url(path))
                        .build()
                        .toString(),
                "Authorization",
                bearer(client.key()));
        assertEquals(200, created.status(), created::toString);
        receiver.expect(path, created.json().getString("secret"));
        return created.json().getString("id");
    }

    // --- the processes ----------------------------------------------------------------

    /** SIGKILL, the JVM and all: no shutdown hook, no lease given back. */
    private void killNode(int index) throws InterruptedException {
        Process node = nodes.remove(index);
        node.descendants().forEach(ProcessHandle::destroyForcibly);
        node.destroyForcibly();
        node.waitFor();
    }

    private Process startNode(int index) throws IOException {
        return startNode(index, ApiFlows.OPERATOR_KEY);
    }

    private Process startNode(int index, String operatorKey) throws IOException {
        ProcessBuilder builder = new ProcessBuilder("bash", "config/cluster/start-node.sh", Integer.toString(index))
                .directory(repository.toFile())
                .redirectErrorStream(true)
                // Appended: a node started again after a kill keeps the first one's log.
                .redirectOutput(ProcessBuilder.Redirect.appendTo(
                        work.resolve("node-" + index + ".log").toFile()));
        Map<String, String> env = builder.environment();
        env.put("NUTRILAB_SKIP_BUILD", "1");
        env.put("NUTRILAB_CLUSTER_MEMBERS", MEMBERS);
        env.put("NUTRILAB_CLUSTER_NAME", "nutrilab-cluster-it");
        env.put("PORT", Integer.toString(HTTP_PORTS[index]));
        env.put("NUTRILAB_DATA_DIR", work.resolve("data").toString());
        if (TestDatabase.postgresql()) {
            env.putAll(TestDatabase.postgresqlServer().nodeEnvironment(POSTGRESQL_DATABASE));
        } else {
            env.put("NUTRILAB_DB_PORT", Integer.toString(DERBY_PORT));
            env.put("NUTRILAB_DB_NAME", DERBY_DATABASE);
        }
        env.put("NUTRILAB_OPERATOR_KEY", operatorKey);
        env.put("NUTRILAB_LABS_LEASE_SECONDS", "5");
        // The test's webhook receiver is on loopback over http; a short lease for a quick take-over.
        env.put("NUTRILAB_WEBHOOKS_ALLOW_HTTP", "true");
        env.put("NUTRILAB_WEBHOOKS_ALLOW_PRIVATE_TARGETS", "true");
        env.put("NUTRILAB_WEBHOOKS_CONNECT_TIMEOUT_SECONDS", "2");
        env.put("NUTRILAB_WEBHOOKS_REQUEST_TIMEOUT_SECONDS", "8");
        env.put("NUTRILAB_WEBHOOKS_LEASE_SECONDS", "15");
        // The nodes run with run.sh's own heap and collector (config/payara/jvm-memory.options).
        env.remove("NUTRILAB_JVM_MEMORY");
        env.put("JAVA_OPTS", "-Djava.io.tmpdir=" + work);
        return builder.start();
    }

    private static ApiHttpClient node(int index) {
        return checked(URI.create("http://127.0.0.1:" + HTTP_PORTS[index] + "/"));
    }

    private static List<ApiHttpClient> everyNode() {
        return Arrays.stream(HTTP_PORTS)
                .mapToObj(port -> checked(URI.create("http://127.0.0.1:" + port + "/")))
                .toList();
    }

    /**
     * Clients whose answers are not validated against the OpenAPI document: the outage's load and
     * its timed requests, where the validator's CPU (in the JVM that also runs the Derby Network
     * Server) would be measured as the node's slowness. The answers are the same as the checked ones.
     */
    private static List<ApiHttpClient> everyNodeUnchecked() {
        return Arrays.stream(HTTP_PORTS)
                .mapToObj(port -> new ApiHttpClient(URI.create("http://127.0.0.1:" + port + "/")))
                .toList();
    }

    /** A node's client, whose answers must fit the OpenAPI document that node serves. */
    private static ApiHttpClient checked(URI node) {
        return new ApiHttpClient(node, OpenApiAnswers.of(node));
    }

    private static boolean ready(int port) {
        try {
            HttpResponse<String> response = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health/ready"))
                                    .timeout(Duration.ofSeconds(5))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 && response.body().contains("\"UP\"");
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private interface Check {
        boolean passes() throws Exception;
    }

    /** Waits until the check passes (an exception counts as not yet), failing at once if a node exited. */
    private void waitFor(String what, Check check) {
        Awaitility.await(what + " (logs in " + work + ")")
                .atMost(START_TIMEOUT)
                .pollInterval(Duration.ofMillis(200))
                .failFast(what + ": a node exited; see " + work, () -> nodes.stream()
                        .anyMatch(node -> !node.isAlive()))
                .ignoreExceptions()
                .until(check::passes);
    }

    /** How many lines of the nodes' logs hold {@code text}. */
    private long nodeLogLines(String text) throws IOException {
        long lines = 0;
        for (int index = 0; index < HTTP_PORTS.length; index++) {
            try (Stream<String> log = Files.lines(work.resolve("node-" + index + ".log"))) {
                lines += log.filter(line -> line.contains(text)).count();
            }
        }
        return lines;
    }

    private static void deleteRecursively(Path directory) throws IOException {
        if (Files.exists(directory)) {
            try (Stream<Path> paths = Files.walk(directory)) {
                paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }
}
