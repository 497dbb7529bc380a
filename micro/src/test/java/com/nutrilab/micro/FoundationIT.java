package com.nutrilab.micro;

import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.nutrilab.food.NutrientCatalog;
import com.nutrilab.platform.AppSetting;
import com.nutrilab.platform.Database;
import com.nutrilab.platform.DatabaseMigrations;
import com.nutrilab.recommendation.FoodClassification;
import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import jakarta.annotation.Resource;
import jakarta.ejb.EJB;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.UserTransaction;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The foundation on Payara Micro: the database and its migrations (in the container), and the
 * HTTP surface every later feature relies on (as a client): health, OpenAPI, problem+json errors.
 */
@ExtendWith(ArquillianExtension.class)
@ExtendWith(RecordedAnswers.class)
class FoundationIT {

    @Deployment
    static WebArchive deployment() {
        return Deployments.nutrilabWar();
    }

    @EJB
    private DatabaseMigrations migrations;

    @Resource(lookup = Database.JNDI_NAME)
    private DataSource dataSource;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Resource
    private UserTransaction transaction;

    @ArquillianResource
    private URL base;

    // --- in the container -------------------------------------------------------------

    @Test
    void theDatabaseIsTheRunsOneNotPayarasH2() throws Exception {
        try (Connection connection = dataSource.getConnection()) {
            DatabaseMetaData meta = connection.getMetaData();
            // TestDatabase tells the Micro of a run which database it is meant to use.
            if ("postgresql".equals(System.getProperty("nutrilab.it.database"))) {
                assertEquals("PostgreSQL", meta.getDatabaseProductName());
                assertTrue(meta.getURL().startsWith("jdbc:postgresql://127.0.0.1:"), meta.getURL());
            } else {
                assertEquals("Apache Derby", meta.getDatabaseProductName());
                assertTrue(meta.getDatabaseProductVersion().startsWith("10.16"), meta.getDatabaseProductVersion());
                assertTrue(meta.getURL().endsWith("/db"), meta.getURL());
            }
        }
    }

    @Test
    void thePoolHasItsSizeAndItsConfiguredWait() throws Exception {
        int maxSize = DatabaseMigrations.POOL_MAX_SIZE;
        long maxWaitMillis = ConfigProvider.getConfig().getValue("nutrilab.db.pool.max-wait-millis", Long.class);
        List<Connection> held = new ArrayList<>();
        try {
            for (int i = 0; i < maxSize; i++) {
                held.add(dataSource.getConnection());
            }
            long start = System.nanoTime();
            SQLException refused = assertThrows(
                    SQLException.class,
                    dataSource::getConnection,
                    "the pool holds at most " + maxSize + " connections");
            long waitedMillis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(
                    // The configured wait, not Payara's default of 60 s; the margin is for a busy machine.
                    waitedMillis >= maxWaitMillis * 9 / 10 && waitedMillis < maxWaitMillis + 25_000,
                    "waited " + waitedMillis + " ms for a connection: " + refused);
        } finally {
            for (Connection connection : held) {
                connection.close();
            }
        }
    }

