package com.nutrilab.platform;

import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Properties;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Boots an embedded Derby database (creating it on the first start, recovering it after a crash)
 * before the pool opens its first connection. The data source's login timeout
 * ({@link DatabaseMigrations#LOGIN_TIMEOUT_SECONDS}) is there for network servers that accept a
 * connection and never answer; the embedded engine applies it to its own boot as well, and a boot
 * on a busy machine can take longer (measured: a new database failed the deployment with XBDA0,
 * "Login timeout exceeded"). Booted here without a timeout, the pool's connections open at once.
 * Other databases are left to the pool.
 */
@Startup
@Singleton
@DependsOn("DataDirectory")
public class EmbeddedDatabase {

    private static final Logger LOG = Logger.getLogger(EmbeddedDatabase.class.getName());
    private static final String EMBEDDED_DERBY = "org.apache.derby.jdbc.Embedded";
    private static final String EMBEDDED_DRIVER = "org.apache.derby.jdbc.EmbeddedDriver";

    @Inject
    @ConfigProperty(name = "nutrilab.db.data-source")
    String dataSourceClass;

    @Inject
    @ConfigProperty(name = "nutrilab.db.name")
    String databaseName;

    @Inject
    @ConfigProperty(name = "nutrilab.db.create")
    String create;

    @Inject
    @ConfigProperty(name = "nutrilab.db.user")
    String user;

    @Inject
    @ConfigProperty(name = "nutrilab.db.password")
    String password;

    @PostConstruct
    void bootIfEmbedded() {
        try {
            if (boot(dataSourceClass, databaseName, "create".equals(create), user, password)) {
                LOG.info(() -> "Embedded Derby database " + databaseName + " booted");
            }
        } catch (SQLException e) {
            // The pool's first connection will fail with the same cause and say it where it matters.
            LOG.warning(() -> "Embedded Derby database " + databaseName + " did not boot: " + e.getMessage());
        }
    }

    /**
     * Opens and closes one connection to the database when the data source is embedded Derby; the
     * engine stays booted for the pool. The driver is the one of the data source class's own class
     * loader, so that the pool finds this same engine (a second engine could not open the files).
     *
     * @return whether the data source is embedded Derby (and is now booted)
     */
    public static boolean boot(
            String dataSourceClass, String databaseName, boolean create, String user, String password)
            throws SQLException {
        if (!dataSourceClass.startsWith(EMBEDDED_DERBY)) {
            return false;
        }
        Properties credentials = new Properties();
        credentials.setProperty("user", user);
        credentials.setProperty("password", password);
        String url = "jdbc:derby:" + databaseName + (create ? ";create=true" : "");
        try (Connection booted = embeddedDriver().connect(url, credentials)) {
            return booted != null;
        }
    }

    private static Driver embeddedDriver() throws SQLException {
        try {
            return (Driver)
                    Class.forName(EMBEDDED_DRIVER, true, Thread.currentThread().getContextClassLoader())
                            .getDeclaredConstructor()
                            .newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new SQLException("Derby's embedded driver is not in the application", e);
        }
    }
}
