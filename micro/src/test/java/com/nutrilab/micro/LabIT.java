package com.nutrilab.micro;

import static com.nutrilab.testing.ApiFlows.bearer;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.lab.LabFile;
import com.nutrilab.lab.LabLeases;
import com.nutrilab.lab.LabResult;
import com.nutrilab.lab.extraction.ExtractedAnalyte;
import com.nutrilab.lab.extraction.ExtractedReport;
import com.nutrilab.lab.extraction.HostileFiles;
import com.nutrilab.lab.extraction.LabReportReader;
import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.LabSamples;
import com.nutrilab.testing.Multipart;
import jakarta.annotation.Resource;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.UserTransaction;
import java.net.URL;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Lab reports on Payara Micro: uploads stored and processed after the commit, text PDFs and
 * OCR, the list and the file, deletion (also while a report is read), isolation between users,
 * hostile files, and reports a dead node left PROCESSING taken over when its lease runs out (the
 * features run has a 5 s lease).
 */
@ExtendWith(ArquillianExtension.class)
class LabIT {

    @Deployment
    static WebArchive deployment() {
        return Deployments.nutrilabWar();
    }

    @ArquillianResource
    private URL base;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Resource
    private UserTransaction transaction;

    @Inject
    private LabLeases leases;

    // --- over HTTP --------------------------------------------------------------------

    @Test
    @RunAsClient
    void anUploadIsStoredUnderItsOwnNameAndTheTypeItsBytesShow() throws Exception {
        String user = flows().newUserToken("lab-storer");
        byte[] pdf = sample("sample-01-us-reference-lab.pdf");
        JsonObject stored = uploadForm(user, pdf);
        assertEquals("march.pdf", stored.getString("fileName"), "the name without the client's path");
        assertEquals("application/pdf", stored.getString("contentType"), "decided by the bytes");
        assertEquals(pdf.length, stored.getInt("sizeBytes"));
        assertEquals("f9db0a0f84f3c017c17ddc129f9b62df09fc9ca59a8c3aa0f2a1a90ca64fc867", stored.getString("sha256"));
        assertTrue(stored.containsKey("error") && stored.isNull("error"), stored::toString);

        JsonObject image = api().postBytes(
                        "api/v1/labs/upload?filename=phone.png",
                        sample("sample-05-us-reference-lab.png"),
                        "application/pdf",
                        "Authorization",
                        user)
                .json();
        assertEquals("image/png", image.getString("contentType"), "the declared type is not believed");
    }

    @Test
    @RunAsClient
    void aTextPdfIsReadAsPrintedWithTheUsersOwnDateAndNotes() throws Exception {
        String user = flows().newUserToken("lab-reader");
        JsonObject read = flows().awaitRead(
                        uploadForm(user, sample("sample-01-us-reference-lab.pdf"))
                                .getString("id"),
                        user);
        assertEquals("COMPLETED", read.getString("status"), read::toString);
        // Every printed row (issue 45): the sample's 26 truth rows and its BUN/creatinine ratio, globulin and A/G
        // ratio.
        assertEquals(29, read.getJsonArray("analytes").size());
        assertEquals("2023-11-15", read.getString("collectedAt"), "the user's date wins over the printed one");
        assertEquals("Marlowe Point Reference Laboratory", read.getString("labName"));
        assertEquals("fasting", read.getString("notes"));
        JsonObject egfr = analyte(read, "98979-8");
        assertEquals("eGFR", egfr.getString("name"));
        assertEquals(37, egfr.getJsonNumber("value").doubleValue());
        assertEquals("mL/min/{1.73_m2}", egfr.getString("unit"));
        assertEquals("LOW", egfr.getString("flag"));
        assertEquals(
                59, egfr.getJsonObject("referenceRange").getJsonNumber("low").doubleValue());
        assertTrue(egfr.getJsonObject("referenceRange").isNull("high"));
        assertEquals(1.0, egfr.getJsonNumber("confidence").doubleValue(), "a text PDF is read as printed");
        assertTrue(egfr.isNull("doubt") && egfr.isNull("text"), egfr::toString);
    }

    @Test
    @RunAsClient
    void anImageIsReadByOcrWithAConfidencePerValue() throws Exception {
        String user = flows().newUserToken("lab-photographer");
        String id = flows().upload(sample("sample-05-us-reference-lab.png"), "image/png", user);
        JsonObject ocr = flows().awaitRead(id, user);
        assertEquals("COMPLETED", ocr.getString("status"), ocr::toString);
        assertEquals(16, ocr.getJsonArray("analytes").size(), ocr::toString);
        assertEquals(2.743, analyte(ocr, "3016-3").getJsonNumber("value").doubleValue());
        List<Double> confidences = ocr.getJsonArray("analytes").stream()
                .map(a -> a.asJsonObject().getJsonNumber("confidence").doubleValue())
                .toList();
        assertTrue(confidences.stream().allMatch(c -> c > 0 && c <= 1), confidences::toString);
        assertTrue(confidences.stream().anyMatch(c -> c < 1), "OCR is never sure of everything: " + confidences);
    }