    /** The pre-boot commands' HTTP pool: 16 threads however many requests have come, not Payara's 200. */
    @Test
    void requestsAreServedByTheSixteenThreadsOfTheHttpPool() {
        long httpThreads = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith("http-thread-pool::"))
                .count();
        assertEquals(16, httpThreads, "threads of Payara's http-thread-pool");
    }

    @Test
    void theDataDirectoryAndTheSigningKeyAreTheServiceUsersOnly() throws Exception {
        Path dataDirectory = Path.of(ConfigProvider.getConfig().getValue("nutrilab.data-dir", String.class));
        Path signingKey =
                Path.of(ConfigProvider.getConfig().getValue("nutrilab.jwt.private-key.location", String.class));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dataDirectory)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(signingKey)));
    }

    @Test
    void migrationsRanAtStartUp() throws Exception {
        int latest = 0;
        try (Connection connection = dataSource.getConnection();
                var rows = connection
                        .createStatement()
                        .executeQuery(
                                "SELECT \"version\", \"success\" FROM \"flyway_schema_history\" WHERE \"version\" IS NOT NULL")) {
            while (rows.next()) {
                assertTrue(rows.getBoolean(2), () -> "migration succeeded");
                latest = Math.max(latest, Integer.parseInt(rows.getString(1)));
            }
        }
        assertTrue(latest >= 2, "the baseline and the auth migrations at least");
        assertEquals(Integer.toString(latest), migrations.schemaVersion(), "the schema is at the newest migration");
    }

    @Test
    void entitiesMapOntoTheMigratedSchema() throws Exception {
        String name = "test." + System.nanoTime();
        transaction.begin();
        entityManager.persist(new AppSetting(name, "first"));
        transaction.commit();

        transaction.begin();
        entityManager.find(AppSetting.class, name).change("second");
        transaction.commit();

        entityManager.clear();
        AppSetting stored = entityManager.find(AppSetting.class, name);
        assertEquals("second", stored.value());
        assertNotNull(stored.updatedAt());
    }

    // --- over HTTP --------------------------------------------------------------------

    @Test
    @RunAsClient
    void readyAndLiveWhileTheDatabaseAnswers() throws Exception {
        ApiHttpClient server = server();
        JsonObject ready = server.get("health/ready").json();
        assertEquals("UP", ready.getString("status"));
        assertEquals("database", ready.getJsonArray("checks").getJsonObject(0).getString("name"));
        assertEquals("UP", server.get("health/live").json().getString("status"));
    }

    @Test
    @RunAsClient
    void servesTheOpenApiDocument() throws Exception {
        ApiHttpClient.Response openapi = server().get("openapi");
        assertEquals(200, openapi.status());
        assertTrue(openapi.body().contains("title: NutriLab API"), openapi.body());
    }

    /**
     * Payara starts an OpenTelemetry server span for every JAX-RS request even with OpenTelemetry
     * off, once the application has served one request, unless {@code mp.opentracing.server.skip-pattern}
     * matches the path: the config jar skips every path (1-2 % of a search's CPU, docs/benchmarks.md).
     * {@link PlatformProbe} answers whether a span records its request; three requests, so that
     * the application has served one before the last whatever ran first.
     */
    @Test
    @RunAsClient
    void noTracingSpanRecordsARequest() throws Exception {
        ApiHttpClient api = api();
        for (int request = 0; request < 3; request++) {
            ApiHttpClient.Response probe = api.get("api/v1/test-probes/tracing");
            assertEquals(200, probe.status(), probe.body());
            assertEquals("false", probe.body(), "a span recorded request " + (request + 1));
        }
    }

    /**
     * WEB-INF/payara-web.xml turns off Payara's own JAX-RS role checks, which asked Jakarta
     * Security for the caller on every request (5 % of a search's CPU, docs/benchmarks.md);
     * {@code RoleChecks} enforces the same annotations instead.
     */
    @Test
    @RunAsClient
    void payarasJaxRsRoleCheckIsOffAndOursIsOn() throws Exception {
        ApiHttpClient.Response registered = api().get("api/v1/test-probes/registered");
        assertEquals(200, registered.status(), registered.body());
        Set<String> classes = Set.of(registered.body().split("\n"));
        assertTrue(classes.contains("com.nutrilab.platform.payara.RoleChecks"), registered.body());
        assertFalse(
                classes.contains("fish.payara.microprofile.jwtauth.jaxrs.RolesAllowedDynamicFeature"),
                registered.body());
    }

    /** docs/quickstart.md's bash blocks, run as they are written (with curl) against this server. */
    @Test
    @RunAsClient
    void theQuickstartRunsAsWritten() throws Exception {
        Path repository = Path.of(System.getProperty("nutrilab.repository"));
        String markdown = Files.readString(repository.resolve("docs/quickstart.md"));
        StringBuilder script = new StringBuilder("set -euo pipefail\n");
        Matcher block = Pattern.compile("```bash\n(.*?)```", Pattern.DOTALL).matcher(markdown);
        while (block.find()) {
            script.append(block.group(1));
        }
        ProcessBuilder bash = new ProcessBuilder("bash", "-c", script.toString())
                .directory(repository.toFile())
                .redirectErrorStream(true);
        bash.environment().put("BASE", base.toURI().resolve("api/v1").toString());
        bash.environment().put("OPERATOR_KEY", ApiFlows.OPERATOR_KEY);
        Process run = bash.start();
        String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(run.waitFor(120, TimeUnit.SECONDS), output);
        System.out.println("docs/quickstart.md printed:\n" + output);
        assertEquals(0, run.exitValue(), output);
        assertTrue(output.contains("\nCOMPLETED\n"), output);
        assertTrue(output.contains("{\"code\":\"2345-7\",\"name\":\"glucose\",\"canonicalUnit\":\"mg/dL\""), output);
        assertTrue(output.contains("{\"resourceType\":\"Bundle\""), () -> "the report as FHIR: " + output);
        assertTrue(output.contains("\"diet\":\"vegetarian\""), output);
        assertTrue(output.contains("\"items\":[{\"food\""), () -> "recommendations: " + output);
    }

    /**
     * Swagger UI, served from the WAR at /api-docs/, in a real browser: headless Chromium (which
     * .ci/run installs) loads the page, runs its scripts, which fetch /openapi, and the DOM it
     * dumps lists the operations, their ids and the Authorize button of the bearer schemes.
     */
    @Test
    @RunAsClient
    void swaggerUiListsTheOperationsInABrowser() throws Exception {
        ApiHttpClient.Response page = api().get("api-docs/");
        assertEquals(200, page.status(), page::toString);
        assertTrue(page.body().contains("swagger-ui-bundle.js"), page::body);

        Process chromium = new ProcessBuilder(
                        "chromium",
                        "--headless",
                        "--no-sandbox", // the tests may run as root
                        "--disable-gpu",
                        "--virtual-time-budget=20000",
                        "--dump-dom",
                        base.toURI().resolve("api-docs/").toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String dom = new String(chromium.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(chromium.waitFor(60, TimeUnit.SECONDS), "Chromium finished");
        assertTrue(dom.contains("NutriLab API"), dom);
        assertTrue(dom.contains("opblock"), () -> "operations rendered: " + dom);
        assertTrue(dom.contains("/api/v1/labs/{id}") && dom.contains("getLabsById"), dom);
        assertTrue(dom.contains("/api/v1/foods") && dom.contains("postAuthLogin"), dom);
        assertTrue(dom.contains("authorize"), () -> "the Authorize button of the bearer schemes: " + dom);
    }

    /**
     * What a client generator needs: a document its parser finds valid, the three bearer schemes,
     * each operation naming the one its role uses, unique operation ids, a tag, and errors as the
     * Problem schema.
     */
    @Test
    @RunAsClient
    void theOpenApiDocumentDescribesSecurityOperationsAndProblems() throws Exception {
        ApiHttpClient.Response served = server().get("openapi", "Accept", "application/json");
        // Payara 6.2025.10 adds a list of its own at the top, "endpoints"; later releases name it
        // x-endpoints (payara/Payara#7891), as OpenAPI wants of extensions. Everything else must pass.
        assertEquals(
                List.of(),
                OpenApiDocuments.problems(served.body()).stream()
                        .filter(problem -> !problem.equals("attribute endpoints is unexpected"))
                        .toList(),
                "a valid OpenAPI 3 document");
        JsonObject document = served.json();
        assertCommittedAsServed(document);
        JsonObject components = document.getJsonObject("components");
        assertEquals(
                Set.of("userToken", "clientKey", "operatorToken"),
                components.getJsonObject("securitySchemes").keySet());
        assertTrue(components.getJsonObject("schemas").containsKey("Problem"), components::toString);

        Set<String> operationIds = new HashSet<>();
        Map<String, String> securityOf = new HashMap<>();
        Map<String, Set<String>> statusesOf = new HashMap<>();
        Set<String> methods = Set.of("get", "put", "post", "delete", "patch", "head", "options");
        document.getJsonObject("paths")
                .forEach((path, item) -> item.asJsonObject().forEach((method, value) -> {
                    if (!methods.contains(method)) {
                        return; // path-level parameters
                    }
                    JsonObject operation = value.asJsonObject();
                    String name = method + " " + path;
                    assertTrue(operationIds.add(operation.getString("operationId")), () -> "unique id: " + name);
                    assertEquals(1, operation.getJsonArray("tags").size(), () -> "a tag: " + name);
                    assertTrue(operation.getJsonObject("responses").containsKey("200"), () -> "its success: " + name);
                    assertExampleOf(operation.getJsonObject("requestBody"), () -> "an example request: " + name);
                    assertExampleOf(
                            operation.getJsonObject("responses").getJsonObject("200"),
                            () -> "an example answer: " + name);
                    assertTrue(
                            operation
                                    .getJsonObject("responses")
                                    .getJsonObject("default")
                                    .getJsonObject("content")
                                    .getJsonObject("application/problem+json")
                                    .getJsonObject("schema")
                                    .getString("$ref")
                                    .endsWith("/Problem"),
                            () -> "errors are problems: " + name);
                    statusesOf.put(name, operation.getJsonObject("responses").keySet());
                    operation
                            .getJsonObject("responses")
                            .forEach((status, response) -> assertProblemExample(
                                    status, response.asJsonObject(), components.getJsonObject("responses"), name));
                    securityOf.put(
                            name,
                            operation.containsKey("security")
                                    ? String.join(
                                            ",",
                                            operation.getJsonArray("security").stream()
                                                    .flatMap(
                                                            requirement -> requirement.asJsonObject().keySet().stream())
                                                    .toList())
                                    : "");
                }));
        assertTrue(operationIds.size() > 30, operationIds::toString);
        assertEquals("userToken", securityOf.get("get /api/v1/labs"));
        assertEquals("userToken", securityOf.get("post /api/v1/auth/logout"));
        assertEquals("clientKey", securityOf.get("post /api/v1/auth/login"));
        assertEquals("clientKey", securityOf.get("get /api/v1/webhooks"));
        assertEquals("operatorToken", securityOf.get("post /api/v1/admin/clients"));
        assertEquals("", securityOf.get("post /api/v1/admin/login"), "signing in needs no token");
        assertEquals("", securityOf.get("get /api/v1"), "the index is open");
        // Each error a status of its own, as a generated client wants it (OpenApiDocumentTest).
        statusesOf.forEach((name, statuses) ->
                assertTrue(statuses.containsAll(Set.of("200", "429", "503", "default")), () -> name + ": " + statuses));
        assertEquals(
                Set.of("200", "400", "401", "403", "409", "413", "429", "503", "default"),
                statusesOf.get("post /api/v1/auth/register"));
        assertTrue(
                statusesOf.get("post /api/v1/labs/upload").containsAll(Set.of("409", "413", "415")),
                () -> statusesOf.get("post /api/v1/labs/upload").toString());
        assertEquals(
                Set.of("200", "304", "400", "401", "403", "404", "429", "503", "default"),
                statusesOf.get("get /api/v1/foods/{id}"));
        assertEquals(Set.of("200", "401", "403", "429", "503", "default"), statusesOf.get("get /api/v1/profile"));
    }

    /** An error's example is a problem of its own status (Swagger UI shows it as what that status answers). */
    private static void assertProblemExample(String status, JsonObject response, JsonObject shared, String name) {
        if (!status.matches("[45]\\d\\d")) {
            return;
        }
        JsonObject declared = response.containsKey("$ref")
                ? shared.getJsonObject(response.getString("$ref").replace("#/components/responses/", ""))
                : response;
        JsonObject example = declared.getJsonObject("content")
                .getJsonObject("application/problem+json")
                .getJsonObject("example");
        assertEquals(Integer.parseInt(status), example.getInt("status"), () -> name + " " + status + ": " + example);
        assertTrue(example.getString("type").startsWith("urn:nutrilab:problem:"), example::toString);
    }

    /** A JSON body, where there is one, has its example (OpenApiExamplesTest checks that it fits). */
    private static void assertExampleOf(JsonObject body, Supplier<String> what) {
        JsonObject json = body == null || !body.containsKey("content")
                ? null
                : body.getJsonObject("content").getJsonObject("application/json");
        if (json != null) {
            assertTrue(json.containsKey("example"), what);
        }
    }

    /**
     * The values the validation accepts are in the document, from the validation's own sources: a
     * profile's diets and exclusions from the food classes file, the search's sorts, orders and
     * nutrient filters from its parameter class and the nutrient catalogue; bean parameters as the
     * query parameters they are, with their defaults and limits; answers as their records.
     */
    @Test
    @RunAsClient
    void theOpenApiDocumentListsTheValuesTheValidationAccepts() throws Exception {
        JsonObject document =
                server().get("openapi", "Accept", "application/json").json();
        JsonObject profile = document.getJsonObject("components")
                .getJsonObject("schemas")
                .getJsonObject("ProfileRequest")
                .getJsonObject("properties");
        FoodClassification shipped = FoodClassification.shipped();
        assertEquals(shipped.diets(), strings(profile.getJsonObject("diet").getJsonArray("enum")));
        assertEquals(
                shipped.exclusions(),
                strings(profile.getJsonObject("exclude").getJsonObject("items").getJsonArray("enum")));

        Map<String, JsonObject> search = new HashMap<>();
        document.getJsonObject("paths")
                .getJsonObject("/api/v1/foods")
                .getJsonObject("get")
                .getJsonArray("parameters")
                .forEach(parameter -> search.put(
                        parameter.asJsonObject().getString("name"),
                        parameter.asJsonObject().getJsonObject("schema")));
        List<String> sorts = strings(search.get("sort").getJsonArray("enum"));
        assertEquals(List.of("relevance", "name"), sorts.subList(0, 2));
        NutrientCatalog.ALL.forEach(nutrient -> assertTrue(sorts.contains(nutrient.key()), nutrient::toString));
        assertEquals(List.of("asc", "desc"), strings(search.get("order").getJsonArray("enum")));
        String filter = search.get("nutrient").getJsonObject("items").getString("pattern");
        assertTrue("protein_g:gte:20".matches(filter), filter);
        assertTrue("sodium_mg:lt:0.5".matches(filter), filter);
        assertFalse("protein_g:eq:20".matches(filter), filter);
        assertFalse("protein:gte:20".matches(filter), filter);
        assertEquals(20, search.get("pageSize").getInt("default"));
        assertEquals(100, search.get("pageSize").getInt("maximum"));
        assertEquals(10, search.get("nutrient").getInt("maxItems"));
        assertFalse(
                document.getJsonObject("components").getJsonObject("schemas").containsKey("FoodSearchParams"));

        // Answers as the records they are, not objects of nothing.
        assertEquals(
                "#/components/schemas/PageResponseOfFoodSummary",
                document.getJsonObject("paths")
                        .getJsonObject("/api/v1/foods")
                        .getJsonObject("get")
                        .getJsonObject("responses")
                        .getJsonObject("200")
                        .getJsonObject("content")
                        .getJsonObject("application/json")
                        .getJsonObject("schema")
                        .getString("$ref"));
        JsonObject report = document.getJsonObject("components")
                .getJsonObject("schemas")
                .getJsonObject("LabResultView")
                .getJsonObject("properties");
        assertEquals("date-time", report.getJsonObject("uploadedAt").getString("format"));
        assertEquals(
                List.of("PROCESSING", "COMPLETED", "FAILED"),
                strings(report.getJsonObject("status").getJsonArray("enum")));
        assertEquals(
                "#/components/schemas/AnalyteView",
                report.getJsonObject("analytes").getJsonObject("items").getString("$ref"));
    }

    /**
     * The served document is docs/openapi.json (which the generated client of RateLimitIT is made
     * from) but for the server's address and Payara's own endpoints list: Payara serves the
     * committed document and adds nothing else. What it served instead is written to
     * micro/target/openapi.json, to compare.
     */
    private static void assertCommittedAsServed(JsonObject served) throws Exception {
        Path repository = Path.of(System.getProperty("nutrilab.repository"));
        JsonObject current = Json.createObjectBuilder(served)
                .remove("servers")
                .remove("endpoints")
                .build();
        JsonObject committed;
        try (var reader = Json.createReader(Files.newBufferedReader(repository.resolve("docs/openapi.json")))) {
            committed = reader.readObject();
        }
        if (!committed.equals(current)) {
            Path written = repository.resolve("micro/target/openapi.json");
            try (var writer = Json.createWriterFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true))
                    .createWriter(Files.newBufferedWriter(written))) {
                writer.writeObject(current);
            }
            fail("the served document is not docs/openapi.json: see " + written);
        }
    }

    private static List<String> strings(JsonArray values) {
        return values.getValuesAs(JsonString.class).stream()
                .map(JsonString::getString)
                .toList();
    }

    @Test
    @RunAsClient
    void apiIndexNeedsNoToken() throws Exception {
        ApiHttpClient.Response index = api().get("api/v1");
        assertEquals(200, index.status(), index::toString);
        assertEquals("NutriLab API", index.json().getString("name"));
    }

    @Test
    @RunAsClient
    void unknownApiPathIsAProblem() throws Exception {
        JsonObject problem = assertProblem(api().get("api/v1/nope"), 404);
        assertTrue(problem.getString("instance").endsWith("/api/v1/nope"));
    }

    /**
     * Jersey's WADL, an XML inventory of the API for anyone, is off: its paths are unknown paths
     * (a 404 problem), and OPTIONS describes nothing.
     */
    @Test
    @RunAsClient
    void noWadlNorAnyOtherNonJsonDescriptionIsServed() throws Exception {
        for (String path : List.of(
                "api/v1/application.wadl", "api/v1/application.wadl?detail=true", "api/v1/application.wadl/xsd0.xsd")) {
            assertProblem(api().get(path), 404);
            assertProblem(api().get(path, "Accept", "application/vnd.sun.wadl+xml, application/xml, */*"), 404);
        }
        // Jersey answers OPTIONS with the allowed methods; it may label the answer with the type
        // asked for, but nothing is described in it any more.
        for (String path : List.of("api/v1", "api/v1/labs", "api/v1/foods", "api/v1/admin/clients")) {
            ApiHttpClient.Response options =
                    api().method("OPTIONS", path, null, "Accept", "application/vnd.sun.wadl+xml, */*");
            assertFalse(options.body().contains("<"), options::toString);
            assertFalse(options.body().contains("wadl"), options::toString);
        }
    }

    /**
     * Every answer carries a request id, the client's when it is sane, and every problem quotes it:
     * those JAX-RS answers and those the servlet layer answers (the URL limit, before JAX-RS).
     */
    @Test
    @RunAsClient
    void everyAnswerAndProblemCarriesTheRequestId() throws Exception {
        ApiHttpClient.Response index = api().get("api/v1", "X-Request-Id", "client-id_1.2:3");
        assertEquals("client-id_1.2:3", index.header("X-Request-Id").orElse(null), index::toString);

        ApiHttpClient.Response generated = api().get("api/v1", "X-Request-Id", "not sane <script>");
        String id = generated.header("X-Request-Id").orElseThrow(() -> new AssertionError(generated.toString()));
        assertTrue(
                id.matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"),
                "a new random UUID instead: " + id);
        assertTrue(api().get("api/v1").header("X-Request-Id").isPresent(), "without one sent too");

        ApiHttpClient.Response notFound = api().get("api/v1/nope", "X-Request-Id", "trace-404");
        assertEquals("trace-404", assertProblem(notFound, 404).getString("requestId"));
        ApiHttpClient.Response tooLong = api().get("api/v1?q=" + "x".repeat(9_000), "X-Request-Id", "trace-414");
        assertEquals("trace-414", assertProblem(tooLong, 414).getString("requestId"));
        assertEquals("trace-414", tooLong.header("X-Request-Id").orElse(null));
        ApiHttpClient.Response unauthorized = api().get("api/v1/labs", "X-Request-Id", "trace-401");
        assertEquals("trace-401", assertProblem(unauthorized, 401).getString("requestId"));
    }

    @Test
    @RunAsClient
    void unknownPathOutsideTheApiIsAProblemToo() throws Exception {
        assertProblem(api().get("nope.html"), 404);
    }

    @Test
    @RunAsClient
    void wrongMethodIsA405ProblemWithAllow() throws Exception {
        ApiHttpClient.Response response = api().method("DELETE", "api/v1", null);
        assertProblem(response, 405);
        assertTrue(response.header("Allow").orElse("").contains("GET"), response::toString);
    }

    @Test
    @RunAsClient
    void getWithJsonContentTypeAndNoBodyWorks() throws Exception {
        ApiHttpClient.Response index = api().get("api/v1", "Content-Type", "application/json");
        assertEquals(200, index.status(), index::toString);
    }

    @Test
    @RunAsClient
    void aTokenTheContainerRejectsIsAProblemWithAChallenge() throws Exception {
        // MicroProfile JWT refuses this before JAX-RS runs; Payara would answer an HTML page.
        ApiHttpClient.Response response = api().get("api/v1", "Authorization", "Bearer not.a.jwt");
        assertProblem(response, 401);
        assertEquals(
                "Bearer error=\"invalid_token\"",
                response.header("WWW-Authenticate").orElse(""));
    }

    @Test
    @RunAsClient
    void unacceptableMediaTypeIsAProblem() throws Exception {
        assertProblem(api().get("api/v1", "Accept", "text/csv"), 406);
    }

    /**
     * Bodies, URLs and headers are bounded before they cost memory, signed in or not, and each
     * refusal is problem+json: a declared length over the limit, a chunked body that passes it, a
     * URL and headers far over theirs (the HTTP layer would answer those with an empty 400).
     */
    @Test
    @RunAsClient
    void oversizedBodiesUrlsAndHeadersAreRefusedAsProblems() throws Exception {
        String huge = "{\"operatorKey\":\"" + "x".repeat(300_000) + "\"}";
        JsonObject declared = assertProblem(api().post("api/v1/admin/login", huge), 413);
        assertTrue(declared.getString("detail").contains("65536 bytes"), declared::toString);
        ApiHttpClient.Response chunked = api().postChunked(
                        "api/v1/admin/login",
                        () -> new java.io.ByteArrayInputStream(huge.getBytes()),
                        "application/json");
        assertProblem(chunked, 413);
        ApiHttpClient.Response withinLimit =
                api().post("api/v1/admin/login", "{\"operatorKey\":\"" + "x".repeat(60_000) + "\"}");
        assertEquals(400, withinLimit.status(), "read, then refused by validation (at most 512 characters)");

        assertProblem(api().get("api/v1/foods?q=" + "a".repeat(20_000)), 414);
        assertProblem(api().get("api/v1", "X-Padding", "p".repeat(40_000)), 431);
        ApiHttpClient.Response longToken = api().get("api/v1/foods", "Authorization", "Bearer " + "A".repeat(100_000));
        assertTrue(longToken.status() == 401 || longToken.status() == 431, longToken::toString);
        assertTrue(longToken.contentType().startsWith("application/problem+json"), longToken::toString);
    }

    /**
     * Every bound the served OpenAPI document states for a query or path parameter or for a JSON
     * body's property is the service's: a value just past it, sent with a credential the operation
     * accepts, is a 400 problem whose errors name the field as the document does. The parameters
     * are validated once, by the container's validator (Jersey's own validation is off,
     * {@code NutriLabApplication}); this is what shows that nothing went unvalidated with it.
     */
    @Test
    @RunAsClient
    void everyBoundTheDocumentStatesIsA400NamingItsField() throws Exception {
        Map<String, String> credentials = new ApiFlows(api()).oneCredentialOfEachKind("Bounds Health");
        JsonObject document =
                server().get("openapi", "Accept", "application/json").json();

        ApiHttpClient http = api();
        List<String> checked = new ArrayList<>();
        document.getJsonObject("paths")
                .forEach((path, item) -> item.asJsonObject().forEach((method, value) -> {
                    if (!(value instanceof JsonObject operation)) {
                        return; // path-level parameters
                    }
                    List<String> headers = new ArrayList<>(authorization(operation, credentials));
                    boolean jsonBody = operation.containsKey("requestBody")
                            && operation
                                    .getJsonObject("requestBody")
                                    .getJsonObject("content")
                                    .containsKey("application/json");
                    if (jsonBody) {
                        headers.addAll(List.of("Content-Type", "application/json"));
                    }
                    String verb = method.toUpperCase(java.util.Locale.ROOT);
                    String[] sent = headers.toArray(String[]::new);
                    for (JsonValue listed : operation
                            .getOrDefault("parameters", JsonValue.EMPTY_JSON_ARRAY)
                            .asJsonArray()) {
                        JsonObject parameter = resolved(document, listed.asJsonObject());
                        String in = parameter.getString("in");
                        if (!in.equals("query") && !in.equals("path")) {
                            continue;
                        }
                        String name = parameter.getString("name");
                        for (JsonValue broken : pastTheBounds(resolved(document, parameter.getJsonObject("schema")))) {
                            String url = withParameter(path, in, name, broken);
                            ApiHttpClient.Response answer = http.method(verb, url, jsonBody ? "{}" : null, sent);
                            assertFieldError(answer, name, verb + " " + url);
                            checked.add(verb + " " + path + " " + name);
                        }
                    }
                    if (jsonBody) {
                        JsonObject schema = resolved(
                                document,
                                operation
                                        .getJsonObject("requestBody")
                                        .getJsonObject("content")
                                        .getJsonObject("application/json")
                                        .getJsonObject("schema"));
                        String url = path.substring(1).replaceAll("\\{[^}]+}", "1");
                        schema.getOrDefault("properties", JsonValue.EMPTY_JSON_OBJECT)
                                .asJsonObject()
                                .forEach((name, property) -> {
                                    for (JsonValue broken :
                                            pastTheBounds(resolved(document, property.asJsonObject()))) {
                                        String body = Json.createObjectBuilder()
                                                .add(name, broken)
                                                .build()
                                                .toString();
                                        ApiHttpClient.Response answer = http.method(verb, url, body, sent);
                                        assertFieldError(answer, name, verb + " " + url + " " + body);
                                        checked.add(verb + " " + path + " body " + name);
                                    }
                                });
                    }
                }));
        System.out.println("bounds checked: " + checked.size());
        assertTrue(checked.size() >= 60, checked::toString);
        assertTrue(checked.contains("GET /api/v1/foods pageSize"), checked::toString);
        assertTrue(checked.contains("POST /api/v1/auth/register body password"), checked::toString);
    }

    private static void assertFieldError(ApiHttpClient.Response answer, String field, String request) {
        assertProblem(answer, 400);
        assertTrue(answer.errorFields().contains(field), () -> request + ": " + answer);
    }

    /** The Authorization header of a credential the operation accepts (none for an open one). */
    private static List<String> authorization(JsonObject operation, Map<String, String> credentials) {
        if (!operation.containsKey("security")) {
            return List.of();
        }
        String kind = operation
                .getJsonArray("security")
                .getJsonObject(0)
                .keySet()
                .iterator()
                .next();
        return List.of("Authorization", ApiFlows.bearer(credentials.get(kind)));
    }

    /** The URL with the parameter's value (URL-encoded, an array's items repeated) and "1" for every other path parameter. */
    private static String withParameter(String path, String in, String name, JsonValue value) {
        List<String> items = value instanceof JsonArray array
                ? array.stream().map(FoundationIT::plain).toList()
                : List.of(plain(value));
        List<String> encoded = items.stream()
                .map(item ->
                        java.net.URLEncoder.encode(item, StandardCharsets.UTF_8).replace("+", "%20"))
                .toList();
        if (in.equals("path")) {
            return path.substring(1).replace("{" + name + "}", encoded.get(0)).replaceAll("\\{[^}]+}", "1");
        }
        return path.substring(1).replaceAll("\\{[^}]+}", "1") + "?" + name + "="
                + String.join("&" + name + "=", encoded);
    }

    private static String plain(JsonValue value) {
        return value instanceof JsonString string ? string.getString() : value.toString();
    }

    /** Values just past each bound a schema states: a length, a pattern, a minimum or maximum, a number of items. */
    private static List<JsonValue> pastTheBounds(JsonObject schema) {
        List<JsonValue> values = new ArrayList<>();
        switch (schema.getString("type", "")) {
            case "integer" -> {
                if (schema.containsKey("minimum")) {
                    values.add(Json.createValue(schema.getJsonNumber("minimum").longValue() - 1));
                }
                if (schema.containsKey("maximum")) {
                    values.add(Json.createValue(schema.getJsonNumber("maximum").longValue() + 1));
                }
            }
            case "string" -> {
                if (schema.containsKey("maxLength")) {
                    values.add(Json.createValue("a".repeat(schema.getInt("maxLength") + 1)));
                }
                if (schema.getInt("minLength", 0) > 1) {
                    values.add(Json.createValue("a".repeat(schema.getInt("minLength") - 1)));
                }
                if (schema.containsKey("pattern")) {
                    Pattern pattern = Pattern.compile(schema.getString("pattern"));
                    Stream.of("!", " ", "a")
                            .filter(candidate -> !pattern.matcher(candidate).find())
                            .findFirst()
                            .ifPresent(candidate -> values.add(Json.createValue(candidate)));
                }
            }
            case "array" -> {
                if (schema.containsKey("maxItems")) {
                    var items = Json.createArrayBuilder();
                    for (int i = 0; i <= schema.getInt("maxItems"); i++) {
                        items.add("x");
                    }
                    values.add(items.build());
                }
            }
            default -> {
                // objects and booleans: nothing the document bounds
            }
        }
        return values;
    }

    /** The object itself, or what its {@code $ref} points to in the document's components. */
    private static JsonObject resolved(JsonObject document, JsonObject object) {
        if (!object.containsKey("$ref")) {
            return object;
        }
        JsonObject target = document;
        for (String step : object.getString("$ref").substring(2).split("/")) {
            target = target.getJsonObject(step);
        }
        return target;
    }

    private ApiHttpClient api() throws Exception {
        return ServedContract.client(base);
    }

    private ApiHttpClient server() throws Exception {
        return api().serverRoot();
    }
}
