package com.nutrilab.micro;

import static com.nutrilab.testing.ApiFlows.bearer;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.lab.LabFile;
import com.nutrilab.lab.LabResult;
import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.Multipart;
import jakarta.annotation.Resource;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.UserTransaction;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Lab reports on Payara Micro: uploads stored and processed after the commit, text PDFs and
 * OCR, the list and the file, deletion, isolation between users, and reports a dead node left
 * PROCESSING taken over when its lease runs out (the features run has a 5 s lease).
 */
@ExtendWith(ArquillianExtension.class)
class LabIT {

    private static final long PROCESSING_TIMEOUT_MILLIS = 60_000;

    @Deployment
    static WebArchive deployment() {
        return Deployments.nutrilabWar(LabIT.class);
    }

    @ArquillianResource
    private URL base;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Resource
    private UserTransaction transaction;

    // --- over HTTP --------------------------------------------------------------------

    @Test
    @RunAsClient
    void aTextPdfAndAnImageAreStoredThenRead() throws Exception {
        String user = newUser("lab-reader");
        byte[] pdf = sample("sample-01-us-reference-lab.pdf");
        Multipart form = new Multipart().file("file", "../reports/march.pdf", "application/octet-stream", pdf)
                .field("collectedAt", "2023-11-15").field("notes", "fasting");
        ApiHttpClient.Response uploaded = api().postBytes("api/v1/labs/upload", form.bytes(), form.contentType(),
                "Authorization", user);
        assertEquals(200, uploaded.status(), uploaded::toString);
        JsonObject stored = uploaded.json();
        assertEquals("march.pdf", stored.getString("fileName"), "the name without the client's path");
        assertEquals("application/pdf", stored.getString("contentType"), "decided by the bytes");
        assertEquals(pdf.length, stored.getInt("sizeBytes"));
        assertEquals("f9db0a0f84f3c017c17ddc129f9b62df09fc9ca59a8c3aa0f2a1a90ca64fc867", stored.getString("sha256"));
        assertTrue(stored.containsKey("error") && stored.isNull("error"), stored::toString);

        JsonObject read = awaitDone(stored.getString("id"), user);
        assertEquals("COMPLETED", read.getString("status"), read::toString);
        assertEquals(26, read.getJsonArray("analytes").size());
        assertEquals("2023-11-15", read.getString("collectedAt"), "the user's date wins over the printed one");
        assertEquals("Marlowe Point Reference Laboratory", read.getString("labName"));
        assertEquals("fasting", read.getString("notes"));
        JsonObject egfr = analyte(read, "98979-8");
        assertEquals("eGFR", egfr.getString("name"));
        assertEquals(37, egfr.getJsonNumber("value").doubleValue());
        assertEquals("mL/min/{1.73_m2}", egfr.getString("unit"));
        assertEquals("LOW", egfr.getString("flag"));
        assertEquals(59, egfr.getJsonObject("referenceRange").getJsonNumber("low").doubleValue());
        assertTrue(egfr.getJsonObject("referenceRange").isNull("high"));

        byte[] png = sample("sample-05-us-reference-lab.png");
        JsonObject image = api().postBytes("api/v1/labs/upload?filename=phone.png", png, "application/pdf",
                "Authorization", user).json();
        assertEquals("image/png", image.getString("contentType"), "the declared type is not believed");
        JsonObject ocr = awaitDone(image.getString("id"), user);
        assertEquals("COMPLETED", ocr.getString("status"), ocr::toString);
        assertEquals(16, ocr.getJsonArray("analytes").size(), ocr::toString);
        assertEquals(2.743, analyte(ocr, "3016-3").getJsonNumber("value").doubleValue());

        JsonObject list = api().get("api/v1/labs", "Authorization", user).json();
        assertEquals(2, list.getInt("totalItems"));
        assertEquals(image.getString("id"), list.getJsonArray("items").getJsonObject(0).getString("id"), "newest first");
        assertEquals(1, api().get("api/v1/labs?status=COMPLETED&pageSize=1", "Authorization", user).json()
                .getJsonArray("items").size());
        assertEquals(0, api().get("api/v1/labs?status=FAILED", "Authorization", user).json().getInt("totalItems"));
        assertEquals(0, api().get("api/v1/labs?to=2000-01-01", "Authorization", user).json().getInt("totalItems"));

        Map.Entry<Integer, byte[]> file = api().getBytes("api/v1/labs/" + stored.getString("id") + "/file",
                "Authorization", user);
        assertEquals(200, file.getKey());
        assertArrayEquals(pdf, file.getValue(), "the original bytes");

        JsonObject again = api().postBytes("api/v1/labs/upload", pdf, "application/pdf", "Authorization", user).json();
        assertEquals(stored.getString("id"), again.getString("id"), "the same file again is the first result");
        assertEquals(2, api().get("api/v1/labs", "Authorization", user).json().getInt("totalItems"));
    }

