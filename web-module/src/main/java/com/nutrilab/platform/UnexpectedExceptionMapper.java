package com.nutrilab.platform;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Anything no other mapper knows: a 500 whose body names an incident id that is also in
 * the log with the stack trace, so a client's report can be matched without leaking internals.
 * The path and the exception's messages reach the log escaped ({@link LogText}): a request
 * cannot write lines of its own into it.
 */
@Provider
public class UnexpectedExceptionMapper extends PlatformExceptionMappers.OnRequest
        implements ExceptionMapper<Throwable> {

    private static final Logger LOG = Logger.getLogger(UnexpectedExceptionMapper.class.getName());

    @Override
    public Response toResponse(Throwable exception) {
        return incident(exception, path());
    }

    /**
     * A 500 with an incident id; or, when the failure is the database's and passes by itself (it
     * is down or restarting, a transaction lost a deadlock), a 503 with Retry-After: the request
     * was fine and may be sent again.
     */
    static Response incident(Throwable exception, String path) {
        Optional<DatabaseFailures.Transient> databaseFailure = DatabaseFailures.classify(exception);
        if (databaseFailure.isPresent()) {
            return unavailable(databaseFailure.get(), exception, path);
        }
        String incident = UUID.randomUUID().toString();
        LOG.log(Level.SEVERE, "Incident " + incident + " on " + LogText.escape(path), LogText.escape(exception));
        return Problems.response(Problems.of(
                        500,
                        "internal-error",
                        "The server could not complete the request. Incident " + incident + ".",
                        path,
                        null))
                .header("X-Incident-Id", incident)
                .build();
    }

    private static Response unavailable(DatabaseFailures.Transient failure, Throwable exception, String path) {
        LOG.warning(() -> "Database " + failure.name().toLowerCase(Locale.ROOT) + " on " + LogText.escape(path) + ": "
                + LogText.escape(rootCause(exception)));
        String detail = failure == DatabaseFailures.Transient.UNAVAILABLE
                ? "The database is not available at the moment. Retry in " + failure.retryAfterSeconds() + " s."
                : "The data was busy with another change. Retry in " + failure.retryAfterSeconds() + " s.";
        return Problems.response(Problems.of(503, "service-unavailable", detail, path, null))
                .header(HttpHeaders.RETRY_AFTER, failure.retryAfterSeconds())
                .build();
    }

    private static String rootCause(Throwable exception) {
        Throwable root = exception;
        for (int depth = 0; root.getCause() != null && root.getCause() != root && depth < 20; depth++) {
            root = root.getCause();
        }
        return root.toString();
    }
}
