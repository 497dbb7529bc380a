package com.nutrilab.problem;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJBException;
import jakarta.persistence.PersistenceException;
import jakarta.resource.spi.ResourceAllocationException;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class DatabaseOutageTest {

    @Test
    void aPostgresqlRestartIsAnOutage() {
        // What a query on a connection of the restarted server, and a new connection during its start, return.
        assertTrue(DatabaseOutage.causes(wrapped(new SQLException("terminating connection due to administrator command",
                "57P01"))));
        assertTrue(DatabaseOutage.causes(wrapped(new SQLException("the database system is starting up", "57P03"))));
        assertTrue(DatabaseOutage.causes(wrapped(new SQLException("An I/O error occurred while sending", "08006"))));
    }

    @Test
    void aPoolThatCannotAllocateIsAnOutage() {
        SQLException allocation = new SQLException("Error in allocating a connection. Cause: Connection refused");
        allocation.initCause(new ResourceAllocationException("Connection could not be allocated"));
        assertTrue(DatabaseOutage.causes(wrapped(allocation)));
    }

    @Test
    void aBadQueryOrAConstraintIsNot() {
        assertFalse(DatabaseOutage.causes(wrapped(new SQLException("syntax error", "42601"))));
        assertFalse(DatabaseOutage.causes(wrapped(new SQLException("duplicate key", "23505"))));
        assertFalse(DatabaseOutage.causes(new IllegalStateException("no database involved")));
    }

    @Test
    void aChainedSqlExceptionIsRead() {
        SQLException batch = new SQLException("batch entry 3 failed", "42601");
        batch.setNextException(new SQLException("connection lost", "08003"));
        assertTrue(DatabaseOutage.causes(wrapped(batch)));
    }

    /** As JAX-RS sees it: an EJB's system exception around JPA's around JDBC's. */
    private static Throwable wrapped(SQLException cause) {
        return new EJBException(new PersistenceException("query failed", cause));
    }
}
