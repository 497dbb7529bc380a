package com.nutrilab.platform;

/** The application's one data source, defined on {@link DatabaseMigrations}. */
public final class Database {

    /** Application-scoped, so the EJB module and the web module of an EAR both see it. */
    public static final String JNDI_NAME = "java:app/jdbc/nutrilab";

    private Database() {}
}