    @Test
    @RunAsClient
    void theListIsNewestFirstFilteredAndNeverCached() throws Exception {
        String user = flows().newUserToken("lab-lister");
        String older = flows().upload(sample("sample-01-us-reference-lab.pdf"), "application/pdf", user);
        String newer = flows().upload(sample("sample-02-us-hospital.pdf"), "application/pdf", user);
        flows().awaitRead(older, user);
        flows().awaitRead(newer, user);

        ApiHttpClient.Response listed = api().get("api/v1/labs", "Authorization", user);
        assertEquals("no-store", listed.header("Cache-Control").orElse(""), "health data is never cached");
        JsonObject list = listed.json();
        assertEquals(2, list.getInt("totalItems"));
        assertEquals(newer, list.getJsonArray("items").getJsonObject(0).getString("id"), "newest first");
        assertEquals(
                1,
                labs(user, "?status=COMPLETED&pageSize=1").getJsonArray("items").size());
        assertEquals(0, labs(user, "?status=FAILED").getInt("totalItems"));
        assertEquals(0, labs(user, "?to=2000-01-01").getInt("totalItems"));
    }

    @Test
    @RunAsClient
    void theFileIsAnsweredAsUploadedAndTheSameFileAgainIsTheFirstResult() throws Exception {
        String user = flows().newUserToken("lab-downloader");
        byte[] pdf = sample("sample-01-us-reference-lab.pdf");
        String id = flows().upload(pdf, "application/pdf", user);

        Map.Entry<Integer, byte[]> file = api().getBytes("api/v1/labs/" + id + "/file", "Authorization", user);
        assertEquals(200, file.getKey());
        assertArrayEquals(pdf, file.getValue(), "the original bytes");

        assertEquals(id, flows().upload(pdf, "application/pdf", user), "the same file again is the first result");
        assertEquals(1, labs(user, "").getInt("totalItems"));
    }

    /** Uploads the PDF as a multipart form under a client's path, with the user's date and notes. */
    private JsonObject uploadForm(String user, byte[] pdf) throws Exception {
        Multipart form = new Multipart()
                .file("file", "../reports/march.pdf", "application/octet-stream", pdf)
                .field("collectedAt", "2023-11-15")
                .field("notes", "fasting");
        ApiHttpClient.Response uploaded =
                api().postBytes("api/v1/labs/upload", form.bytes(), form.contentType(), "Authorization", user);
        assertEquals(200, uploaded.status(), uploaded::toString);
        return uploaded.json();
    }

    private JsonObject labs(String user, String query) throws Exception {
        return api().get("api/v1/labs" + query, "Authorization", user).json();
    }

    @Test
    @RunAsClient
    void aLetterWithoutResultsFailsWithAReason() throws Exception {
        String user = flows().newUserToken("letter-reader");
        JsonObject stored = api().postBytes(
                        "api/v1/labs/upload",
                        sample("sample-10-negative-letter.pdf"),
                        "application/pdf",
                        "Authorization",
                        user)
                .json();
        JsonObject failed = flows().awaitRead(stored.getString("id"), user);
        assertEquals("FAILED", failed.getString("status"));
        assertEquals("no-results", failed.getJsonObject("error").getString("code"));
        assertTrue(failed.getJsonObject("error").getString("message").startsWith("No lab results"));
        assertEquals(
                1,
                api().get("api/v1/labs?status=FAILED", "Authorization", user)
                        .json()
                        .getInt("totalItems"));
    }

    @Test
    @RunAsClient
    void badUploadsAreRefusedWithTheirStatus() throws Exception {
        String user = flows().newUserToken("bad-uploader");
        assertProblem(
                api().postBytes(
                                "api/v1/labs/upload",
                                "Just some text".getBytes(),
                                "application/pdf",
                                "Authorization",
                                user),
                415);
        byte[] tooLarge = new byte[10 * 1024 * 1024 + 1];
        System.arraycopy("%PDF-1.7".getBytes(), 0, tooLarge, 0, 8);
        assertProblem(api().postBytes("api/v1/labs/upload", tooLarge, "application/pdf", "Authorization", user), 413);
        Multipart tooLargeForm = new Multipart().file("file", "big.pdf", "application/pdf", tooLarge);
        assertProblem(
                api().postBytes(
                                "api/v1/labs/upload",
                                tooLargeForm.bytes(),
                                tooLargeForm.contentType(),
                                "Authorization",
                                user),
                413);

        // Without a Content-Length: cut off by the bounded stream as soon as it passes the cap.
        ApiHttpClient.Response chunked = api().postChunked(
                        "api/v1/labs/upload",
                        () -> new java.io.SequenceInputStream(
                                new java.io.ByteArrayInputStream("%PDF-1.7\n".getBytes()),
                                new java.io.ByteArrayInputStream(new byte[12 * 1024 * 1024])),
                        "application/pdf",
                        "Authorization",
                        user);
        assertProblem(chunked, 413);
        ApiHttpClient.Response garbled = api().postBytes(
                        "api/v1/labs/upload",
                        "not a multipart body".getBytes(),
                        "multipart/form-data; boundary=nothing-like-this",
                        "Authorization",
                        user);
        assertEquals(400, garbled.status(), garbled::toString);
        assertProblem(garbled, 400);

        Multipart noFile = new Multipart().field("notes", "forgot the file");
        ApiHttpClient.Response missing =
                api().postBytes("api/v1/labs/upload", noFile.bytes(), noFile.contentType(), "Authorization", user);
        assertProblem(missing, 400);
        assertEquals(List.of("file"), missing.errorFields());
        Multipart badDate = new Multipart()
                .file("file", "a.pdf", "application/pdf", sample("sample-04-free-text.pdf"))
                .field("collectedAt", "2024-02-30");
        ApiHttpClient.Response date =
                api().postBytes("api/v1/labs/upload", badDate.bytes(), badDate.contentType(), "Authorization", user);
        assertEquals(List.of("collectedAt"), date.errorFields());
        for (String outOfRange :
                List.of("1899-12-31", java.time.LocalDate.now().plusDays(3).toString())) {
            Multipart farDate = new Multipart()
                    .file("file", "a.pdf", "application/pdf", sample("sample-04-free-text.pdf"))
                    .field("collectedAt", outOfRange);
            ApiHttpClient.Response far = api().postBytes(
                            "api/v1/labs/upload", farDate.bytes(), farDate.contentType(), "Authorization", user);
            assertProblem(far, 400);
            assertEquals(List.of("collectedAt"), far.errorFields(), far::toString);
        }
        assertProblem(
                api().postBytes("api/v1/labs/upload", new byte[0], "application/pdf", "Authorization", user), 400);
        assertEquals(
                List.of("status"),
                api().get("api/v1/labs?status=DONE", "Authorization", user).errorFields());
        assertEquals(
                List.of("pageSize"),
                api().get("api/v1/labs?pageSize=500", "Authorization", user).errorFields());
        assertEquals(0, api().get("api/v1/labs", "Authorization", user).json().getInt("totalItems"), "nothing kept");
    }

