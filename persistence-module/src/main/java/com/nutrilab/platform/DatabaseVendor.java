package com.nutrilab.platform;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Locale;

/**
 * The databases NutriLab runs on. Each has its own folder of migrations,
 * {@code db/migration/<folder>}, named as Spring Boot's {@code {vendor}} would name it, for the
 * SQL that the other one rejects.
 */
public enum DatabaseVendor {
    DERBY("Apache Derby"),
    POSTGRESQL("PostgreSQL");

    private final String productName;

    DatabaseVendor(String productName) {
        this.productName = productName;
    }

    /** The folder of this vendor's migrations under {@code db/migration}: its name in lower case. */
    public String folder() {
        return toString();
    }

    public static DatabaseVendor of(Connection connection) throws SQLException {
        String productName = connection.getMetaData().getDatabaseProductName();
        return Arrays.stream(values())
                .filter(vendor -> vendor.productName.equalsIgnoreCase(productName.trim()))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("NutriLab runs on Apache Derby or PostgreSQL, not on "
                        + productName + ": there are no migrations for it (docs/database.md)"));
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
