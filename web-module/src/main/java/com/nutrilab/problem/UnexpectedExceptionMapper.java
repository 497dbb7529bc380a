package com.nutrilab.problem;

import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Anything no other mapper knows: a 500 whose body names an incident id that is also in
 * the log with the stack trace, so a client's report can be matched without leaking internals;
 * or a 503 with Retry-After when the cause is a database that cannot be reached.
 */
@Provider
public class UnexpectedExceptionMapper implements ExceptionMapper<Throwable> {

    private static final Logger LOG = Logger.getLogger(UnexpectedExceptionMapper.class.getName());
    private static final int RETRY_AFTER_SECONDS = 5;

    @Context
    private UriInfo uriInfo;

    @Override
    public Response toResponse(Throwable exception) {
        if (DatabaseOutage.causes(exception)) {
            LOG.warning(() -> "The database is unavailable: " + exception);
            return Problems.response(Problems.of(503, Problems.defaultDetail(503) + " Try again shortly.",
                    uriInfo.getRequestUri().getPath())).header("Retry-After", RETRY_AFTER_SECONDS).build();
        }
        return incident(exception, uriInfo.getRequestUri().getPath());
    }

    static Response incident(Throwable exception, String path) {
        String incident = UUID.randomUUID().toString();
        LOG.log(Level.SEVERE, "Incident " + incident + " on " + path, exception);
        return Problems.response(Problems.of(500, "internal-error",
                "The server could not complete the request. Incident " + incident + ".", path, null))
                .header("X-Incident-Id", incident)
                .build();
    }
}
