package com.nutrilab.micro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.client.ApiClient;
import com.nutrilab.client.ApiException;
import com.nutrilab.client.ApiResponse;
import com.nutrilab.client.api.AdminApi;
import com.nutrilab.client.api.AuthApi;
import com.nutrilab.client.api.FoodsApi;
import com.nutrilab.client.api.LabsApi;
import com.nutrilab.client.api.MarkersApi;
import com.nutrilab.client.api.ProfileApi;
import com.nutrilab.client.api.RecommendationsApi;
import com.nutrilab.client.model.ClientView;
import com.nutrilab.client.model.CreateClientRequest;
import com.nutrilab.client.model.FhirBundle;
import com.nutrilab.client.model.LabResultView;
import com.nutrilab.client.model.LoginRequest;
import com.nutrilab.client.model.MarkerHistory;
import com.nutrilab.client.model.MarkerList;
import com.nutrilab.client.model.MarkerSummary;
import com.nutrilab.client.model.OperatorLoginRequest;
import com.nutrilab.client.model.PageResponseOfFoodSummary;
import com.nutrilab.client.model.PageResponseOfLabResultView;
import com.nutrilab.client.model.Problem;
import com.nutrilab.client.model.ProfileRequest;
import com.nutrilab.client.model.RecommendationView;
import com.nutrilab.client.model.RefreshRequest;
import com.nutrilab.client.model.RegisterRequest;
import com.nutrilab.client.model.TokenResponse;
import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.LabSamples;
import java.io.FileNotFoundException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.awaitility.Awaitility;

/**
 * The whole flow of an integrator, driven by the Java client that OpenAPI Generator made from the
 * committed document (docs/openapi.json): the operator signs in and makes a client, the client's
 * server registers and signs in a user and refreshes the token, the user uploads a report, polls
 * it, lists it, searches foods with filters, sets a profile and gets recommendations, reads its
 * markers, one marker's history and the report as FHIR; a 401 and a
 * 429 are read as Problems. Called from a {@code @RunAsClient} method only: neither this class nor
 * the generated client is part of a test deployment.
 */
final class GeneratedClientFlow {

    private final String server;

    GeneratedClientFlow(URI server) {
        this.server = server.toString().replaceAll("/+$", "");
    }

