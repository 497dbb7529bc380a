package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.ejb.EJBException;
import jakarta.persistence.PersistenceException;
import jakarta.ws.rs.core.Response;
import java.sql.SQLException;
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

    private static Throwable databaseFailure(String sqlState) {
        return new EJBException(new PersistenceException(new SQLException("from the driver", sqlState)));
    }
}
