package com.nutrilab.privacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.nutrilab.webhook.WebhookAttempt;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A webhook attempt in a user's export (issue 55 item 6): its outcome, never the error text the
 * sender recorded, which tells the client's host names and TLS set-up to the client's user.
 */
class ExportedAttemptTest {

    private static final Instant AT = Instant.parse("2026-11-27T10:00:00Z");

    @Test
    void anAttemptIsExportedAsItsOutcomeWithoutTheErrorText() {
        String infrastructure = "PKIX path building failed for hooks-internal.acme.local:8443";
        PersonalDataExport.ExportedAttempt unreached =
                PersonalDataExport.ExportedAttempt.of(new WebhookAttempt("d-1", AT, null, 10_000, infrastructure));
        assertEquals(PersonalDataExport.Outcome.NOT_REACHED, unreached.outcome());
        assertFalse(unreached.toString().contains("hooks-internal"), unreached::toString);
        assertEquals(
                List.of("attemptedAt", "outcome", "statusCode"),
                Arrays.stream(PersonalDataExport.ExportedAttempt.class.getRecordComponents())
                        .map(RecordComponent::getName)
                        .toList(),
                "what an exported attempt holds");

        assertEquals(
                PersonalDataExport.Outcome.REFUSED,
                PersonalDataExport.ExportedAttempt.of(new WebhookAttempt("d-1", AT, 503, 40, "upstream said no"))
                        .outcome());
        assertEquals(
                PersonalDataExport.Outcome.DELIVERED,
                PersonalDataExport.ExportedAttempt.of(new WebhookAttempt("d-1", AT, 204, 12, null))
                        .outcome());
    }
}
