package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void aNotAcceptableNamesNoOneTypeSinceEndpointsAnswerDifferentOnes() {
        // The FHIR bundle answers application/fhir+json and a download its file's type.
        assertFalse(Problems.defaultDetail(406).contains("application/json"));
        assertTrue(Problems.defaultDetail(406).contains("Accept"));
    }

    @Test
    void theBearerChallengeNamesTheErrorOnlyWhenATokenWasSent() {
        assertEquals("Bearer", Problems.unauthorized("x", "/", null).headers().get("WWW-Authenticate"));
        assertEquals("Bearer", Problems.unauthorized("x", "/", " ").headers().get("WWW-Authenticate"));
        assertEquals(
                "Bearer error=\"invalid_token\"",
                Problems.unauthorized("x", "/", "Bearer abc").headers().get("WWW-Authenticate"));
        assertEquals(401, Problems.unauthorized("x", "/", null).problem().status());
    }
}
