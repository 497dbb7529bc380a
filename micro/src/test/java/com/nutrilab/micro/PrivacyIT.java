package com.nutrilab.micro;

import static com.nutrilab.testing.ApiFlows.bearer;
import static com.nutrilab.testing.ApiFlows.json;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.auth.ApiClient;
import com.nutrilab.platform.Database;
import com.nutrilab.privacy.ClientErasure;
import com.nutrilab.privacy.ClientErasureWork;
import com.nutrilab.privacy.LabFileSpace;
import com.nutrilab.privacy.RetentionBatches;
import com.nutrilab.privacy.RetentionPurge;
import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.LabSamples;
import jakarta.annotation.Resource;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.UserTransaction;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Erasing a user (docs/privacy.md): after it, no row of any table of the schema (read from the
 * JDBC metadata, so a table added later is searched too) names the user, their username or any of
 * their reports; their tokens get 401; another user's data is as it was; an erasure racing uploads
 * and a report being read leaves nothing behind. Runs on embedded Derby and on PostgreSQL, and
 * prints how long the erasure of a user with 100 reports takes.
 */
@ExtendWith(ArquillianExtension.class)
@ExtendWith(RecordedAnswers.class)
class PrivacyIT {

    /** The tables of the USDA import (V3__foods.sql). */
    private static final Set<String> FOOD_CATALOGUE =
            Set.of("food", "food_group", "food_nutrient", "food_portion", "nutrient");

    private static final int REPORT_PAGES = 8;

    /**
     * How long the rows of an erased user are watched for a reader that was under way: it notices
     * the erasure at its next write, within a page's reading.
     */
    private static final Duration READERS_NOTICE = Duration.ofSeconds(2);

    @Deployment
    static WebArchive deployment() {
        return Deployments.nutrilabWar();
    }

    @ArquillianResource
    private URL base;

    @Resource(lookup = Database.JNDI_NAME)
    private DataSource dataSource;

    @Inject
    private RetentionPurge retention;

    @Inject
    private RetentionBatches retentionBatches;

    @Inject
    private ClientErasureWork erasureWork;

    @Inject
    private LabFileSpace labFileSpace;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Resource(lookup = "java:comp/UserTransaction")
    private UserTransaction transactions;

    @Test
    void anErasedUserLeavesNoRowAndNoWorkingTokenAndOthersKeepTheirs() throws Exception {
        ApiFlows flows = flows();
        ApiFlows.NewClient tenant = flows.newClient("Erasure Health");
        ApiFlows.NewClient otherTenant = flows.newClient("Other Health");
        String username = "leaving." + suffix();
        ApiFlows.SignIn leaving = flows.newUser(tenant, username);
        ApiFlows.SignIn staying = flows.newUser(tenant, "staying." + suffix());
        String user = bearer(leaving.accessToken());
        ApiFlows.SignIn secondSignIn = flows.login(tenant, username, "password-of-" + username);
        ApiHttpClient.Response refreshed = api().post(
                        "api/v1/auth/refresh",
                        json("refreshToken", secondSignIn.refreshToken()),
                        "Authorization",
                        bearer(tenant.key()));
        assertEquals(200, refreshed.status(), refreshed::toString);
        String refreshedToken = refreshed.json().getString("refreshToken");
        putProfile(user);
        putProfile(bearer(staying.accessToken()));

        byte[] sample = LabSamples.bytes("sample-02-us-hospital.pdf");
        List<String> reports = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            reports.add(upload(LabSamples.copy(sample, i), user));
            assertEquals("COMPLETED", flows.awaitRead(reports.get(i), user).getString("status"));
        }
        webhookEventsAbout(tenant.id(), reports);
        storedEarlierColumn(reports.get(0), 2); // as a cumulative report's older column (V15)
        String kept = upload(sample, bearer(staying.accessToken()));
        assertEquals(
                "COMPLETED",
                flows.awaitRead(kept, bearer(staying.accessToken())).getString("status"));
        Map<String, Long> staysBefore = rowsNaming(staying.userId(), kept);

        JsonObject listed = api().get("api/v1/users?pageSize=1", "Authorization", bearer(tenant.key()))
                .json();
        assertEquals(2, listed.getInt("totalItems"), listed::toString);
        assertEquals(1, listed.getJsonArray("items").size());
        assertProblem(api().get("api/v1/users", "Authorization", user), 403);
        assertProblem(
                api().method(
                                "DELETE",
                                "api/v1/users/" + leaving.userId(),
                                null,
                                "Authorization",
                                bearer(otherTenant.key())),
                404);

        // Still being read when the erasure comes: its reader must find it gone and write nothing.
        reports.add(upload(LabSamples.copy(multiPage(sample), 99), user));
        ApiHttpClient.Response erased =
                api().method("DELETE", "api/v1/users/" + leaving.userId(), null, "Authorization", bearer(tenant.key()));
        assertEquals(200, erased.status(), erased::toString);
        JsonObject counts = erased.json().getJsonObject("erased");
        assertEquals(1, counts.getInt("users"), counts::toString);
        assertEquals(1, counts.getInt("profiles"), counts::toString);
        assertEquals(2, counts.getInt("signIns"), counts::toString);
        assertEquals(3, counts.getInt("refreshTokens"), counts::toString); // one of them spent
        assertEquals(3, counts.getInt("labReports"), counts::toString);
        assertEquals(3, counts.getInt("labFiles"), counts::toString);
        // 22 per read report, and if the third was read before the erasure came, its 22 and its
        // lab.completed event to the tenant's endpoint, with an attempt if the sender got to it
        boolean thirdRead = counts.getInt("analytes") == 66;
        assertEquals(thirdRead ? 66 : 44, counts.getInt("analytes"), counts::toString);
        assertEquals(2, counts.getInt("earlierAnalytes"), counts::toString); // the earlier column's
        assertEquals(thirdRead ? 3 : 2, counts.getInt("webhookDeliveries"), counts::toString);
        assertTrue(counts.getInt("webhookAttempts") >= 2, counts::toString);

