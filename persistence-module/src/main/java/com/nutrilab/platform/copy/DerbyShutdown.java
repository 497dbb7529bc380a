package com.nutrilab.platform.copy;

import java.sql.DriverManager;
import java.sql.SQLException;

/** Closes an embedded Derby database cleanly, so that the service's next start need not recover it. */
final class DerbyShutdown {

    private DerbyShutdown() {}

    static void ifEmbedded(DerbyToPostgresql.Endpoint endpoint) {
        String url = endpoint.url();
        if (!url.startsWith("jdbc:derby:") || url.startsWith("jdbc:derby://")) {
            return;
        }
        String database = url.substring("jdbc:derby:".length()).split(";", 2)[0];
        try {
            DriverManager.getConnection(
                    "jdbc:derby:" + database + ";shutdown=true", endpoint.user(), endpoint.password());
        } catch (SQLException e) {
            // Derby answers a clean shutdown with SQLState 08006; anything else is not worth failing the copy for.
        }
    }
}