    @Test
    @RunAsClient
    void aLetterWithoutResultsFailsWithAReason() throws Exception {
        String user = newUser("letter-reader");
        JsonObject stored = api().postBytes("api/v1/labs/upload", sample("sample-10-negative-letter.pdf"),
                "application/pdf", "Authorization", user).json();
        JsonObject failed = awaitDone(stored.getString("id"), user);
        assertEquals("FAILED", failed.getString("status"));
        assertEquals("no-results", failed.getJsonObject("error").getString("code"));
        assertTrue(failed.getJsonObject("error").getString("message").startsWith("No lab results"));
        assertEquals(1, api().get("api/v1/labs?status=FAILED", "Authorization", user).json().getInt("totalItems"));
    }

    @Test
    @RunAsClient
    void badUploadsAreRefusedWithTheirStatus() throws Exception {
        String user = newUser("bad-uploader");
        assertProblem(api().postBytes("api/v1/labs/upload", "Just some text".getBytes(), "application/pdf",
                "Authorization", user), 415);
        byte[] tooLarge = new byte[10 * 1024 * 1024 + 1];
        System.arraycopy("%PDF-1.7".getBytes(), 0, tooLarge, 0, 8);
        assertProblem(api().postBytes("api/v1/labs/upload", tooLarge, "application/pdf", "Authorization", user), 413);
        Multipart tooLargeForm = new Multipart().file("file", "big.pdf", "application/pdf", tooLarge);
        assertProblem(api().postBytes("api/v1/labs/upload", tooLargeForm.bytes(), tooLargeForm.contentType(),
                "Authorization", user), 413);

        Multipart noFile = new Multipart().field("notes", "forgot the file");
        ApiHttpClient.Response missing = api().postBytes("api/v1/labs/upload", noFile.bytes(), noFile.contentType(),
                "Authorization", user);
        assertProblem(missing, 400);
        assertEquals(List.of("file"), missing.errorFields());
        Multipart badDate = new Multipart().file("file", "a.pdf", "application/pdf",
                sample("sample-04-free-text.pdf")).field("collectedAt", "2024-02-30");
        ApiHttpClient.Response date = api().postBytes("api/v1/labs/upload", badDate.bytes(), badDate.contentType(),
                "Authorization", user);
        assertEquals(List.of("collectedAt"), date.errorFields());
        assertProblem(api().postBytes("api/v1/labs/upload", new byte[0], "application/pdf", "Authorization", user), 400);
        assertEquals(List.of("status"), api().get("api/v1/labs?status=DONE", "Authorization", user).errorFields());
        assertEquals(List.of("pageSize"), api().get("api/v1/labs?pageSize=500", "Authorization", user).errorFields());
        assertEquals(0, api().get("api/v1/labs", "Authorization", user).json().getInt("totalItems"), "nothing kept");
    }