    void run(Path work) throws Exception {
        String operator = new AdminApi(client(null))
                .postAdminLogin(new OperatorLoginRequest().operatorKey(ApiFlows.OPERATOR_KEY))
                .getAccessToken();
        ClientView created = new AdminApi(client(operator))
                .postAdminClients(new CreateClientRequest().name("Generated Client Health " + System.nanoTime()));
        AuthApi asClient = new AuthApi(client(created.getKey()));
        asClient.postAuthRegister(new RegisterRequest().username("generated").password("generated-password"));
        TokenResponse signedIn =
                asClient.postAuthLogin(new LoginRequest().username("generated").password("generated-password"));
        TokenResponse refreshed =
                asClient.postAuthRefresh(new RefreshRequest().refreshToken(signedIn.getRefreshToken()));
        assertFalse(refreshed.getAccessToken().equals(signedIn.getAccessToken()), "a new pair");
        ApiClient user = client(refreshed.getAccessToken());

        LabsApi labs = new LabsApi(user);
        Path report = Files.write(work.resolve("report.pdf"), LabSamples.bytes("sample-02-us-hospital.pdf"));
        String id = new LabsApi(uploading(refreshed.getAccessToken(), report))
                .postLabsUpload(report.toFile(), "report.pdf")
                .getId();
        LabResultView read = awaitRead(labs, id);
        assertEquals(LabResultView.StatusEnum.COMPLETED, read.getStatus(), read::toString);
        assertEquals(22, read.getAnalytes().size());
        assertTrue(read.getAnalytes().stream().allMatch(analyte -> analyte.getCode() != null), read::toString);
        PageResponseOfLabResultView listed = labs.getLabs("COMPLETED", null, null, 1, 10);
        assertEquals(1L, listed.getTotalItems());
        assertEquals(id, listed.getItems().get(0).getId());

        FoodsApi foodsApi = new FoodsApi(user);
        ApiResponse<PageResponseOfFoodSummary> foods = foodsApi.getFoodsWithHttpInfo(
                "banana", null, List.of("potassium_mg:gte:300"), "potassium_mg", "desc", 1, 5, null);
        assertFalse(foods.getData().getItems().isEmpty(), foods.getData()::toString);
        // The declared If-None-Match and 304: the same search again with the answer's ETag.
        String etag = foods.getHeaders().entrySet().stream()
                .filter(header -> header.getKey().equalsIgnoreCase("ETag"))
                .map(header -> header.getValue().get(0))
                .findFirst()
                .orElseThrow();
        ApiException notModified = assertThrows(
                ApiException.class,
                () -> foodsApi.getFoods(
                        "banana", null, List.of("potassium_mg:gte:300"), "potassium_mg", "desc", 1, 5, etag));
        assertEquals(304, notModified.getCode());

        new ProfileApi(user)
                .putProfile(new ProfileRequest()
                        .diet(ProfileRequest.DietEnum.VEGETARIAN)
                        .exclude(List.of(ProfileRequest.ExcludeEnum.DAIRY))
                        .sex(ProfileRequest.SexEnum.FEMALE)
                        .birthYear(1980));
        RecommendationView recommended = new RecommendationsApi(user).getRecommendations(5, null);
        assertFalse(recommended.getItems().isEmpty(), recommended::toString);
        assertEquals("vegetarian", recommended.getProfile().getDiet());

        // The report's results as markers, one test's history, and the report as FHIR R4.
        MarkersApi markers = new MarkersApi(user);
        MarkerList all = markers.getMarkers();
        assertFalse(all.getItems().isEmpty(), all::toString);
        MarkerSummary first = all.getItems().get(0);
        assertTrue(first.getCount() >= 1, first::toString);
        MarkerHistory history = markers.getMarkersByCode(first.getCode(), null, null);
        assertEquals(id, history.getResults().get(0).getLabResultId(), history::toString);
        FhirBundle bundle = labs.getLabsByIdFhir(id);
        assertEquals(
                1 + read.getAnalytes().size(), bundle.getEntry().size(), "a DiagnosticReport and an Observation each");

        Problem unauthorized = problem(user, assertThrows(ApiException.class, () -> new LabsApi(client("not-a-token"))
                .getLabs(null, null, null, 1, 1)));
        assertEquals(401, unauthorized.getStatus());
        assertNotNull(unauthorized.getRequestId());

        // Until refused: however slowly they go, 101 requests within the minute pass the user's
        // 100 a minute, so a slow machine meets the minute's cap where a fast one meets the second's.
        ApiException refused = null;
        for (int i = 0; i < 120 && refused == null; i++) {
            try {
                labs.getLabs(null, null, null, 1, 1);
            } catch (ApiException e) {
                refused = e;
            }
        }
        assertNotNull(refused, "more than the user's 10 a second and 100 a minute");
        Problem tooMany = problem(user, refused);
        assertEquals(429, tooMany.getStatus(), tooMany::toString);
        assertTrue(refused.getResponseHeaders().firstValue("Retry-After").isPresent());
    }

    /** Polls once a second, under the user's caps, until the report is read. */
    private static LabResultView awaitRead(LabsApi labs, String id) {
        return Awaitility.await("report " + id + " read")
                .atMost(Duration.ofSeconds(90))
                .pollInterval(Duration.ofSeconds(1))
                .until(() -> labs.getLabsById(id), report -> report.getStatus() != LabResultView.StatusEnum.PROCESSING);
    }

    private static Problem problem(ApiClient client, ApiException error) throws Exception {
        return client.getObjectMapper().readValue(error.getResponseBody(), Problem.class);
    }

    /**
     * The generator's native library sends an application/octet-stream body as JSON (the file's
     * path as a string: OpenAPI Generator 7.10 serializes every body with Jackson), which the
     * server rightly refuses (415). The document is right (a string of format binary); the upload
     * sends the file's bytes through the client's request interceptor instead.
     */
    private ApiClient uploading(String bearer, Path file) {
        ApiClient client = client(bearer);
        client.setRequestInterceptor(request -> {
            try {
                request.header("Authorization", "Bearer " + bearer)
                        .method("POST", HttpRequest.BodyPublishers.ofFile(file));
            } catch (FileNotFoundException e) {
                throw new UncheckedIOException(e);
            }
        });
        return client;
    }

    private ApiClient client(String bearer) {
        ApiClient client = new ApiClient();
        client.updateBaseUri(server);
        if (bearer != null) {
            client.setRequestInterceptor(request -> request.header("Authorization", "Bearer " + bearer));
        }
        return client;
    }
}
