package com.nutrilab.problem;

import jakarta.resource.ResourceException;
import java.sql.SQLException;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Whether a failure means the database cannot be reached at the moment (the client should retry),
 * not that the request or the code is wrong. Kept small on purpose: the database-outage mapper
 * (503 with Retry-After, serialization failures after retries) replaces it.
 */
final class DatabaseOutage {

    private DatabaseOutage() {
    }

    /** Somewhere in the causes: a lost or refused connection, a server shutting down or starting, no free connection. */
    static boolean causes(Throwable failure) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Throwable cause = failure; cause != null && seen.add(cause); cause = cause.getCause()) {
            if (cause instanceof ResourceException) {
                return true; // Payara's pool could not allocate a connection
            }
            if (cause instanceof SQLException sql) {
                if (unavailable(sql.getSQLState())) {
                    return true;
                }
                for (SQLException next = sql.getNextException(); next != null && seen.add(next);
                     next = next.getNextException()) {
                    if (unavailable(next.getSQLState())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * SQLState class 08 (connection exception, Derby and PostgreSQL alike), PostgreSQL's 57P01 to
     * 57P03 (the server shuts down, crashed, or is starting: what a restart returns) and 53300
     * (too many connections).
     */
    static boolean unavailable(String sqlState) {
        return sqlState != null && (sqlState.startsWith("08") || sqlState.startsWith("57P0") || sqlState.equals("53300"));
    }
}
