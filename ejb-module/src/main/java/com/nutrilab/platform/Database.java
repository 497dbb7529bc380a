package com.nutrilab.platform;

import jakarta.annotation.sql.DataSourceDefinition;

/**
 * The application's one data source. Every attribute comes from MicroProfile Config
 * (Payara resolves {@code ${MPCONFIG=...}} at deployment), so the same artifact runs on
 * embedded Derby, a Derby Network Server or PostgreSQL without a rebuild.
 */
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
public final class Database {

    /** Application-scoped, so the EJB module and the web module of an EAR both see it. */
    public static final String JNDI_NAME = "java:app/jdbc/nutrilab";

    private Database() {
    }
}
