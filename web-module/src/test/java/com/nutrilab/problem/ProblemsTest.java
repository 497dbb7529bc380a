package com.nutrilab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ProblemsTest {

    @Test
    void typeAndTitleComeFromTheStatus() {
        Problem problem = Problems.of(404, "There is nothing here.", "/api/v1/nope");
        assertEquals("urn:nutrilab:problem:not-found", problem.type());
        assertEquals("Not Found", problem.title());
        assertEquals(404, problem.status());
        assertEquals("/api/v1/nope", problem.instance());
    }

    @Test
    void statusesJaxRsDoesNotNameStillGetATitle() {
        assertEquals("Too Many Requests", Problems.titleFor(429));
        assertEquals("Method Not Allowed", Problems.titleFor(405));
        assertEquals("Content Too Large", Problems.titleFor(413));
        assertEquals("method-not-allowed", Problems.slugFor(405));
    }

    @Test
    void bearerChallengeNamesTheErrorOnlyWhenATokenWasSent() {
        assertEquals("Bearer", BearerChallenge.forRequest(null));
        assertEquals("Bearer", BearerChallenge.forRequest(" "));
        assertEquals("Bearer error=\"invalid_token\"", BearerChallenge.forRequest("Bearer abc"));
    }
}
