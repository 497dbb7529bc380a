package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.platform.DatabaseFailures.Transient;
import jakarta.ejb.EJBException;
import jakarta.persistence.PersistenceException;
import jakarta.resource.spi.ResourceAllocationException;
import java.sql.SQLException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DatabaseFailuresTest {

    @Test
    void aPostgresqlRestartOrLostConnectionIsUnavailable() {
        // What a query on a connection of the restarted server, and a new connection during its start, return.
        assertEquals(unavailable(), classify("57P01", "terminating connection due to administrator command"));
        assertEquals(unavailable(), classify("57P02", "terminating connection due to crash of another server process"));
        assertEquals(unavailable(), classify("57P03", "the database system is starting up"));
        assertEquals(unavailable(), classify("08006", "An I/O error occurred while sending to the backend"));
        assertEquals(unavailable(), classify("08001", "Connection to 127.0.0.1:5432 refused"));
    }

    @Test
    void everyConnectionSlotTakenIsUnavailable() {
        assertEquals(unavailable(), classify("53300", "sorry, too many clients already"));
    }

    @Test
    void aPoolThatCannotAllocateIsUnavailable() {
        SQLException allocation = new SQLException("Error in allocating a connection. Cause: Connection refused");
        allocation.initCause(new ResourceAllocationException("Connection could not be allocated"));
        assertEquals(unavailable(), DatabaseFailures.classify(wrapped(allocation)));
    }

    /** Payara's pool racing its own resizer timer while the database is gone (ClusterIT's outage saw it). */
    @Test
    void thePoolsTimerRaceDuringAnOutageIsUnavailable() {
        IllegalStateException race = new IllegalStateException("Task already scheduled or cancelled");
        race.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("java.util.Timer", "sched", "Timer.java", 413),
            new StackTraceElement(
                    "com.sun.enterprise.resource.pool.ConnectionPool",
                    "scheduleResizerTask",
                    "ConnectionPool.java",
                    271)
        });
        assertEquals(unavailable(), DatabaseFailures.classify(new EJBException(race)));
    }

    @Test
    void aLostDeadlockOrSerializationFailureIsAConflict() {
        assertEquals(Optional.of(Transient.CONFLICT), classify("40P01", "deadlock detected"));
        assertEquals(
                Optional.of(Transient.CONFLICT),
                classify("40001", "could not serialize access due to concurrent update"));
        assertEquals(
                Optional.of(Transient.CONFLICT),
                classify("40XL1", "A lock could not be obtained within the time requested"));
    }

    @Test
    void aBadQueryOrAConstraintIsNotTransient() {
        assertEquals(Optional.empty(), classify("42601", "syntax error"));
        assertEquals(Optional.empty(), classify("23505", "duplicate key value violates unique constraint"));
        assertEquals(Optional.empty(), classify("53100", "could not extend file: No space left on device"));
        assertEquals(Optional.empty(), DatabaseFailures.classify(new IllegalStateException("no database involved")));
        assertTrue(DatabaseFailures.isUniqueViolation(wrapped(new SQLException("duplicate key", "23505"))));
    }

    @Test
    void aChainedSqlExceptionIsRead() {
        SQLException batch = new SQLException("Batch entry 3 was aborted", "42601");
        batch.setNextException(new SQLException("terminating connection due to administrator command", "57P01"));
        assertEquals(unavailable(), DatabaseFailures.classify(wrapped(batch)));
    }

    private static Optional<Transient> classify(String sqlState, String message) {
        return DatabaseFailures.classify(wrapped(new SQLException(message, sqlState)));
    }

    private static Optional<Transient> unavailable() {
        return Optional.of(Transient.UNAVAILABLE);
    }

    /** As a resource sees it: an EJB's system exception around JPA's around JDBC's. */
    private static Throwable wrapped(SQLException cause) {
        return new EJBException(new PersistenceException("query failed", cause));
    }
}
