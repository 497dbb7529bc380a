package com.nutrilab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.lab.extraction.LabReportReader;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * Whatever a reader throws ends its own report with a code, and an error the reader could not
 * have meant carries an incident id for the operator's log; only a lost lease passes through.
 */
class ReadingOutcomeTest {

    private static final String INCIDENT = ".*\\(incident [0-9a-f-]{36}\\)\\.$";

    @Test
    void errorsOfTheReaderEndTheReportWithACodeAndAnIncident() {
        assertFailed("too-complex", true, () -> {
            throw new OutOfMemoryError("Java heap space");
        });
        assertFailed("too-complex", true, ReadingOutcomeTest::recurse);
        assertFailed("extraction-failed", true, () -> {
            throw new IllegalStateException("a bug in a reader");
        });
        assertFailed("extraction-failed", true, () -> {
            throw new NoClassDefFoundError("a broken installation");
        });
        assertFailed("unreadable-file", false, () -> {
            throw new IOException("truncated");
        });
    }

    @Test
    void aLostLeaseIsNotAnOutcome() {
        assertThrows(
                LeaseLostException.class,
                () -> ReadingOutcome.of("r", () -> {
                    throw new LeaseLostException();
                }));
    }

    private static void assertFailed(String code, boolean incident, ReadingOutcome.Reading reading) {
        ReadingOutcome outcome = ReadingOutcome.of("report-1", reading);
        assertFalse(outcome.completed());
        assertEquals(code, outcome.code());
        assertEquals(incident, outcome.message().matches(INCIDENT), outcome.message());
        assertTrue(outcome.message().length() < 300, "a message for the user, not a trace");
    }

    private static LabReportReader.Reading recurse() {
        return recurse();
    }
}