        assertProblem(
                api().method("DELETE", "api/v1/users/" + leaving.userId(), null, "Authorization", bearer(tenant.key())),
                404);
        assertProblem(api().get("api/v1/labs", "Authorization", user), 401);
        assertProblem(api().get("api/v1/profile", "Authorization", bearer(secondSignIn.accessToken())), 401);
        assertProblem(
                api().post(
                                "api/v1/auth/refresh",
                                json("refreshToken", refreshedToken),
                                "Authorization",
                                bearer(tenant.key())),
                401);
        assertProblem(flows.loginResponse(tenant, username, "password-of-" + username), 401);

        List<String> needles = new ArrayList<>(List.of(leaving.userId(), username));
        needles.addAll(reports);
        // The report that was being read: its reader notices, and writes nothing, for as long as it may take.
        await("no row names the erased user")
                .during(READERS_NOTICE)
                .atMost(READERS_NOTICE.plusSeconds(5))
                .until(() -> rowsNaming(needles.toArray(String[]::new)).isEmpty());
        assertEquals(Map.of(), rowsNaming(needles.toArray(String[]::new)), "rows that name the erased user");
        assertEquals(staysBefore, rowsNaming(staying.userId(), kept), "the other user's rows");
        assertEquals(
                "COMPLETED",
                api().get("api/v1/labs/" + kept, "Authorization", bearer(staying.accessToken()))
                        .json()
                        .getString("status"));
    }

    /**
     * A user who erases themself while three threads keep uploading for them: every upload is
     * answered 200 (it committed before the erasure, which then deletes it) or 401, never a 500,
     * and nothing of the user is left once the erasure is answered.
     */
    @Test
    void anErasureRacingUploadsAndReadingsLeavesNothing() throws Exception {
        ApiFlows flows = flows();
        ApiFlows.NewClient tenant = flows.newClient("Erasure Race Health");
        String username = "racing." + suffix();
        ApiFlows.SignIn signIn = flows.newUser(tenant, username);
        String user = bearer(signIn.accessToken());
        byte[] report = multiPage(LabSamples.bytes("sample-02-us-hospital.pdf"));
        for (int i = 0; i < 3; i++) {
            upload(LabSamples.copy(report, 1000 + i), user);
        }
        List<String> uploaded = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Integer> statuses = java.util.Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean erasedAlready = new AtomicBoolean();
        ExecutorService uploaders = Executors.newFixedThreadPool(3);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int thread = 0; thread < 3; thread++) {
                int first = (thread + 1) * 10_000;
                running.add(uploaders.submit(() -> {
                    // Until one upload that began after the erasure was answered (at most 50).
                    for (int i = 0; i < 50; i++) {
                        boolean afterErasure = erasedAlready.get();
                        ApiHttpClient.Response answer = api().postBytes(
                                        "api/v1/labs/upload",
                                        LabSamples.copy(report, first + i),
                                        "application/pdf",
                                        "Authorization",
                                        user);
                        statuses.add(answer.status());
                        if (answer.status() == 200) {
                            uploaded.add(answer.json().getString("id"));
                        }
                        if (afterErasure) {
                            break;
                        }
                    }
                    return null;
                }));
            }
            await("six uploads before the erasure")
                    .atMost(Duration.ofMinutes(1))
                    .pollInterval(Duration.ofMillis(20))
                    .until(() -> uploaded.size() >= 6);
            ApiHttpClient.Response erased = api().method("DELETE", "api/v1/me", null, "Authorization", user);
            erasedAlready.set(true);
            assertEquals(200, erased.status(), erased::toString);
            for (Future<?> thread : running) {
                thread.get();
            }
        } finally {
            uploaders.shutdownNow();
        }
        assertTrue(Set.of(200, 401).containsAll(statuses), statuses::toString);
        assertTrue(statuses.contains(401), "uploads after the erasure are refused");
        List<String> needles = new ArrayList<>(List.of(signIn.userId(), username));
        needles.addAll(uploaded);
        // Readers under way notice, and write nothing.
        await("no row names the erased user")
                .during(READERS_NOTICE)
                .atMost(READERS_NOTICE.plusSeconds(5))
                .until(() -> rowsNaming(needles.toArray(String[]::new)).isEmpty());
        assertEquals(Map.of(), rowsNaming(needles.toArray(String[]::new)), "rows that name the erased user");
    }

    /**
     * The export holds the account without secrets, the profile, the refresh tokens without the
     * tokens, and every report (more than two of the pages it is read in) with its results, its
     * file's path and its webhook event; nothing of another user.
     */
    @Test
    void theExportHoldsEveryReportAndNoSecret() throws Exception {
        ApiFlows flows = flows();
        ApiFlows.NewClient tenant = flows.newClient("Export Health");
        String username = "exporting." + suffix();
        ApiFlows.SignIn signIn = flows.newUser(tenant, username);
        ApiFlows.SignIn other = flows.newUser(tenant, "neighbour." + suffix());
        String user = bearer(signIn.accessToken());
        putProfile(user);
        List<String> reports = storedReports(signIn.userId(), tenant.id(), 45, 3);
        webhookEventsAbout(tenant.id(), reports);
        String unreached = reports.get(0);
        String clientsInfrastructure = "connect timed out: hooks-internal.acme.local:8443";
        execute(
                "INSERT INTO webhook_attempt (id, delivery_id, attempted_at, status_code, latency_ms, error) "
                        + "SELECT ?, id, ?, CAST(NULL AS INTEGER), 10000, ? FROM webhook_delivery WHERE lab_result_id = ?",
                UUID.randomUUID().toString(),
                Timestamp.from(Instant.now()),
                clientsInfrastructure,
                unreached);
        String notTheirs = storedReports(other.userId(), tenant.id(), 1, 3).get(0);
        storedEarlierColumn(reports.get(0), 2);

        ApiHttpClient.Response export = api().get("api/v1/me/export", "Authorization", user);
        assertEquals(200, export.status(), export::toString);
        assertTrue(export.contentType().startsWith("application/json"), export::toString);
        JsonObject document = export.json();
        assertEquals(signIn.userId(), document.getJsonObject("account").getString("id"));
        assertEquals(username, document.getJsonObject("account").getString("username"));
        assertEquals("vegetarian", document.getJsonObject("profile").getString("diet"));
        assertEquals(1, document.getJsonArray("refreshTokens").size());
        assertTrue(!export.body().contains("password") && !export.body().contains(signIn.refreshToken()), "no secret");
        List<String> exported = document.getJsonArray("labReports").stream()
                .map(report -> report.asJsonObject())
                .peek(report -> {
                    String id = report.getJsonObject("report").getString("id");
                    assertEquals("/api/v1/labs/" + id + "/file", report.getString("file"));
                    assertEquals(
                            3,
                            report.getJsonObject("report")
                                    .getJsonArray("analytes")
                                    .size());
                    assertEquals(1, report.getJsonArray("webhookEvents").size(), report::toString);
                    assertEquals(
                            id.equals(unreached) ? 2 : 1,
                            report.getJsonArray("webhookEvents")
                                    .getJsonObject(0)
                                    .getJsonArray("attempts")
                                    .size());
                })
                .map(report -> report.getJsonObject("report").getString("id"))
                .sorted()
                .toList();
        assertEquals(reports.stream().sorted().toList(), exported);
        JsonObject cumulative = document.getJsonArray("labReports").stream()
                .map(report -> report.asJsonObject().getJsonObject("report"))
                .filter(report -> report.getString("id").equals(reports.get(0)))
                .findFirst()
                .orElseThrow();
        assertEquals(1, cumulative.getJsonArray("earlier").size(), cumulative::toString);
        assertEquals(
                "2025-01-15",
                cumulative.getJsonArray("earlier").getJsonObject(0).getString("collectedAt"));
        assertEquals(
                2,
                cumulative
                        .getJsonArray("earlier")
                        .getJsonObject(0)
                        .getJsonArray("analytes")
                        .size());
        assertTrue(!export.body().contains(notTheirs), "another user's report");
        // Issue 55 item 6: the attempts' outcome, never the client's error texts (its host names, its TLS).
        assertTrue(!export.body().contains("hooks-internal"), "the client's infrastructure is not the user's data");
        assertTrue(export.body().contains("\"outcome\":\"NOT_REACHED\""), export::body);
        assertTrue(export.body().contains("\"outcome\":\"DELIVERED\""), export::body);
        assertProblem(api().get("api/v1/me/export", "Authorization", bearer(tenant.key())), 403);
    }

    /** The figure of docs/privacy.md: a user with 100 read reports (20 results each, a webhook event each) erased over HTTP. */
    @Test
    void theErasureOfAUserWith100ReportsIsTimed() throws Exception {
        ApiFlows flows = flows();
        ApiFlows.NewClient tenant = flows.newClient("Erasure Timing Health");
        ApiFlows.SignIn signIn = flows.newUser(tenant, "timed." + suffix());
        List<String> reports = storedReports(signIn.userId(), tenant.id(), 100, 20);
        webhookEventsAbout(tenant.id(), reports);

        long start = System.nanoTime();
        ApiHttpClient.Response erased =
                api().method("DELETE", "api/v1/users/" + signIn.userId(), null, "Authorization", bearer(tenant.key()));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(200, erased.status(), erased::toString);
        assertEquals(100, erased.json().getJsonObject("erased").getInt("labReports"));
        assertEquals(2000, erased.json().getJsonObject("erased").getInt("analytes"));
        System.out.printf("erasure of a user with 100 reports (%s): %d ms%n", databaseName(), millis);
        assertEquals(Map.of(), rowsNaming(signIn.userId()));
    }

    /**
     * A tenant of 1,000 users (one report each, with its results, file, sign-in and webhook event)
     * and one real signed-in user: refused while enabled, then erased in steps with its progress
     * readable, the client gone at the end, its key and tokens refused, no row naming it but the
     * erasure's record, another tenant untouched. Prints how long it took.
     */
    @Test
    void aDisabledTenantIsErasedInStepsAndNothingOfItIsLeft() throws Exception {
        ApiFlows flows = flows();
        String operator = bearer(flows.operatorToken());
        ApiFlows.NewClient tenant = flows.newClient("Leaving Tenant Health");
        ApiFlows.NewClient neighbour = flows.newClient("Neighbour Health");
        ApiFlows.SignIn user = flows.newUser(tenant, "tenant.user." + suffix());
        ApiFlows.SignIn neighboursUser = flows.newUser(neighbour, "neighbour.user." + suffix());
        List<String> seeded = storedUsers(tenant.id(), 1000);
        List<String> reports = storedReports(seeded, tenant.id(), 1, 5);
        webhookEventsAbout(tenant.id(), reports.subList(0, 100));
        Map<String, Long> neighbourBefore = rowsNaming(neighbour.id(), neighboursUser.userId());

        assertProblem(
                api().method("DELETE", "api/v1/admin/clients/" + tenant.id(), null, "Authorization", operator), 409);
        ApiHttpClient.Response disabled = api().method(
                        "PATCH",
                        "api/v1/admin/clients/" + tenant.id(),
                        json("disabled", true),
                        "Authorization",
                        operator,
                        "Content-Type",
                        "application/json");
        assertEquals(200, disabled.status(), disabled::toString);
        long start = System.nanoTime();
        ApiHttpClient.Response started =
                api().method("DELETE", "api/v1/admin/clients/" + tenant.id(), null, "Authorization", operator);
        assertEquals(200, started.status(), started::toString);
        assertEquals("RUNNING", started.json().getString("status"));
        assertEquals(1001, started.json().getInt("usersTotal"));
        assertProblem(
                api().method(
                                "PATCH",
                                "api/v1/admin/clients/" + tenant.id(),
                                json("disabled", false),
                                "Authorization",
                                operator,
                                "Content-Type",
                                "application/json"),
                409);

        JsonObject progress = awaitErasure(tenant.id(), operator, Duration.ofMinutes(10));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals("COMPLETED", progress.getString("status"), progress::toString);
        System.out.printf(
                "erasure of a tenant with 1,000 users, 1,000 reports (%s): %d ms from the request, "
                        + "the first step within 5 s of it (the runner's period)%n",
                databaseName(), millis);
        assertEquals(1001, progress.getInt("usersErased"));
        assertEquals(1001, progress.getJsonObject("erased").getInt("users"));
        assertEquals(1000, progress.getJsonObject("erased").getInt("labReports"));
        assertEquals(5000, progress.getJsonObject("erased").getInt("analytes"));
        assertEquals(100, progress.getJsonObject("erased").getInt("webhookDeliveries"));
        assertEquals(1, progress.getInt("webhookEndpoints"));

        assertProblem(api().get("api/v1/admin/clients/" + tenant.id(), "Authorization", operator), 404);
        assertProblem(api().get("api/v1/labs", "Authorization", bearer(user.accessToken())), 401);
        assertProblem(api().get("api/v1/users", "Authorization", bearer(tenant.key())), 401);
        Map<String, Long> left = rowsNaming(tenant.id(), user.userId(), seeded.get(0), reports.get(0));
        left.keySet()
                .removeIf(column -> column.equalsIgnoreCase("client_erasure.client_id")
                        || column.equalsIgnoreCase("client_erasure_count.client_id"));
        assertEquals(Map.of(), left, "rows that name the erased tenant, beside its erasure's record");
        assertEquals(neighbourBefore, rowsNaming(neighbour.id(), neighboursUser.userId()), "another tenant's rows");
    }

    /**
     * What a crash leaves: a tenant erasure RUNNING, part done, its lease held by a node that no
     * longer runs. Once the lease has run out, this node resumes it where it ended and completes it.
     */
    @Test
    void aTenantErasureLeftByADeadNodeIsResumedWhenItsLeaseRunsOut() throws Exception {
        ApiFlows flows = flows();
        String operator = bearer(flows.operatorToken());
        ApiFlows.NewClient tenant = flows.newClient("Resumed Erasure Health");
        List<String> seeded = storedUsers(tenant.id(), 25);
        execute("UPDATE api_client SET disabled = TRUE WHERE id = ?", tenant.id());
        // 25 users when it began, 5 of them erased by the node that died (their rows are gone).
        for (String erased : seeded.subList(0, 5)) {
            execute("DELETE FROM app_user WHERE id = ?", erased);
        }
        Timestamp began = Timestamp.from(Instant.now().minusSeconds(120));
        execute(
                "INSERT INTO client_erasure (client_id, client_name, status, requested_at, updated_at, users_total, "
                        + "users_erased, lease_owner, lease_until) VALUES (?, 'Resumed Erasure Health', 'RUNNING', ?, ?, "
                        + "25, 5, 'a-node-that-died', ?)",
                tenant.id(),
                began,
                began,
                Timestamp.from(Instant.now().minusSeconds(1)));

        JsonObject progress = awaitErasure(tenant.id(), operator, Duration.ofMinutes(2));
        assertEquals("COMPLETED", progress.getString("status"), progress::toString);
        assertEquals(25, progress.getInt("usersErased"), "the 5 before the crash and the 20 after it");
        assertProblem(api().get("api/v1/admin/clients/" + tenant.id(), "Authorization", operator), 404);
        Map<String, Long> left = rowsNaming(tenant.id(), seeded.get(24));
        left.keySet()
                .removeIf(column -> column.equalsIgnoreCase("client_erasure.client_id")
                        || column.equalsIgnoreCase("client_erasure_count.client_id"));
        assertEquals(Map.of(), left);
    }

    /**
     * The purge deletes expired refresh tokens, expired revocations and old webhook attempts, and
     * nothing else; while another node holds its lease, this node does not run it.
     */
    @Test
    void theRetentionPurgeRemovesWhatIsDueAndNothingElseOnOneNodeAtATime() throws Exception {
        ApiFlows flows = flows();
        ApiFlows.NewClient tenant = flows.newClient("Retention Health");
        ApiFlows.SignIn signIn = flows.newUser(tenant, "retained." + suffix());
        Instant now = Instant.now();
        String expiredToken = refreshToken(signIn.userId(), tenant.id(), now.minus(Duration.ofDays(1)));
        String liveSpentToken = refreshToken(signIn.userId(), tenant.id(), now.plus(Duration.ofDays(1)));
        String expiredRevocation = revocation(now.minus(Duration.ofMinutes(1)));
        String liveRevocation = revocation(now.plus(Duration.ofMinutes(15)));
        String report = storedReports(signIn.userId(), tenant.id(), 1, 1).get(0);
        webhookEventsAbout(tenant.id(), List.of(report));
        String oldAttempt = attempt(report, now.minus(Duration.ofDays(31)));
        String recentAttempt = attempt(report, now.minus(Duration.ofDays(29)));
        List<String> due = List.of(expiredToken, expiredRevocation, oldAttempt);
        List<String> kept = List.of(liveSpentToken, liveRevocation, recentAttempt, signIn.userId(), report);

        execute(
                "UPDATE job_lease SET lease_owner = 'another-node', lease_until = ?, last_run_at = NULL "
                        + "WHERE name = 'retention-purge'",
                Timestamp.from(now.plus(Duration.ofHours(1))));
        assertTrue(retention.runIfDue().isEmpty(), "another node holds the purge");
        assertEquals(3, rowsNaming(due.toArray(String[]::new)).size(), "nothing purged meanwhile");

        execute("UPDATE job_lease SET lease_owner = NULL, lease_until = NULL, last_run_at = NULL "
                + "WHERE name = 'retention-purge'");
        retention.runIfDue(); // or this node's timer, at the same moment: either way it runs once
        await("what was due purged")
                .atMost(Duration.ofMinutes(1))
                .pollInterval(Duration.ofMillis(100))
                .until(() -> rowsNaming(due.toArray(String[]::new)).isEmpty());
        for (String id : kept) {
            assertTrue(!rowsNaming(id).isEmpty(), () -> id + " is kept");
        }
        assertEquals(
                200,
                api().get("api/v1/labs/" + report, "Authorization", bearer(signIn.accessToken()))
                        .status());
    }

    /**
     * The purge renews its lease with every batch (issue 55 item 4): a batch moves the lease's end
     * on while its node holds it, and deletes nothing once another node does, so that a run longer
     * than one lease is never run twice at once.
     */
    @Test
    void everyBatchOfThePurgeRenewsItsLeaseOrDeletesNothing() throws Exception {
        ApiFlows flows = flows();
        ApiFlows.NewClient tenant = flows.newClient("Lease Health");
        ApiFlows.SignIn signIn = flows.newUser(tenant, "leased." + suffix());
        // to the millisecond: PostgreSQL keeps microseconds, so a time with nanoseconds does not come back equal
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        List<String> expired = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            expired.add(refreshToken(signIn.userId(), tenant.id(), now.minus(Duration.ofDays(1))));
        }
        Instant held = now.plus(Duration.ofMinutes(1));
        execute(
                "UPDATE job_lease SET lease_owner = 'this-test', lease_until = ? WHERE name = 'retention-purge'",
                Timestamp.from(held));
        try {
            Instant renewed = now.plus(Duration.ofMinutes(10));
            assertEquals(
                    RetentionBatches.LEASE_LOST,
                    retentionBatches.expiredRefreshTokens(new RetentionBatches.Lease("another-node", renewed), now, 2),
                    "a node that does not hold the lease");
            assertEquals(3, count(EXPIRED_TOKENS_OF, signIn.userId()), "deletes nothing");
            assertEquals(Timestamp.from(held), leaseUntil(), "nor moves the lease");

            int deleted =
                    retentionBatches.expiredRefreshTokens(new RetentionBatches.Lease("this-test", renewed), now, 2);
            assertEquals(2, deleted, "a batch of the node that holds it");
            assertEquals(1, count(EXPIRED_TOKENS_OF, signIn.userId()));
            assertEquals(Timestamp.from(renewed), leaseUntil(), "renews the lease");
        } finally {
            execute("UPDATE job_lease SET lease_owner = NULL, lease_until = NULL WHERE name = 'retention-purge'");
        }
    }

    /**
     * An enable racing a tenant's erasure (issue 55 item 2): the erasure's start holds the client's
     * row (here, a transaction of this test doing what the start does, not yet committed) while the
     * operator's {@code PATCH {"disabled":false}} comes. The PATCH locks the row before it looks for
     * an erasure, so it waits, finds the erasure and is refused (409); the client stays disabled.
     * Without the lock, PostgreSQL's PATCH found no erasure, waited only to write, and enabled a
     * client whose users were then erased.
     */
    @Test
    void anEnableRacingATenantsErasureIsRefused() throws Exception {
        ApiFlows flows = flows();
        String operator = bearer(flows.operatorToken());
        ApiFlows.NewClient tenant = flows.newClient("Racing Erasure Health");
        execute("UPDATE api_client SET disabled = TRUE WHERE id = ?", tenant.id());
        ExecutorService patcher = Executors.newSingleThreadExecutor();
        try {
            transactions.begin();
            ApiClient locked = entityManager.find(ApiClient.class, tenant.id(), LockModeType.PESSIMISTIC_WRITE);
            entityManager.persist(new ClientErasure(locked.id(), locked.name(), 0, Instant.now()));
            entityManager.flush();
            Future<ApiHttpClient.Response> enable = patcher.submit(() -> api().method(
                            "PATCH",
                            "api/v1/admin/clients/" + tenant.id(),
                            "{\"disabled\":false}",
                            "Authorization",
                            operator,
                            "Content-Type",
                            "application/json"));
            awaitALockWait();
            transactions.commit();
            assertProblem(enable.get(), 409);
        } finally {
            if (transactions.getStatus() == jakarta.transaction.Status.STATUS_ACTIVE) {
                transactions.rollback();
            }
            patcher.shutdownNow();
        }
        // The client stays disabled (or, once the runner has erased it, is gone).
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement("SELECT disabled FROM api_client WHERE id = ?")) {
            query.setString(1, tenant.id());
            try (ResultSet row = query.executeQuery()) {
                assertTrue(!row.next() || row.getBoolean(1), "the client was enabled");
            }
        }
    }

    /**
     * Every step of a tenant's erasure checks the client again (issue 55 item 2): a client found
     * enabled (whatever let it be) has nobody erased, and its erasure STOPPED; disabled and asked
     * again, it goes on.
     */
    @Test
    void aStepErasesNobodyOfAnEnabledClient() throws Exception {
        ApiFlows flows = flows();
        String operator = bearer(flows.operatorToken());
        ApiFlows.NewClient tenant = flows.newClient("Enabled Again Health");
        List<String> users = storedUsers(tenant.id(), 3);
        Timestamp now = Timestamp.from(Instant.now());
        execute(
                "INSERT INTO client_erasure (client_id, client_name, status, requested_at, updated_at, users_total) "
                        + "VALUES (?, 'Enabled Again Health', 'RUNNING', ?, ?, 3)",
                tenant.id(),
                now,
                now);

        erasureWork.step(tenant.id(), "this-test"); // or the runner's step, at the same moment
        JsonObject erasure = await("the erasure no longer running")
                .atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(100))
                .until(
                        () -> api().get("api/v1/admin/clients/" + tenant.id() + "/erasure", "Authorization", operator)
                                .json(),
                        found -> !"RUNNING".equals(found.getString("status")));
        assertEquals("STOPPED", erasure.getString("status"), erasure::toString);
        assertEquals(0, erasure.getInt("usersErased"), erasure::toString);
        assertEquals(3, count("SELECT COUNT(*) FROM app_user WHERE client_id = ?", tenant.id()), "every user is there");

        execute("UPDATE api_client SET disabled = TRUE WHERE id = ?", tenant.id());
        ApiHttpClient.Response again =
                api().method("DELETE", "api/v1/admin/clients/" + tenant.id(), null, "Authorization", operator);
        assertEquals(200, again.status(), again::toString);
        assertEquals("RUNNING", again.json().getString("status"), "disabled and asked again, it goes on");
    }

    /**
     * An erased user's file bytes leave the database's files (issue 55 item 8): after the erasure
     * and a checkpoint (the deleted rows' pages written out, bytes and all), the purge's reclaim
     * compresses lab_file on Derby, and no file of the database holds the bytes any more; on
     * PostgreSQL it vacuums lab_file (and its TOAST table, where the bytes are).
     */
    @Test
    void anErasedUsersFileBytesLeaveTheDatabaseFiles() throws Exception {
        ApiFlows flows = flows();
        ApiFlows.NewClient tenant = flows.newClient("Reclaim Health");
        ApiFlows.SignIn signIn = flows.newUser(tenant, "reclaimed." + suffix());
        String marker = "ERASED-FILE-" + UUID.randomUUID();
        byte[] content =
                marker.repeat(64 * 1024 / marker.length()).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        for (String report : storedReports(signIn.userId(), tenant.id(), 3, 1)) {
            execute("UPDATE lab_file SET content = ? WHERE lab_result_id = ?", content, report);
        }
        ApiHttpClient.Response erased =
                api().method("DELETE", "api/v1/users/" + signIn.userId(), null, "Authorization", bearer(tenant.key()));
        assertEquals(200, erased.status(), erased::toString);

        boolean derby = databaseName().contains("Derby");
        if (derby) {
            try (Connection connection = dataSource.getConnection();
                    java.sql.CallableStatement checkpoint =
                            connection.prepareCall("CALL SYSCS_UTIL.SYSCS_CHECKPOINT_DATABASE()")) {
                checkpoint.execute();
            }
        }
        LabFileSpace.Reclaimed reclaimed = labFileSpace.reclaim();

        if (derby) {
            assertEquals(LabFileSpace.Reclaimed.COMPRESSED, reclaimed);
            Path files = Path.of(org.eclipse.microprofile.config.ConfigProvider.getConfig()
                            .getValue("nutrilab.data-dir", String.class))
                    .resolve("db/seg0");
            byte[] needle = marker.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            try (Stream<Path> segments = Files.list(files)) {
                List<String> holding = segments.filter(file -> contains(file, needle))
                        .map(Path::toString)
                        .toList();
                assertEquals(List.of(), holding, "database files that still hold the erased file's bytes");
            }
        } else {
            assertEquals(LabFileSpace.Reclaimed.VACUUMED, reclaimed);
            try (Connection connection = dataSource.getConnection();
                    PreparedStatement query = connection.prepareStatement(
                            "SELECT last_vacuum FROM pg_stat_user_tables WHERE relname = 'lab_file'");
                    ResultSet row = query.executeQuery()) {
                assertTrue(row.next() && row.getTimestamp(1) != null, "lab_file vacuumed");
            }
        }
    }

    /**
     * Reclaiming the space never fails or holds up an upload: on Derby the compress once deadlocked
     * with an upload's insert of its file (its statement compiled while the compress ran), which
     * Derby ended after 20 s with the upload its victim. Three users upload and delete (so lab_file
     * keeps getting free pages) while the space is reclaimed over and over: every upload and delete
     * 200, no deadlock in the log.
     */
    @Test
    void uploadsWhileTheFileSpaceIsReclaimedNeverFail() throws Exception {
        ApiFlows flows = flows();
        ApiFlows.NewClient tenant = flows.newClient("Compress Race Health");
        byte[] sample = LabSamples.bytes("sample-02-us-hospital.pdf");
        int uploaders = 3;
        int each = 20;
        List<String> users = new ArrayList<>();
        for (int u = 0; u < uploaders; u++) {
            users.add(bearer(
                    flows.newUser(tenant, "compressed." + u + "." + suffix()).accessToken()));
        }
        ExecutorService pool = Executors.newFixedThreadPool(uploaders);
        try (CapturedLog log = CapturedLog.start()) {
            List<Future<?>> runs = new ArrayList<>();
            for (int u = 0; u < uploaders; u++) {
                String user = users.get(u);
                int first = u * each;
                runs.add(pool.submit(() -> {
                    for (int i = first; i < first + each; i++) {
                        String id = upload(LabSamples.copy(sample, i), user);
                        ApiHttpClient.Response deleted =
                                api().method("DELETE", "api/v1/labs/" + id, null, "Authorization", user);
                        assertEquals(200, deleted.status(), deleted::toString);
                    }
                    return null;
                }));
            }
            int compressed = 0;
            while (!runs.stream().allMatch(Future::isDone)) {
                if (labFileSpace.reclaim() == LabFileSpace.Reclaimed.COMPRESSED) {
                    compressed++;
                }
            }
            for (Future<?> run : runs) {
                run.get();
            }
            System.out.printf("uploads while lab_file was reclaimed: %d compresses%n", compressed);
            if (databaseName().contains("Derby")) {
                assertTrue(compressed > 0, "lab_file compressed while the uploads ran");
            }
            assertEquals(List.of(), log.linesMentioning("deadlock"));
        } finally {
            pool.shutdownNow();
        }
    }

    private static boolean contains(Path file, byte[] needle) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            outer:
            for (int i = 0; i <= bytes.length - needle.length; i++) {
                for (int j = 0; j < needle.length; j++) {
                    if (bytes[i + j] != needle[j]) {
                        continue outer;
                    }
                }
                return true;
            }
            return false;
        } catch (java.io.IOException gone) {
            return false; // a file Derby deleted while it was listed
        }
    }

    // --- helpers ----------------------------------------------------------------------

    /** Users as registration leaves them, written in one transaction. */
    private List<String> storedUsers(String clientId, int users) throws Exception {
        List<String> ids = new ArrayList<>();
        Timestamp now = Timestamp.from(Instant.now());
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement user = connection.prepareStatement(
                    "INSERT INTO app_user (id, client_id, username, password_hash, created_at) "
                            + "VALUES (?, ?, ?, 'not-a-hash', ?)")) {
                for (int i = 0; i < users; i++) {
                    String id = UUID.randomUUID().toString();
                    ids.add(id);
                    user.setString(1, id);
                    user.setString(2, clientId);
                    user.setString(3, "seeded." + i);
                    user.setTimestamp(4, now);
                    user.addBatch();
                }
                user.executeBatch();
            }
            connection.commit();
        }
        return ids;
    }

    /** A spent refresh token of the user's, expiring at the given time; its id. */
    private String refreshToken(String userId, String clientId, Instant expiresAt) throws Exception {
        String id = UUID.randomUUID().toString();
        execute(
                "INSERT INTO refresh_token (id, token_hash, family_id, user_id, client_id, created_at, expires_at, "
                        + "spent_at, revoked) VALUES (?, ?, ?, ?, ?, ?, ?, ?, FALSE)",
                id,
                String.format("%064d", Math.abs(id.hashCode())),
                UUID.randomUUID().toString(),
                userId,
                clientId,
                Timestamp.from(expiresAt.minus(Duration.ofDays(30))),
                Timestamp.from(expiresAt),
                Timestamp.from(expiresAt.minus(Duration.ofDays(29))));
        return id;
    }

    /** A revoked sign-in, kept until the given time; its id. */
    private String revocation(Instant expiresAt) throws Exception {
        String id = UUID.randomUUID().toString();
        execute(
                "INSERT INTO revoked_credential (credential_id, kind, revoked_at, expires_at) VALUES (?, 'SIGN_IN', ?, ?)",
                id,
                Timestamp.from(expiresAt.minus(Duration.ofMinutes(15))),
                Timestamp.from(expiresAt));
        return id;
    }

    /** One more attempt to deliver the report's webhook event, made at the given time; its id. */
    private String attempt(String report, Instant attemptedAt) throws Exception {
        String id = UUID.randomUUID().toString();
        String delivery;
        try (Connection connection = dataSource.getConnection();
                PreparedStatement find =
                        connection.prepareStatement("SELECT id FROM webhook_delivery WHERE lab_result_id = ?")) {
            find.setString(1, report);
            try (ResultSet rows = find.executeQuery()) {
                rows.next();
                delivery = rows.getString(1);
            }
        }
        execute(
                "INSERT INTO webhook_attempt (id, delivery_id, attempted_at, status_code, latency_ms) "
                        + "VALUES (?, ?, ?, 503, 40)",
                id,
                delivery,
                Timestamp.from(attemptedAt));
        return id;
    }

    private static final String EXPIRED_TOKENS_OF =
            "SELECT COUNT(*) FROM refresh_token WHERE user_id = ? AND expires_at < CURRENT_TIMESTAMP";

    private long count(String sql, String parameter) throws Exception {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            query.setString(1, parameter);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    private Timestamp leaseUntil() throws Exception {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "SELECT lease_until FROM job_lease WHERE name = 'retention-purge'");
                ResultSet row = query.executeQuery()) {
            row.next();
            return row.getTimestamp(1);
        }
    }

    /** Waits until some transaction waits for a lock (Derby's lock table, PostgreSQL's activity), at most a minute. */
    private void awaitALockWait() throws Exception {
        String waiting = databaseName().toLowerCase(java.util.Locale.ROOT).contains("derby")
                ? "SELECT COUNT(*) FROM SYSCS_DIAG.LOCK_TABLE WHERE STATE = 'WAIT'"
                : "SELECT COUNT(*) FROM pg_locks WHERE NOT granted";
        await("a request waiting for the lock")
                .atMost(Duration.ofMinutes(1))
                .pollInterval(Duration.ofMillis(20))
                .until(() -> {
                    try (Connection connection = dataSource.getConnection();
                            PreparedStatement query = connection.prepareStatement(waiting);
                            ResultSet count = query.executeQuery()) {
                        count.next();
                        return count.getLong(1) > 0;
                    }
                });
    }

    private void execute(String sql, Object... parameters) throws Exception {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            statement.executeUpdate();
        }
    }

    /**
     * Every row of every table of the schema that holds one of the needles in a text column, as
     * counts per table and column: what the metadata lists, so a table added later is searched too.
     * The food catalogue's tables are not searched: only the operator's import writes them, never a
     * user's request, and their 700,000 rows cost embedded Derby seconds a search.
     */
    private Map<String, Long> rowsNaming(String... needles) throws Exception {
        Map<String, Long> found = new TreeMap<>();
        try (Connection connection = dataSource.getConnection()) {
            DatabaseMetaData metadata = connection.getMetaData();
            String schema = connection.getSchema();
            List<String> tables = new ArrayList<>();
            try (ResultSet rows = metadata.getTables(null, schema, "%", new String[] {"TABLE"})) {
                while (rows.next()) {
                    String table = rows.getString("TABLE_NAME");
                    if (!FOOD_CATALOGUE.contains(table.toLowerCase(java.util.Locale.ROOT))) {
                        tables.add(table);
                    }
                }
            }
            assertTrue(tables.size() >= 10, tables::toString);
            for (String table : tables) {
                Map<String, Integer> textColumns = new java.util.LinkedHashMap<>();
                try (ResultSet columns = metadata.getColumns(null, schema, table, "%")) {
                    while (columns.next()) {
                        if (isText(columns.getInt("DATA_TYPE"))) {
                            textColumns.put(columns.getString("COLUMN_NAME"), columns.getInt("COLUMN_SIZE"));
                        }
                    }
                }
                // One scan of the table, then one per column only where it found something: the
                // food tables' hundreds of thousands of rows cost a scan each, not one per column.
                if (rowsWith(connection, table, textColumns, needles) == 0) {
                    continue;
                }
                for (Map.Entry<String, Integer> column : textColumns.entrySet()) {
                    long count = rowsWith(connection, table, Map.ofEntries(column), needles);
                    if (count > 0) {
                        found.put(table + "." + column.getKey(), count);
                    }
                }
            }
        }
        return found;
    }

    /** The rows of the table where one of the columns (name and size) holds one of the needles. */
    private static long rowsWith(Connection connection, String table, Map<String, Integer> columns, String... needles)
            throws Exception {
        List<String> conditions = new ArrayList<>();
        List<String> patterns = new ArrayList<>();
        for (Map.Entry<String, Integer> column : columns.entrySet()) {
            for (String needle : needles) {
                if (needle.length() <= column.getValue()) {
                    conditions.add(quote(column.getKey()) + " LIKE ?");
                    patterns.add("%" + needle + "%");
                }
            }
        }
        if (conditions.isEmpty()) {
            return 0;
        }
        try (PreparedStatement count = connection.prepareStatement(
                "SELECT COUNT(*) FROM " + quote(table) + " WHERE " + String.join(" OR ", conditions))) {
            for (int i = 0; i < patterns.size(); i++) {
                count.setString(i + 1, patterns.get(i));
            }
            try (ResultSet result = count.executeQuery()) {
                result.next();
                return result.getLong(1);
            }
        }
    }

    private static boolean isText(int type) {
        return type == Types.VARCHAR
                || type == Types.CHAR
                || type == Types.LONGVARCHAR
                || type == Types.NVARCHAR
                || type == Types.CLOB;
    }

    private static String quote(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }

    /** A webhook endpoint of the client, and for each report a delivered event with one attempt. */
    private void webhookEventsAbout(String clientId, List<String> reports) throws Exception {
        Timestamp now = Timestamp.from(Instant.now());
        String endpoint = UUID.randomUUID().toString();
        try (Connection connection = dataSource.getConnection()) {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO webhook_endpoint (id, client_id, url, event_types, secret, created_at) "
                            + "VALUES (?, ?, 'https://hooks.example.com/lab', 'lab.completed', 'whsec_test', ?)")) {
                insert.setString(1, endpoint);
                insert.setString(2, clientId);
                insert.setTimestamp(3, now);
                insert.executeUpdate();
            }
            for (String report : reports) {
                String delivery = UUID.randomUUID().toString();
                try (PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO webhook_delivery (id, endpoint_id, lab_result_id, event_order, event_type, "
                                + "payload, status, created_at, retries_from, failures, attempt_count, "
                                + "next_attempt_at, delivered_at) VALUES (?, ?, ?, 1, 'lab.completed', ?, "
                                + "'DELIVERED', ?, ?, 0, 1, ?, ?)")) {
                    insert.setString(1, delivery);
                    insert.setString(2, endpoint);
                    insert.setString(3, report);
                    insert.setString(4, json("labResultId", report));
                    for (int i = 5; i <= 8; i++) {
                        insert.setTimestamp(i, now);
                    }
                    insert.executeUpdate();
                }
                try (PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO webhook_attempt (id, delivery_id, attempted_at, status_code, latency_ms) "
                                + "VALUES (?, ?, ?, 204, 12)")) {
                    insert.setString(1, UUID.randomUUID().toString());
                    insert.setString(2, delivery);
                    insert.setTimestamp(3, now);
                    insert.executeUpdate();
                }
            }
        }
    }

    /** Reports as processing leaves them (COMPLETED, a small file, results), written in one transaction. */
    private List<String> storedReports(String userId, String clientId, int reports, int analytes) throws Exception {
        return storedReports(List.of(userId), clientId, reports, analytes);
    }

    /** Read reports of each of the users, written in one transaction (a commit each cost embedded Derby a log sync). */
    private List<String> storedReports(List<String> userIds, String clientId, int reports, int analytes)
            throws Exception {
        List<String> ids = new ArrayList<>();
        Timestamp now = Timestamp.from(Instant.now());
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement report = connection.prepareStatement(
                            "INSERT INTO lab_result (id, user_id, client_id, status, file_name, content_type, "
                                    + "size_bytes, sha256, uploaded_at, processed_at) "
                                    + "VALUES (?, ?, ?, 'COMPLETED', 'report.pdf', 'application/pdf', 4, ?, ?, ?)");
                    PreparedStatement file =
                            connection.prepareStatement("INSERT INTO lab_file (lab_result_id, content) VALUES (?, ?)");
                    PreparedStatement analyte = connection.prepareStatement(
                            "INSERT INTO lab_analyte (lab_result_id, position, code, name, printed_name, amount, "
                                    + "value_text, unit, page) VALUES (?, ?, '2345-7', 'glucose', 'Glucose', 81, "
                                    + "'81', 'mg/dL', 1)")) {
                for (int i = 0; i < reports * userIds.size(); i++) {
                    String userId = userIds.get(i / reports);
                    String id = UUID.randomUUID().toString();
                    ids.add(id);
                    report.setString(1, id);
                    report.setString(2, userId);
                    report.setString(3, clientId);
                    report.setString(4, String.format("%064x", i));
                    report.setTimestamp(5, now);
                    report.setTimestamp(6, now);
                    report.executeUpdate();
                    file.setString(1, id);
                    file.setBytes(2, "%PDF".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                    file.executeUpdate();
                    for (int position = 0; position < analytes; position++) {
                        analyte.setString(1, id);
                        analyte.setInt(2, position);
                        analyte.addBatch();
                    }
                    analyte.executeBatch();
                }
            }
            connection.commit();
        }
        return ids;
    }

    /** An older dated column of a cumulative report, as processing stores it (V15). */
    private void storedEarlierColumn(String reportId, int analytes) throws Exception {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement analyte = connection.prepareStatement(
                        "INSERT INTO lab_earlier_analyte (lab_result_id, position, collected_at, code, name, "
                                + "printed_name, amount, value_text, unit, page) VALUES (?, ?, ?, '2345-7', 'glucose', "
                                + "'Glucose', 92, '92', 'mg/dL', 1)")) {
            for (int position = 0; position < analytes; position++) {
                analyte.setString(1, reportId);
                analyte.setInt(2, position);
                analyte.setDate(3, java.sql.Date.valueOf("2025-01-15"));
                analyte.executeUpdate();
            }
        }
    }

    private void putProfile(String user) throws Exception {
        ApiHttpClient.Response put = api().method(
                        "PUT",
                        "api/v1/profile",
                        "{\"diet\":\"vegetarian\",\"exclude\":[\"nuts\"],\"sex\":\"female\",\"birthYear\":1980}",
                        "Authorization",
                        user,
                        "Content-Type",
                        "application/json");
        assertEquals(200, put.status(), put::toString);
    }

    private String upload(byte[] file, String user) throws Exception {
        return new ApiFlows(api()).upload(file, "application/pdf", user);
    }

    /** A PDF of several copies of the sample's first page: long enough to be erased while it is read. */
    private static byte[] multiPage(byte[] pdf) throws Exception {
        try (org.apache.pdfbox.pdmodel.PDDocument source = org.apache.pdfbox.Loader.loadPDF(pdf);
                org.apache.pdfbox.pdmodel.PDDocument copy = new org.apache.pdfbox.pdmodel.PDDocument();
                java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream()) {
            for (int i = 0; i < REPORT_PAGES; i++) {
                copy.importPage(source.getPage(0));
            }
            copy.save(out);
            return out.toByteArray();
        }
    }

    private String databaseName() throws Exception {
        try (Connection connection = dataSource.getConnection()) {
            return connection.getMetaData().getDatabaseProductName();
        }
    }

    private static String suffix() {
        return UUID.randomUUID().toString().substring(0, 8);
    }

    private ApiFlows flows() throws Exception {
        return new ApiFlows(api());
    }

    private ApiHttpClient api() throws Exception {
        return ServedContract.client(base);
    }

    /** The tenant's erasure once it is COMPLETED. */
    private JsonObject awaitErasure(String clientId, String operator, Duration within) {
        return await("the erasure of " + clientId)
                .atMost(within)
                .pollInterval(Duration.ofMillis(250))
                .until(
                        () -> api().get("api/v1/admin/clients/" + clientId + "/erasure", "Authorization", operator)
                                .json(),
                        progress -> "COMPLETED".equals(progress.getString("status")));
    }
}
