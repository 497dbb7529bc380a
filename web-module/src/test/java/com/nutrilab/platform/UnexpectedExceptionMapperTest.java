package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJBException;
import jakarta.persistence.PersistenceException;
import jakarta.ws.rs.core.Response;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import org.junit.jupiter.api.Test;

class UnexpectedExceptionMapperTest {

    @Test
    void aPostgresqlShutdownIsA503WithRetryAfter() {
        Response response = UnexpectedExceptionMapper.incident(databaseFailure("57P01"), "/api/v1/labs");
        assertEquals(503, response.getStatus());
        assertEquals("5", response.getHeaderString("Retry-After"));
    }

    @Test
    void aPostgresqlDeadlockIsA503WithAShortRetryAfter() {
        Response response = UnexpectedExceptionMapper.incident(databaseFailure("40P01"), "/api/v1/labs/1");
        assertEquals(503, response.getStatus());
        assertEquals("1", response.getHeaderString("Retry-After"));
    }

    @Test
    void aBadQueryIsA500Incident() {
        Response response = UnexpectedExceptionMapper.incident(databaseFailure("42601"), "/api/v1/foods");
        assertEquals(500, response.getStatus());
    }

    /**
     * A path that ends in a 500 or a 503 reaches the log with its control characters escaped, and
     * so does an exception's message that quotes the request: a %0A cannot forge a log line.
     */
    @Test
    void aRequestCannotWriteLinesIntoTheLog() {
        String forged = "/api/v1/x\n[2026-11-26T12:00:00.000+0000] [] [SEVERE] forged\r\u2028\u202e";
        List<String> lines = logged(() -> {
            UnexpectedExceptionMapper.incident(
                    new IllegalStateException("quoting " + forged, new RuntimeException("cause " + forged)), forged);
            UnexpectedExceptionMapper.incident(databaseFailure("57P01"), forged);
        });

        assertEquals(2, lines.size(), lines::toString);
        for (String line : lines) {
            String firstLine = line.lines().findFirst().orElseThrow();
            assertTrue(
                    firstLine.contains(
                            "/api/v1/x\\n[2026-11-26T12:00:00.000+0000] [] [SEVERE] forged\\r\\u2028\\u202e"),
                    line);
            assertFalse(line.contains("\n[2026"), "no line starts with the forged text: " + line);
            assertFalse(line.contains("\r") || line.contains("\u2028") || line.contains("\u202e"), line);
        }
        assertTrue(lines.get(0).contains("java.lang.IllegalStateException: quoting /api/v1/x\\n[2026"), lines.get(0));
        assertTrue(
                lines.get(0).contains("Caused by: java.lang.RuntimeException: cause /api/v1/x\\n[2026"), lines.get(0));
        assertTrue(
                lines.get(0).contains("\tat " + UnexpectedExceptionMapperTest.class.getName()),
                "the stack trace is kept");
    }

    /** What the mapper logs while {@code action} runs, each record as the plain formatter writes it. */
    private static List<String> logged(Runnable action) {
        Logger logger = Logger.getLogger(UnexpectedExceptionMapper.class.getName());
        List<String> lines = new ArrayList<>();
        SimpleFormatter plain = new SimpleFormatter();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                StringWriter trace = new StringWriter();
                if (record.getThrown() != null) {
                    record.getThrown().printStackTrace(new PrintWriter(trace));
                }
                lines.add(plain.formatMessage(record) + "\n" + trace);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        logger.addHandler(handler);
        try {
            action.run();
        } finally {
            logger.removeHandler(handler);
        }
        return lines;
    }

    private static Throwable databaseFailure(String sqlState) {
        return new EJBException(new PersistenceException(new SQLException("from the driver", sqlState)));
    }
}
