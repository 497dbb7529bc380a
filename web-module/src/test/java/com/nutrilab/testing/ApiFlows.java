package com.nutrilab.testing;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.time.Duration;

/** The steps most API tests start with: operator sign-in, a client, a user and their tokens. */
public final class ApiFlows {

    /** The operator secret the test suites configure (NUTRILAB_OPERATOR_KEY in the failsafe set-up). */
    public static final String OPERATOR_KEY = "it-operator-secret-0123456789";

    private static final Duration READ_TIMEOUT = Duration.ofMinutes(1);

    public record NewClient(String id, String key) {}

    public record SignIn(String userId, String accessToken, String refreshToken) {}

    private final ApiHttpClient api;

    public ApiFlows(ApiHttpClient api) {
        this.api = api;
    }

    public static String bearer(String token) {
        return "Bearer " + token;
    }

    public String operatorToken() {
        ApiHttpClient.Response response = api.post("api/v1/admin/login", json("operatorKey", OPERATOR_KEY));
        assertEquals(200, response.status(), response::toString);
        return response.json().getString("accessToken");
    }

    /** A new client; the name gets a random suffix, so that suites can run again on the same database. */
    public NewClient newClient(String operatorToken, String name) {
        String uniqueName = name + " " + java.util.UUID.randomUUID().toString().substring(0, 8);
        ApiHttpClient.Response response =
                api.post("api/v1/admin/clients", json("name", uniqueName), "Authorization", bearer(operatorToken));
        assertEquals(200, response.status(), response::toString);
        JsonObject client = response.json();
        return new NewClient(client.getString("id"), client.getString("key"));
    }

    public NewClient newClient(String name) {
        return newClient(operatorToken(), name);
    }

    public String register(NewClient client, String username, String password) {
        ApiHttpClient.Response response = api.post(
                "api/v1/auth/register", credentials(username, password), "Authorization", bearer(client.key()));
        assertEquals(200, response.status(), response::toString);
        return response.json().getString("id");
    }

    public ApiHttpClient.Response loginResponse(NewClient client, String username, String password) {
        return api.post("api/v1/auth/login", credentials(username, password), "Authorization", bearer(client.key()));
    }

    public SignIn login(NewClient client, String username, String password) {
        ApiHttpClient.Response response = loginResponse(client, username, password);
        assertEquals(200, response.status(), response::toString);
        JsonObject tokens = response.json();
        return new SignIn(null, tokens.getString("accessToken"), tokens.getString("refreshToken"));
    }

    /** A bearer access token of a new user of a new client of its own. */
    public String newUserToken(String name) {
        return bearer(newUser(newClient("Tenant of " + name), name).accessToken());
    }

    /** Uploads a report file; the new lab result's id (the upload must be accepted). */
    public String upload(byte[] file, String contentType, String authorization) {
        ApiHttpClient.Response uploaded =
                api.postBytes("api/v1/labs/upload", file, contentType, "Authorization", authorization);
        assertEquals(200, uploaded.status(), uploaded::toString);
        return uploaded.json().getString("id");
    }

    /** The lab result once it is no longer PROCESSING (within a minute). */
    public JsonObject awaitRead(String labResultId, String authorization) {
        return await("lab result " + labResultId + " read")
                .atMost(READ_TIMEOUT)
                .pollInterval(Duration.ofMillis(100))
                .until(
                        () -> api.get("api/v1/labs/" + labResultId, "Authorization", authorization)
                                .json(),
                        result -> !"PROCESSING".equals(result.getString("status")));
    }

    /** A sign-in's body: {"username", "password"}. */
    public static String credentials(String username, String password) {
        return json("username", username, "password", password);
    }

    /**
     * A request body: a JSON object of the given names and values (text, numbers, booleans, null or
     * JSON-P values), written by JSON-P.
     */
    public static String json(Object... namesAndValues) {
        JsonObjectBuilder object = Json.createObjectBuilder();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            String name = (String) namesAndValues[i];
            Object value = namesAndValues[i + 1];
            if (value == null) {
                object.addNull(name);
            } else if (value instanceof String text) {
                object.add(name, text);
            } else if (value instanceof Boolean flag) {
                object.add(name, flag);
            } else if (value instanceof Integer number) {
                object.add(name, number);
            } else if (value instanceof Long number) {
                object.add(name, number);
            } else if (value instanceof Double number) {
                object.add(name, number);
            } else if (value instanceof JsonValue json) {
                object.add(name, json);
            } else {
                throw new IllegalArgumentException(name + ": " + value.getClass());
            }
        }
        return object.build().toString();
    }

    /**
     * One credential of each kind, keyed by the name of its security scheme in the OpenAPI
     * document: an operator token, a new client's key and a signed-in user of that client.
     */
    public java.util.Map<String, String> oneCredentialOfEachKind(String clientName) {
        String operator = operatorToken();
        NewClient client = newClient(operator, clientName);
        SignIn user =
                newUser(client, clientName.toLowerCase(java.util.Locale.ROOT).replace(' ', '-') + "-user");
        return java.util.Map.of("userToken", user.accessToken(), "clientKey", client.key(), "operatorToken", operator);
    }

    /** A new client with one registered and signed-in user. */
    public SignIn newUser(NewClient client, String username) {
        String password = "password-of-" + username;
        String id = register(client, username, password);
        SignIn signIn = login(client, username, password);
        return new SignIn(id, signIn.accessToken(), signIn.refreshToken());
    }
}
