package com.nutrilab.platform;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/**
 * The Flyway set-up of the schema, shared by the service's start-up and the Derby-to-PostgreSQL
 * copy. One set of migrations: {@code db/migration/common} holds what both databases accept (SQL
 * and Java), {@code db/migration/derby} and {@code db/migration/postgresql} one file each per
 * version where the SQL differs (docs/database.md). Flyway itself has no {@code {vendor}}
 * placeholder (Spring Boot adds one); the vendor is read from the connection here.
 */
public final class SchemaMigrations {

    static final String COMMON = "classpath:db/migration/common";

    private SchemaMigrations() {}

    /** Flyway for this database, with the common migrations and the vendor's own. */
    public static Flyway flyway(DataSource dataSource) {
        return flyway(Flyway.configure(SchemaMigrations.class.getClassLoader()).dataSource(dataSource));
    }

    /**
     * Flyway for the database at {@code url}, outside a container (the Derby-to-PostgreSQL copy);
     * {@code placeholders} go to the migrations.
     */
    public static Flyway flyway(String url, String user, String password, Map<String, String> placeholders) {
        return flyway(Flyway.configure(SchemaMigrations.class.getClassLoader())
                .dataSource(url, user, password)
                .placeholders(placeholders));
    }

    private static Flyway flyway(FluentConfiguration configuration) {
        DatabaseVendor vendor;
        try (Connection connection = configuration.getDataSource().getConnection()) {
            vendor = DatabaseVendor.of(connection);
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot connect to the database to migrate it: " + e.getMessage(), e);
        }
        return configuration
                .locations(COMMON, "classpath:db/migration/" + vendor.folder())
                .load();
    }
}
