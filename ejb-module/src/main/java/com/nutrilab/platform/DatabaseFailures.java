package com.nutrilab.platform;

import com.nutrilab.platform.payara.PoolTimerRace;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import jakarta.resource.ResourceException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransactionRollbackException;
import java.sql.SQLTransientConnectionException;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Tells a database failure that passes by itself from one that does not, by the causes of an
 * exception: the database unreachable or restarting (SQLState class 08, PostgreSQL's 57P0x and
 * its 53300 when every connection slot is taken, a pool that cannot allocate a connection), or a
 * transaction that lost a deadlock or could not be serialized (40001, PostgreSQL's 40P01, Derby's
 * lock timeouts 40XL1/40XL2). Either is answered 503 with Retry-After, never 500: the request is
 * fine, the moment is not.
 */
public final class DatabaseFailures {

    /** A failure worth trying again. */
    public enum Transient {
        /** The database does not answer. */
        UNAVAILABLE(5),
        /** Another transaction held what this one needed. */
        CONFLICT(1);

        private final int retryAfterSeconds;

        Transient(int retryAfterSeconds) {
            this.retryAfterSeconds = retryAfterSeconds;
        }

        public int retryAfterSeconds() {
            return retryAfterSeconds;
        }
    }

    private static final Set<String> CONFLICT_STATES = Set.of("40001", "40P01", "40XL1", "40XL2");
    private static final String UNIQUE_VIOLATION = "23505";
    /** PostgreSQL's administrator shutdown, crash shutdown, starting up; and too many connections. */
    private static final Set<String> UNAVAILABLE_STATES = Set.of("57P01", "57P02", "57P03", "53300");

    private DatabaseFailures() {}

    /** Flushes the inserts; one a concurrent request's row beat to a unique key is answered with {@code conflict} (409). */
    public static void flushUnique(EntityManager entityManager, String conflict) {
        try {
            entityManager.flush();
        } catch (PersistenceException e) {
            if (!isUniqueViolation(e)) {
                throw e;
            }
            throw new ConflictException(conflict);
        }
    }

    /** Whether the failure is a unique constraint refusing a row (SQLState 23505, Derby's and PostgreSQL's). */
    public static boolean isUniqueViolation(Throwable failure) {
        return causes(failure)
                .anyMatch(cause -> cause instanceof SQLException sql && UNIQUE_VIOLATION.equals(sql.getSQLState()));
    }

    public static Optional<Transient> classify(Throwable failure) {
        return causes(failure).flatMap(cause -> kindOf(cause).stream()).findFirst();
    }

    /** The failure and its causes, each once (a cause may come round again). */
    private static Stream<Throwable> causes(Throwable failure) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        return Stream.iterate(failure, cause -> cause != null && seen.add(cause), Throwable::getCause);
    }

    private static Optional<Transient> kindOf(Throwable cause) {
        if (cause instanceof ResourceException || PoolTimerRace.is(cause)) {
            return Optional.of(Transient.UNAVAILABLE);
        }
        if (!(cause instanceof SQLException sql)) {
            return Optional.empty();
        }
        for (SQLException e = sql; e != null; e = e.getNextException()) {
            String state = e.getSQLState() == null ? "" : e.getSQLState();
            if (e instanceof SQLTransactionRollbackException || CONFLICT_STATES.contains(state)) {
                return Optional.of(Transient.CONFLICT);
            }
            if (e instanceof SQLTransientConnectionException
                    || e instanceof SQLNonTransientConnectionException
                    || e instanceof SQLRecoverableException
                    || state.startsWith("08")
                    || UNAVAILABLE_STATES.contains(state)) {
                return Optional.of(Transient.UNAVAILABLE);
            }
            if (e.getNextException() == e) {
                break;
            }
        }
        return Optional.empty();
    }
}