    @Test
    @RunAsClient
    void anotherUsersReportIsUnknownAndOnlyUsersUpload() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Lab Isolation Health");
        String owner = bearer(flows.newUser(client, "owner").accessToken());
        String sameTenant = bearer(flows.newUser(client, "neighbour").accessToken());
        String otherTenant = flows().newUserToken("stranger");
        String id = api().postBytes(
                        "api/v1/labs/upload", sample("sample-03-uk-nhs.pdf"), "application/pdf", "Authorization", owner)
                .json()
                .getString("id");
        for (String other : List.of(sameTenant, otherTenant)) {
            assertProblem(api().get("api/v1/labs/" + id, "Authorization", other), 404);
            assertProblem(api().get("api/v1/labs/" + id + "/file", "Authorization", other), 404);
            assertProblem(api().method("DELETE", "api/v1/labs/" + id, null, "Authorization", other), 404);
            assertEquals(
                    0, api().get("api/v1/labs", "Authorization", other).json().getInt("totalItems"));
        }
        // The same bytes from another user are that user's own report.
        String theirs = api().postBytes(
                        "api/v1/labs/upload",
                        sample("sample-03-uk-nhs.pdf"),
                        "application/pdf",
                        "Authorization",
                        sameTenant)
                .json()
                .getString("id");
        assertNotEquals(id, theirs);
        assertProblem(
                api().postBytes(
                                "api/v1/labs/upload",
                                sample("sample-03-uk-nhs.pdf"),
                                "application/pdf",
                                "Authorization",
                                bearer(client.key())),
                403);
        assertProblem(api().get("api/v1/labs"), 401);
        assertEquals(200, api().get("api/v1/labs/" + id, "Authorization", owner).status());
    }

    // --- in the container -------------------------------------------------------------

    @Test
    void deletingAReportRemovesItsFileAndResults() throws Exception {
        String user = flows().newUserToken("deleter");
        String id = api().postBytes(
                        "api/v1/labs/upload",
                        sample("sample-02-us-hospital.pdf"),
                        "application/pdf",
                        "Authorization",
                        user)
                .json()
                .getString("id");
        assertEquals("COMPLETED", flows().awaitRead(id, user).getString("status"));
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
        String orphan = leftProcessing(
                signIn.userId(), "sample-04-free-text.pdf", Instant.now().minusSeconds(1));
        String held = leftProcessing(
                signIn.userId(), "sample-02-us-hospital.pdf", Instant.now().plusSeconds(600));

        JsonObject finished = flows().awaitRead(orphan, user);
        assertEquals("COMPLETED", finished.getString("status"), finished::toString);
        assertEquals(14, finished.getJsonArray("analytes").size());
        assertEquals(
                2L,
                count("SELECT attempts FROM lab_result WHERE id = '" + orphan + "'"),
                "claimed once by the dead node, once by this one");
        assertEquals(
                "PROCESSING",
                api().get("api/v1/labs/" + held, "Authorization", user).json().getString("status"),
                "a live lease is its node's");
    }

    /**
     * What a reading says about itself is stored (V9) and answered: a text result's meaning beside
     * its printed words, each result's confidence and, where there is one, its doubt; and a test
     * outside the catalogue with its printed name and unit (V10).
     */
    @Test
    void aTextResultAndADoubtfulReadingAreStoredAndAnswered() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.SignIn signIn = flows.newUser(flows.newClient("Lab Doubt Health"), "doubting");
        String id = leftProcessing(
                signIn.userId(), "sample-04-free-text.pdf", Instant.now().minusSeconds(1));
        assertTrue(leases.claim(id).isPresent(), "an expired lease is free to claim");
        String doubt = "the decimal point may have been lost in the scan: read 42, taken as 4.2 because the printed "
                + "range is 3.5–5.2";
        ExtractedReport report = new ExtractedReport(
                "Labor Musterstadt",
                LocalDate.of(2024, 5, 2),
                List.of(
                        new ExtractedAnalyte(
                                "1988-5",
                                "CRP",
                                "CRP (Schnelltest)",
                                null,
                                "negative",
                                "nicht nachweisbar",
                                null,
                                null,
                                null,
                                null,
                                "negativ",
                                "NORMAL",
                                1,
                                0.91,
                                null),
                        new ExtractedAnalyte(
                                "2823-3",
                                "potassium",
                                "Potassium",
                                4.2,
                                null,
                                "42",
                                "mmol/L",
                                null,
                                3.5,
                                5.2,
                                "3.5-5.2",
                                "NORMAL",
                                1,
                                0.52,
                                doubt),
                        new ExtractedAnalyte(
                                null,
                                null,
                                "Erythroblasten",
                                0.2,
                                null,
                                "0,2",
                                null,
                                "/100 Leuko",
                                0.0,
                                0.5,
                                "0 - 0,5",
                                "NORMAL",
                                1,
                                1.0,
                                "the unit /100 Leuko is not one the service knows"),
                        new ExtractedAnalyte(
                                "3091-6",
                                "urea",
                                "Urée",
                                0.60,
                                null,
                                "0,60",
                                "g/L",
                                null,
                                0.15,
                                0.45,
                                "0,15 - 0,45",
                                "HIGH",
                                1,
                                1.0,
                                null,
                                new ExtractedAnalyte.OtherUnit(10.0, "10,0", "mmol/L", null))));
        leases.complete(id, new LabReportReader.Reading(report, 1, 1, List.of()));

        JsonObject read = api().get("api/v1/labs/" + id, "Authorization", bearer(signIn.accessToken()))
                .json();
        JsonObject crp = analyte(read, "1988-5");
        assertTrue(crp.isNull("value"), crp::toString);
        assertEquals("negative", crp.getString("text"));
        assertEquals("nicht nachweisbar", crp.getString("valueText"));
        assertEquals(0.91, crp.getJsonNumber("confidence").doubleValue());
        assertTrue(crp.isNull("doubt"), crp::toString);
        JsonObject potassium = analyte(read, "2823-3");
        assertTrue(potassium.isNull("text"), potassium::toString);
        assertEquals(0.52, potassium.getJsonNumber("confidence").doubleValue());
        assertEquals(doubt, potassium.getString("doubt"));
        JsonObject unknown = read.getJsonArray("analytes").getJsonObject(2);
        assertTrue(unknown.isNull("code") && unknown.isNull("name") && unknown.isNull("unit"), unknown::toString);
        assertEquals("Erythroblasten", unknown.getString("printedName"), "a test outside the catalogue (V10)");
        assertEquals("/100 Leuko", unknown.getString("unitText"));
        assertEquals(0.2, unknown.getJsonNumber("value").doubleValue());
        assertTrue(unknown.isNull("otherUnit"), "one unit printed: " + unknown);
        JsonObject urea = analyte(read, "3091-6");
        assertEquals(0.60, urea.getJsonNumber("value").doubleValue(), "the row's own unit is the result's");
        assertEquals("g/L", urea.getString("unit"));
        JsonObject other = urea.getJsonObject("otherUnit");
        assertEquals(10.0, other.getJsonNumber("value").doubleValue(), "the second unit kept beside it (V16)");
        assertEquals("10,0", other.getString("valueText"));
        assertEquals("mmol/L", other.getString("unit"));
        assertEquals(4, read.getJsonArray("analytes").size(), "the second unit is no result of its own");
        String fhir = api().get("api/v1/labs/" + id + "/fhir", "Authorization", bearer(signIn.accessToken()))
                .body();
        assertTrue(fhir.contains("Also printed as 10,0 mmol/L"), "the FHIR observation notes it: " + fhir);

        ApiHttpClient.Response openapi = api().serverRoot().get("openapi");
        assertEquals(200, openapi.status(), openapi::toString);
        assertTrue(
                openapi.body().contains("confidence") && openapi.body().contains("doubt"),
                "the OpenAPI document describes them");
    }

    /**
     * Issue 57: a cumulative report's earlier columns stored (V15) and answered under their own
     * dates; the markers built from every report and column, converted to each test's canonical
     * unit, a value printed twice for one date once; the FHIR bundle of each report; all of it the
     * caller's only, and gone with the report.
     */
    @Test
    void cumulativeColumnsGiveMarkersInOneUnitAndFhir() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Lab Markers Health");
        ApiFlows.SignIn signIn = flows.newUser(client, "trending");
        String user = bearer(signIn.accessToken());
        String uk = completed(
                signIn.userId(),
                "sample-04-free-text.pdf",
                new ExtractedReport(
                        "Kantonsspital Musterstadt",
                        LocalDate.of(2026, 3, 2),
                        List.of(
                                reading("2345-7", "glucose", "Glucose", 6.1, "6.1", "mmol/L", 3.9, 5.5, "HIGH"),
                                reading("3091-6", "urea", "Harnstoff", 7.1, "7.1", "mmol/L", 2.5, 7.8, "NORMAL"),
                                reading(null, null, "Erythroblasten", 0.2, "0,2", null, 0.0, 0.5, "NORMAL")),
                        List.of(
                                new ExtractedReport.EarlierResults(
                                        LocalDate.of(2025, 12, 1),
                                        List.of(reading(
                                                "2345-7", "glucose", "Glucose", 5.5, "5.5", "mmol/L", 3.9, 5.5,
                                                "NORMAL"))),
                                new ExtractedReport.EarlierResults(
                                        LocalDate.of(2025, 6, 3),
                                        List.of(
                                                reading(
                                                        "2345-7", "glucose", "Glucose", 5.0, "5.0", "mmol/L", 3.9, 5.5,
                                                        null),
                                                reading(
                                                        "4548-4",
                                                        "HbA1c",
                                                        "HbA1c",
                                                        48.0,
                                                        "48",
                                                        "mmol/mol",
                                                        20.0,
                                                        42.0,
                                                        "HIGH"))))));
        // A US report of the sample of 2025-12-01 (99 mg/dL is 5.5 mmol/L): once in the series.
        String us = completed(
                signIn.userId(),
                "sample-02-us-hospital.pdf",
                new ExtractedReport(
                        "Granite Ferry Community Hospital",
                        LocalDate.of(2025, 12, 1),
                        List.of(
                                reading("2345-7", "glucose", "GLUCOSE", 99.0, "99", "mg/dL", 70.0, 99.0, "NORMAL"),
                                reading("3094-0", "BUN", "BUN", 18.0, "18", "mg/dL", 6.0, 24.0, "NORMAL"))));

        JsonObject report =
                api().get("api/v1/labs/" + uk, "Authorization", user).json();
        assertEquals(3, report.getJsonArray("analytes").size());
        JsonArray earlier = report.getJsonArray("earlier");
        assertEquals(2, earlier.size(), report::toString);
        assertEquals("2025-12-01", earlier.getJsonObject(0).getString("collectedAt"));
        assertEquals(2, earlier.getJsonObject(1).getJsonArray("analytes").size());
        assertEquals(
                "48",
                earlier.getJsonObject(1)
                        .getJsonArray("analytes")
                        .getJsonObject(1)
                        .getString("valueText"));
        assertEquals(
                0,
                api().get("api/v1/labs/" + us, "Authorization", user)
                        .json()
                        .getJsonArray("earlier")
                        .size());

        JsonObject glucose =
                api().get("api/v1/markers/2345-7", "Authorization", user).json();
        assertEquals("mg/dL", glucose.getString("canonicalUnit"));
        JsonArray results = glucose.getJsonArray("results");
        assertEquals(
                List.of("2025-06-03 column", "2025-12-01 collected", "2026-03-02 collected"),
                results.stream()
                        .map(r -> r.asJsonObject().getString("collectedAt") + " "
                                + r.asJsonObject().getString("dateSource"))
                        .toList(),
                glucose::toString);
        assertEquals(us, results.getJsonObject(1).getString("labResultId"), "its own report's date before a column's");
        assertEquals(
                90.08,
                results.getJsonObject(0)
                        .getJsonObject("canonical")
                        .getJsonNumber("value")
                        .doubleValue());
        JsonObject newest = results.getJsonObject(2);
        assertEquals("mmol/L", newest.getString("unit"));
        assertEquals(
                109.9, newest.getJsonObject("canonical").getJsonNumber("value").doubleValue());
        assertEquals(
                99.09,
                newest.getJsonObject("canonical")
                        .getJsonObject("referenceRange")
                        .getJsonNumber("high")
                        .doubleValue());
        assertEquals(
                1,
                api().get("api/v1/markers/2345-7?from=2025-07-01&to=2025-12-31", "Authorization", user)
                        .json()
                        .getJsonArray("results")
                        .size());
        assertEquals(
                "2345-7",
                api().get("api/v1/markers/14749-6", "Authorization", user)
                        .json()
                        .getString("code"),
                "glucose's molar code names glucose's series");

        JsonObject bun =
                api().get("api/v1/markers/3091-6", "Authorization", user).json();
        assertEquals("3094-0", bun.getString("code"), "urea joins BUN's series");
        assertEquals(
                List.of(18.0, 19.89),
                bun.getJsonArray("results").stream()
                        .map(r -> r.asJsonObject()
                                .getJsonObject("canonical")
                                .getJsonNumber("value")
                                .doubleValue())
                        .toList());

        JsonObject list = api().get("api/v1/markers", "Authorization", user).json();
        JsonObject glucoseItem = list.getJsonArray("items").stream()
                .map(JsonValue::asJsonObject)
                .filter(i -> i.getString("code").equals("2345-7"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(list));
        assertEquals(3, glucoseItem.getInt("count"));
        assertEquals("up", glucoseItem.getString("trend"), "99 to 109.9 mg/dL");
        assertEquals(
                6.1, glucoseItem.getJsonObject("latest").getJsonNumber("value").doubleValue());
        JsonObject hba1c = list.getJsonArray("items").stream()
                .map(JsonValue::asJsonObject)
                .filter(i -> i.getString("code").equals("4548-4"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(list));
        assertEquals(
                6.543,
                hba1c.getJsonObject("latest")
                        .getJsonObject("canonical")
                        .getJsonNumber("value")
                        .doubleValue(),
                "48 mmol/mol (IFCC) is 6.5 % (NGSP)");
        assertTrue(hba1c.isNull("trend"), "one result");
        assertEquals(
                3, list.getJsonArray("items").size(), "glucose, BUN (with urea) and HbA1c; no uncoded test: " + list);

        assertProblem(api().get("api/v1/markers/glucose", "Authorization", user), 400);
        assertProblem(api().get("api/v1/markers/2345-7?from=2026-01-01&to=2025-01-01", "Authorization", user), 400);
        assertProblem(api().get("api/v1/markers/99999-9", "Authorization", user), 404);

        ApiHttpClient.Response fhir = api().get("api/v1/labs/" + uk + "/fhir", "Authorization", user);
        assertEquals(200, fhir.status(), fhir::toString);
        assertTrue(fhir.contentType().startsWith("application/fhir+json"), fhir.contentType());
        JsonObject bundle = fhir.json();
        assertEquals("Bundle", bundle.getString("resourceType"));
        JsonArray entries = bundle.getJsonArray("entry");
        assertEquals(1 + 3 + 3, entries.size(), "the report, its three results, the columns' three");
        assertEquals(
                "2025-06-03", entries.getJsonObject(6).getJsonObject("resource").getString("effectiveDateTime"));
        assertEquals(
                "Patient/" + signIn.userId(),
                entries.getJsonObject(1)
                        .getJsonObject("resource")
                        .getJsonObject("subject")
                        .getString("reference"));
        assertFalse(fhir.body().contains("trending"), "no name of the user leaves the service");

        String reading = leftProcessing(
                signIn.userId(), "sample-01-us-reference-lab.pdf", Instant.now().plusSeconds(600));
        assertProblem(api().get("api/v1/labs/" + reading + "/fhir", "Authorization", user), 409);

        String other = bearer(flows.newUser(client, "someone-else").accessToken());
        assertEquals(
                0,
                api().get("api/v1/markers", "Authorization", other)
                        .json()
                        .getJsonArray("items")
                        .size());
        assertEquals(
                0,
                api().get("api/v1/markers/2345-7", "Authorization", other)
                        .json()
                        .getJsonArray("results")
                        .size());
        assertProblem(api().get("api/v1/labs/" + uk + "/fhir", "Authorization", other), 404);

        assertEquals(3L, count("SELECT COUNT(*) FROM lab_earlier_analyte WHERE lab_result_id = '" + uk + "'"));
        assertEquals(
                200,
                api().method("DELETE", "api/v1/labs/" + uk, null, "Authorization", user)
                        .status());
        assertEquals(0L, count("SELECT COUNT(*) FROM lab_earlier_analyte WHERE lab_result_id = '" + uk + "'"));
        assertEquals(
                1,
                api().get("api/v1/markers/2345-7", "Authorization", user)
                        .json()
                        .getJsonArray("results")
                        .size());
    }

    /** A report read as {@code report} says, stored through the EJB that records a reading. */
    private String completed(String userId, String sample, ExtractedReport report) throws Exception {
        String id = leftProcessing(userId, sample, Instant.now().minusSeconds(1));
        assertTrue(leases.claim(id).isPresent(), "an expired lease is free to claim");
        leases.complete(id, new LabReportReader.Reading(report, 1, 0, List.of()));
        return id;
    }

    private static ExtractedAnalyte reading(
            String code,
            String name,
            String printed,
            double value,
            String valueText,
            String unit,
            Double low,
            Double high,
            String flag) {
        return new ExtractedAnalyte(
                code,
                name,
                printed,
                value,
                null,
                valueText,
                unit,
                unit == null ? "/100 Leuko" : null,
                low,
                high,
                low + " - " + high,
                flag,
                1,
                1.0,
                null);
    }

    /** At the database: a claimed report cannot be claimed again, and only its holder renews the lease. */
    @Test
    void aLeaseIsHeldByOneNodeAtATime() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.SignIn signIn = flows.newUser(flows.newClient("Lab Lease Health"), "leased");
        String id = leftProcessing(
                signIn.userId(), "sample-03-uk-nhs.pdf", Instant.now().minusSeconds(1));
        assertTrue(leases.claim(id).isPresent(), "an expired lease is free to claim");
        assertTrue(leases.claim(id).isEmpty(), "a live lease is not");
        assertTrue(leases.renew(id), "its holder renews it");
        transaction.begin();
        entityManager
                .createNativeQuery("UPDATE lab_result SET lease_owner = 'another-node' WHERE id = ?")
                .setParameter(1, id)
                .executeUpdate();
        transaction.commit();
        assertFalse(leases.renew(id), "a lease another node took over is not renewed");
        leases.fail(id, "test", "not this node's any more");
        assertEquals(
                "PROCESSING",
                api().get("api/v1/labs/" + id, "Authorization", bearer(signIn.accessToken()))
                        .json()
                        .getString("status"),
                "an outcome is only recorded by the lease's holder");
    }

    /**
     * The hostile corpus (decompression bombs, gigapixel headers, walls of glyphs, thousands of
     * pages...) uploaded by one user while another user uploads a real report: the real one is
     * read at once, every hostile one ends FAILED with its code, the heap stays under its limit and
     * nothing runs out of memory.
     */
    @Test
    void hostileFilesFailWithTheirCodesWhileAnotherUsersReportIsRead() throws Exception {
        List<HostileFiles.Case> corpus = HostileFiles.all();
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Hostile Health");
        String attacker = bearer(flows.newUser(client, "attacker").accessToken());
        String patient = bearer(flows.newUser(client, "patient").accessToken());
        System.gc();
        try (CapturedLog log = CapturedLog.start();
                HeapWatch heap = HeapWatch.start()) {
            Duration budget = Duration.ofSeconds(
                    ConfigProvider.getConfig().getValue("nutrilab.labs.time-budget-seconds", Long.class));
            Map<String, HostileFiles.Case> uploaded = new java.util.LinkedHashMap<>();
            for (HostileFiles.Case hostile : corpus) {
                ApiHttpClient.Response response = api().postBytes(
                                "api/v1/labs/upload?filename=" + hostile.fileName(),
                                hostile.bytes(),
                                "application/octet-stream",
                                "Authorization",
                                attacker);
                assertEquals(200, response.status(), () -> hostile + ": " + response);
                uploaded.put(response.json().getString("id"), hostile);
            }
            String real = api().postBytes(
                            "api/v1/labs/upload",
                            sample("sample-05-us-reference-lab.png"),
                            "image/png",
                            "Authorization",
                            patient)
                    .json()
                    .getString("id");
            JsonObject read = flows().awaitRead(real, patient);
            assertEquals("COMPLETED", read.getString("status"), read::toString);
            assertEquals(16, read.getJsonArray("analytes").size(), "read beside the hostile queue, not behind it");

            for (Map.Entry<String, HostileFiles.Case> entry : uploaded.entrySet()) {
                HostileFiles.Case hostile = entry.getValue();
                JsonObject ended = flows().awaitRead(entry.getKey(), attacker);
                String outcome = ended.getString("status").equals("FAILED")
                        ? ended.getJsonObject("error").getString("code")
                        : ended.getString("status");
                Duration took = Duration.between(
                        Instant.parse(ended.getString("uploadedAt")), Instant.parse(ended.getString("processedAt")));
                System.out.printf("hostile upload %-34s %-16s in %s%n", hostile.name(), outcome, took);
                assertTrue(hostile.outcomes().contains(outcome), () -> hostile + " ended " + ended);
                // From its upload, queue included: no case used up a report's whole time budget.
                assertTrue(took.compareTo(budget) < 0, () -> hostile + " took " + took + ", over " + budget);
            }
            System.out.printf(
                    "hostile corpus: peak heap used %d MiB of %d MiB%n",
                    heap.peakBytes() >> 20, Runtime.getRuntime().maxMemory() >> 20);
            assertTrue(heap.peakBytes() < Runtime.getRuntime().maxMemory(), "the heap stayed under its limit");
            assertEquals(List.of(), log.linesMentioning("OutOfMemoryError"));
        }
    }

    /**
     * A user who uploads a report and deletes it at once, again and again, also while it is being
     * read and while other reports are deleted (four threads delete as the first uploads): every
     * delete answers 200, nothing of the reports is left in any table, and no deadlock or 500 happens
     * on the way.
     */
    @Test
    void reportsDeletedAsTheyAreReadLeaveNothingAndNeverFail() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.SignIn signIn = flows.newUser(flows.newClient("Delete Race Health"), "regretful");
        String user = bearer(signIn.accessToken());
        byte[] report = multiPage(sample("sample-02-us-hospital.pdf"), 8);
        int sequential = 60;
        int concurrent = 40;
        long start = System.nanoTime();
        try (CapturedLog log = CapturedLog.start()) {
            for (int i = 0; i < sequential; i++) {
                String id = upload(LabSamples.copy(report, i), user);
                ApiHttpClient.Response deleted =
                        api().method("DELETE", "api/v1/labs/" + id, null, "Authorization", user);
                assertEquals(200, deleted.status(), deleted::toString);
            }
            // Four deleters: deletes of different reports at the same moment, as well as during their reading.
            java.util.concurrent.ExecutorService deleter = java.util.concurrent.Executors.newFixedThreadPool(4);
            try {
                List<java.util.concurrent.Future<Integer>> deletes = new java.util.ArrayList<>();
                for (int i = 0; i < concurrent; i++) {
                    String id = upload(LabSamples.copy(report, sequential + i), user);
                    long wait = i % 4 * 15L;
                    deletes.add(deleter.submit(() -> {
                        Thread.sleep(wait); // at once, or while the pages are being read
                        return api().method("DELETE", "api/v1/labs/" + id, null, "Authorization", user)
                                .status();
                    }));
                }
                for (java.util.concurrent.Future<Integer> delete : deletes) {
                    assertEquals(200, delete.get());
                }
            } finally {
                deleter.shutdownNow();
            }
            // Processing that was under way notices, and writes nothing: watched for two seconds.
            await("nothing written for the deleted reports")
                    .during(Duration.ofSeconds(2))
                    .atMost(Duration.ofSeconds(7))
                    .until(() ->
                            count("SELECT COUNT(*) FROM lab_result WHERE user_id = '" + signIn.userId() + "'") == 0L);
            System.out.printf(
                    "upload-then-delete: %d sequential + %d concurrent iterations in %d ms%n",
                    sequential, concurrent, (System.nanoTime() - start) / 1_000_000);
            assertEquals(
                    0, api().get("api/v1/labs", "Authorization", user).json().getInt("totalItems"));
            assertEquals(0L, count("SELECT COUNT(*) FROM lab_result WHERE user_id = '" + signIn.userId() + "'"));
            assertEquals(
                    0L,
                    count("SELECT COUNT(*) FROM lab_file f WHERE NOT EXISTS "
                            + "(SELECT 1 FROM lab_result r WHERE r.id = f.lab_result_id)"));
            assertEquals(
                    0L,
                    count("SELECT COUNT(*) FROM lab_analyte a WHERE NOT EXISTS "
                            + "(SELECT 1 FROM lab_result r WHERE r.id = a.lab_result_id)"));
            assertEquals(List.of(), log.linesMentioning("deadlock"));
            assertEquals(List.of(), log.linesMentioning("Incident"), "no 500");
        }
    }

    // --- helpers ----------------------------------------------------------------------

    /** A report stored as an upload is, then claimed by "a node that died" with the given lease. */
    private String leftProcessing(String userId, String sample, Instant leaseUntil) throws Exception {
        byte[] content = sample(sample);
        String clientId = (String) entityManager
                .createNativeQuery("SELECT client_id FROM app_user WHERE id = ?")
                .setParameter(1, userId)
                .getSingleResult();
        transaction.begin();
        LabResult result = new LabResult(
                userId,
                clientId,
                sample,
                "application/pdf",
                content.length,
                Integer.toHexString(Arrays.hashCode(content)) + "-" + sample,
                null,
                null,
                Instant.now().minusSeconds(60));
        entityManager.persist(result);
        entityManager.flush();
        entityManager.persist(new LabFile(result.id(), content));
        entityManager
                .createNativeQuery("UPDATE lab_result SET lease_owner = 'a-node-that-died', lease_until = ?, "
                        + "attempts = 1 WHERE id = ?")
                .setParameter(1, Timestamp.from(leaseUntil))
                .setParameter(2, result.id())
                .executeUpdate();
        transaction.commit();
        return result.id();
    }

    private String upload(byte[] file, String user) throws Exception {
        return new ApiFlows(api()).upload(file, "application/pdf", user);
    }

    /** A PDF of {@code pages} copies of the first page of {@code pdf}: long enough to be deleted while it is read. */
    private static byte[] multiPage(byte[] pdf, int pages) throws Exception {
        try (org.apache.pdfbox.pdmodel.PDDocument source = org.apache.pdfbox.Loader.loadPDF(pdf);
                org.apache.pdfbox.pdmodel.PDDocument copy = new org.apache.pdfbox.pdmodel.PDDocument();
                java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream()) {
            for (int i = 0; i < pages; i++) {
                copy.importPage(source.getPage(0));
            }
            copy.save(out);
            return out.toByteArray();
        }
    }

    private long count(String sql) {
        return ((Number) entityManager.createNativeQuery(sql).getSingleResult()).longValue();
    }

    /** The most heap used while it runs, sampled every 20 ms (a peak between samples is missed, not invented). */
    private static final class HeapWatch implements AutoCloseable {
        private final java.util.concurrent.atomic.AtomicLong peak = new java.util.concurrent.atomic.AtomicLong();
        private final Thread sampler = new Thread(this::sample, "heap-watch");
        private volatile boolean running = true;

        static HeapWatch start() {
            HeapWatch watch = new HeapWatch();
            watch.sampler.setDaemon(true);
            watch.sampler.start();
            return watch;
        }

        private void sample() {
            java.lang.management.MemoryMXBean memory = java.lang.management.ManagementFactory.getMemoryMXBean();
            while (running) {
                peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        long peakBytes() {
            return peak.get();
        }

        @Override
        public void close() {
            running = false;
            sampler.interrupt();
        }
    }

    private static JsonObject analyte(JsonObject result, String code) {
        return result.getJsonArray("analytes").stream()
                .map(JsonValue::asJsonObject)
                .filter(a -> code.equals(a.getString("code", null)))
                .findFirst()
                .orElseThrow(() -> new AssertionError(code));
    }

    private static byte[] sample(String name) {
        return LabSamples.bytes(name);
    }

    private ApiHttpClient api() throws Exception {
        return ServedContract.client(base);
    }

    private ApiFlows flows() throws Exception {
        return new ApiFlows(api());
    }
}
