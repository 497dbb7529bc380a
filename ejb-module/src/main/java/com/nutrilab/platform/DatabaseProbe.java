package com.nutrilab.platform;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.sql.DataSource;

/** Asks the database whether it answers, for the readiness check. */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class DatabaseProbe {

    private static final Logger LOG = Logger.getLogger(DatabaseProbe.class.getName());
    private static final int TIMEOUT_SECONDS = 2;

    @Resource(lookup = Database.JNDI_NAME)
    private DataSource dataSource;

    public boolean answers() {
        try (Connection connection = dataSource.getConnection()) {
            return connection.isValid(TIMEOUT_SECONDS);
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "Database does not answer: {0}", e.getMessage());
            return false;
        }
    }
}