    @Test
    @RunAsClient
    void anotherUsersReportIsUnknownAndOnlyUsersUpload() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Lab Isolation Health");
        String owner = bearer(flows.newUser(client, "owner").accessToken());
        String sameTenant = bearer(flows.newUser(client, "neighbour").accessToken());
        String otherTenant = newUser("stranger");
        String id = api().postBytes("api/v1/labs/upload", sample("sample-03-uk-nhs.pdf"), "application/pdf",
                "Authorization", owner).json().getString("id");
        for (String other : List.of(sameTenant, otherTenant)) {
            assertProblem(api().get("api/v1/labs/" + id, "Authorization", other), 404);
            assertProblem(api().get("api/v1/labs/" + id + "/file", "Authorization", other), 404);
            assertProblem(api().method("DELETE", "api/v1/labs/" + id, null, "Authorization", other), 404);
            assertEquals(0, api().get("api/v1/labs", "Authorization", other).json().getInt("totalItems"));
        }
        // The same bytes from another user are that user's own report.
        String theirs = api().postBytes("api/v1/labs/upload", sample("sample-03-uk-nhs.pdf"), "application/pdf",
                "Authorization", sameTenant).json().getString("id");
        assertNotEquals(id, theirs);
        assertProblem(api().postBytes("api/v1/labs/upload", sample("sample-03-uk-nhs.pdf"), "application/pdf",
                "Authorization", bearer(client.key())), 403);
        assertProblem(api().get("api/v1/labs"), 401);
        assertEquals(200, api().get("api/v1/labs/" + id, "Authorization", owner).status());
    }

    // --- in the container -------------------------------------------------------------

    @Test
    void deletingAReportRemovesItsFileAndResults() throws Exception {
        String user = newUser("deleter");
        String id = api().postBytes("api/v1/labs/upload", sample("sample-02-us-hospital.pdf"), "application/pdf",
                "Authorization", user).json().getString("id");
        assertEquals("COMPLETED", awaitDone(id, user).getString("status"));
        assertEquals(22L, count("SELECT COUNT(*) FROM lab_analyte WHERE lab_result_id = '" + id + "'"));

        ApiHttpClient.Response deleted = api().method("DELETE", "api/v1/labs/" + id, null, "Authorization", user);
        assertEquals(200, deleted.status(), deleted::toString);
        assertTrue(deleted.json().getBoolean("deleted"));
        assertProblem(api().get("api/v1/labs/" + id, "Authorization", user), 404);
        assertEquals(0L, count("SELECT COUNT(*) FROM lab_analyte WHERE lab_result_id = '" + id + "'"));
        assertEquals(0L, count("SELECT COUNT(*) FROM lab_file WHERE lab_result_id = '" + id + "'"));
    }

    /**
     * What a crash leaves: a report PROCESSING whose lease belongs to a node that no longer runs.
     * Once the lease has run out a live node takes it over and finishes it; a report whose lease
     * is still live is left to its node.
     */
    @Test
    void aReportLeftProcessingByADeadNodeIsFinishedWhenItsLeaseRunsOut() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.SignIn signIn = flows.newUser(flows.newClient("Lab Recovery Health"), "recovering");
        String user = bearer(signIn.accessToken());
        String orphan = leftProcessing(signIn.userId(), "sample-04-free-text.pdf", Instant.now().minusSeconds(1));
        String held = leftProcessing(signIn.userId(), "sample-02-us-hospital.pdf", Instant.now().plusSeconds(600));

        JsonObject finished = awaitDone(orphan, user);
        assertEquals("COMPLETED", finished.getString("status"), finished::toString);
        assertEquals(14, finished.getJsonArray("analytes").size());
        assertEquals(2L, count("SELECT attempts FROM lab_result WHERE id = '" + orphan + "'"),
                "claimed once by the dead node, once by this one");
        assertEquals("PROCESSING", api().get("api/v1/labs/" + held, "Authorization", user).json().getString("status"),
                "a live lease is its node's");
    }

    // --- helpers ----------------------------------------------------------------------

    /** A report stored as an upload is, then claimed by "a node that died" with the given lease. */
    private String leftProcessing(String userId, String sample, Instant leaseUntil) throws Exception {
        byte[] content = sample(sample);
        String clientId = (String) entityManager.createNativeQuery("SELECT client_id FROM app_user WHERE id = ?")
                .setParameter(1, userId).getSingleResult();
        transaction.begin();
        LabResult result = new LabResult(userId, clientId, sample, "application/pdf", content.length,
                Integer.toHexString(Arrays.hashCode(content)) + "-" + sample, null, null, Instant.now().minusSeconds(60));
        entityManager.persist(result);
        entityManager.flush();
        entityManager.persist(new LabFile(result.id(), content));
        entityManager.createNativeQuery("UPDATE lab_result SET lease_owner = 'a-node-that-died', lease_until = ?, "
                + "attempts = 1 WHERE id = ?").setParameter(1, Timestamp.from(leaseUntil))
                .setParameter(2, result.id()).executeUpdate();
        transaction.commit();
        return result.id();
    }

    private long count(String sql) {
        return ((Number) entityManager.createNativeQuery(sql).getSingleResult()).longValue();
    }

    private JsonObject awaitDone(String id, String user) throws Exception {
        long deadline = System.currentTimeMillis() + PROCESSING_TIMEOUT_MILLIS;
        while (true) {
            JsonObject result = api().get("api/v1/labs/" + id, "Authorization", user).json();
            if (!"PROCESSING".equals(result.getString("status")) || System.currentTimeMillis() > deadline) {
                return result;
            }
            Thread.sleep(250);
        }
    }

    private static JsonObject analyte(JsonObject result, String code) {
        return result.getJsonArray("analytes").stream().map(JsonValue::asJsonObject)
                .filter(a -> a.getString("code").equals(code)).findFirst().orElseThrow(() -> new AssertionError(code));
    }

    private static byte[] sample(String name) throws Exception {
        String repository = System.getProperty("nutrilab.repository", System.getenv("NUTRILAB_REPOSITORY"));
        return Files.readAllBytes(Path.of(repository,
                "ejb-module/src/test/resources/lab-samples", name));
    }

    private ApiHttpClient api() throws Exception {
        return new ApiHttpClient(base.toURI());
    }

    private String newUser(String name) throws Exception {
        ApiFlows flows = new ApiFlows(api());
        return bearer(flows.newUser(flows.newClient("Labs " + name), name).accessToken());
    }
}
