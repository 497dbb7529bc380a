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
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;

/**
 * Brings the schema up to date before anything else touches the database.
 * Migrations are versioned SQL files in the persistence module ({@code db/migration});
 * an upgrade only ever adds to what is there, so every user's data survives it.
 * Beans that use the database at start-up must declare {@code @DependsOn("DatabaseMigrations")}.
 */
@Startup
@Singleton
@DependsOn("DataDirectory")
// The data source lives on a component (not a plain class) so that an EAR's EJB module defines it
// too. Every attribute comes from MicroProfile Config, resolved by Payara at deployment: the same
// artifact runs on embedded Derby, a Derby Network Server or PostgreSQL without a rebuild.
@DataSourceDefinition(
        name = Database.JNDI_NAME,
        className = "${MPCONFIG=nutrilab.db.data-source}",
        serverName = "${MPCONFIG=nutrilab.db.host}",
        databaseName = "${MPCONFIG=nutrilab.db.name}",
        user = "${MPCONFIG=nutrilab.db.user}",
        password = "${MPCONFIG=nutrilab.db.password}",
        minPoolSize = 2,
        maxPoolSize = 32,
        properties = {
            "portNumber=${MPCONFIG=nutrilab.db.port}",
            "createDatabase=${MPCONFIG=nutrilab.db.create}",
            "fish.payara.is-connection-validation-required=true",
            "fish.payara.connection-validation-method=meta-data",
            "fish.payara.fail-all-connections=true"
        })
// Flyway commits each migration itself; a container transaction around it would forbid that.
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class DatabaseMigrations {

    private static final Logger LOG = Logger.getLogger(DatabaseMigrations.class.getName());

    @Resource(lookup = Database.JNDI_NAME)
    private DataSource dataSource;

    private volatile String schemaVersion;

    @PostConstruct
    void migrate() {
        MigrateResult result = Flyway.configure(DatabaseMigrations.class.getClassLoader())
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load()
                .migrate();
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
