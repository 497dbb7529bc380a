package com.nutrilab.micro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.platform.DatabaseMigrations;
import com.nutrilab.platform.EmbeddedDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.apache.derby.jdbc.EmbeddedDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded database booted before the pool's first connection, outside the data source's
 * login timeout (which Derby applies to its own boot), with the Derby the WAR ships. No server.
 */
class EmbeddedDatabaseTest {

    private static final String EMBEDDED = "org.apache.derby.jdbc.EmbeddedDataSource";

    @TempDir
    Path data;

    @Test
    void aNewEmbeddedDatabaseIsCreatedAndLeftBootedForThePool() throws SQLException {
        Path database = data.resolve("db");

        assertTrue(EmbeddedDatabase.boot(EMBEDDED, database.toString(), true, "nutrilab", "secret"));

        assertTrue(Files.exists(database.resolve("service.properties")), "the database was created");
        EmbeddedDataSource pool = new EmbeddedDataSource();
        pool.setDatabaseName(database.toString());
        pool.setLoginTimeout(DatabaseMigrations.LOGIN_TIMEOUT_SECONDS);
        try (Connection first = pool.getConnection("nutrilab", "secret")) {
            assertEquals("Apache Derby", first.getMetaData().getDatabaseProductName());
        } finally {
            shutDown(database);
        }
    }

    @Test
    void aMissingDatabaseIsNotCreatedWhenCreationIsOff() {
        Path database = data.resolve("absent");

        SQLException refused = assertThrows(
                SQLException.class, () -> EmbeddedDatabase.boot(EMBEDDED, database.toString(), false, "u", "p"));

        assertEquals("XJ004", refused.getSQLState(), refused::getMessage);
        assertFalse(Files.exists(database));
    }

    @Test
    void otherDatabasesAreLeftToThePool() throws SQLException {
        Path database = data.resolve("postgresql");

        assertFalse(EmbeddedDatabase.boot("org.postgresql.ds.PGSimpleDataSource", database.toString(), true, "u", "p"));
        assertFalse(
                EmbeddedDatabase.boot("org.apache.derby.jdbc.ClientDataSource", database.toString(), true, "u", "p"));

        assertFalse(Files.exists(database));
    }

    private static void shutDown(Path database) {
        try {
            DriverManager.getConnection("jdbc:derby:" + database + ";shutdown=true");
        } catch (SQLException expected) {
            // a clean shutdown is answered with SQLState 08006
        }
    }
}
