package com.nutrilab.platform;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.annotation.sql.DataSourceDefinition;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.flywaydb.core.api.output.MigrateResult;

/**
 * Brings the schema up to date before anything else touches the database.
 * Migrations are versioned files in the persistence module ({@code db/migration/common} and one
 * folder per database, see {@link SchemaMigrations}); an upgrade only ever adds to what is there,
 * so every user's data survives it.
 * Beans that use the database at start-up must declare {@code @DependsOn("DatabaseMigrations")}.
 */
@Startup
@Singleton
@DependsOn("EmbeddedDatabase") // an embedded database is booted first, without the login timeout
// The data source lives on a component (not a plain class) so that an EAR's EJB module defines it
// too. Its text attributes and properties come from MicroProfile Config, resolved by Payara at
// deployment: the same artifact runs on embedded Derby, a Derby Network Server or PostgreSQL
// without a rebuild. The pool's sizes and idle time are int attributes, which Payara takes only
// from here (it has no fish.payara.* property for them, and rejects ${MPCONFIG=...} where a
// deployment descriptor wants a number), so they are constants.
@DataSourceDefinition(
        name = Database.JNDI_NAME,
        className = "${MPCONFIG=nutrilab.db.data-source}",
        serverName = "${MPCONFIG=nutrilab.db.host}",
        databaseName = "${MPCONFIG=nutrilab.db.name}",
        user = "${MPCONFIG=nutrilab.db.user}",
        password = "${MPCONFIG=nutrilab.db.password}",
        minPoolSize = DatabaseMigrations.POOL_MIN_SIZE,
        maxPoolSize = DatabaseMigrations.POOL_MAX_SIZE,
        maxIdleTime = 300,
        loginTimeout = DatabaseMigrations.LOGIN_TIMEOUT_SECONDS,
        properties = {
            "portNumber=${MPCONFIG=nutrilab.db.port}",
            "createDatabase=${MPCONFIG=nutrilab.db.create}",
            // PostgreSQL: a JDBC batch (the food load and imports) as multi-row INSERTs; Derby ignores it.
            "reWriteBatchedInserts=true",
            // The pool, in Payara's names (DataSourceDefinitionDeployer reads these fish.payara.* keys).
            "fish.payara.max-wait-time-in-millis=${MPCONFIG=nutrilab.db.pool.max-wait-millis}",
            "fish.payara.is-connection-validation-required=${MPCONFIG=nutrilab.db.pool.validate}",
            "fish.payara.validate-atmost-once-period-in-seconds=${MPCONFIG=nutrilab.db.pool.validation-interval-seconds}",
            // Connection.isValid: a round trip, on every database. Payara's "meta-data" method never
            // reaches the server, so it would hand out connections that a database restart closed.
            "fish.payara.connection-validation-method=custom-validation",
            "fish.payara.validation-classname=org.glassfish.api.jdbc.validation.JDBC40ConnectionValidation",
            // One dead connection means the server went away: drop them all, not one per request.
            "fish.payara.fail-all-connections=true"
        })
// Flyway commits each migration itself; a container transaction around it would forbid that.
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class DatabaseMigrations {

    /** Connections a node keeps open, and the most it opens (per node: mind the server's limit). */
    public static final int POOL_MIN_SIZE = 2;

    public static final int POOL_MAX_SIZE = 32;

    /**
     * The longest a new connection may take to open (the drivers' socket timeout while connecting).
     * Without it, a server that accepts connections but does not answer them (a Derby Network
     * Server checkpointing on its way down: up to a minute, measured) holds the requesting thread
     * until the server closes its port: the pool's max-wait bounds only the wait for a free one.
     * Embedded Derby applies it to its own boot too: {@link EmbeddedDatabase} boots it beforehand.
     */
    public static final int LOGIN_TIMEOUT_SECONDS = 5;

    private static final Logger LOG = Logger.getLogger(DatabaseMigrations.class.getName());

    @Resource(lookup = Database.JNDI_NAME)
    private DataSource dataSource;

    private volatile String schemaVersion;

    @PostConstruct
    void migrate() {
        MigrateResult result = SchemaMigrations.flyway(dataSource).migrate();
        schemaVersion = result.targetSchemaVersion != null ? result.targetSchemaVersion : result.initialSchemaVersion;
        if (result.migrationsExecuted > 0) {
            Checkpoint.ifDerby(dataSource);
        }
        LOG.info(() -> "Database schema at version " + schemaVersion + " (" + result.migrationsExecuted
                + " migration(s) applied now)");
    }

    /** The schema version after start-up, such as "1". */
    public String schemaVersion() {
        return schemaVersion;
    }
}
