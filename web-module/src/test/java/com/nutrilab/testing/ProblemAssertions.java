package com.nutrilab.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;

/** Checks that a response is the problem+json every error of the API must be. */
public final class ProblemAssertions {

    private ProblemAssertions() {}

    public static JsonObject assertProblem(ApiHttpClient.Response response, int status) {
        assertEquals(status, response.status(), () -> "status of " + response);
        assertTrue(response.contentType().startsWith("application/problem+json"), () -> "content type of " + response);
        JsonObject problem = response.json();
        assertEquals(status, problem.getInt("status"), "problem status");
        assertTrue(problem.getString("type").startsWith("urn:nutrilab:problem:"), "problem type");
        assertFalse(problem.getString("title").isBlank(), "problem title");
        assertFalse(problem.getString("detail").isBlank(), "problem detail");
        assertTrue(problem.containsKey("instance"), "problem instance");
        String body = response.body();
        assertFalse(
                body.contains("Exception") || body.contains("\tat "), () -> "no stack trace or class name: " + body);
        return problem;
    }
}
