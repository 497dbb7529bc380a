package com.nutrilab.platform.copy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Identity and serial columns of the target continue after the rows the copy inserted with their
 * own values; otherwise the next insert would take an id the copy already used.
 */
final class IdentityColumns {

    private IdentityColumns() {}

    static void continueAfterCopiedRows(Connection target) throws SQLException {
        List<String[]> columns = new ArrayList<>();
        try (Statement statement = target.createStatement();
                ResultSet rows = statement.executeQuery(
                        "SELECT table_name, column_name FROM information_schema.columns "
                                + "WHERE table_schema = current_schema() AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')")) {
            while (rows.next()) {
                columns.add(new String[] {rows.getString(1), rows.getString(2)});
            }
        }
        for (String[] column : columns) {
            String table = Table.quoted(column[0]);
            String name = Table.quoted(column[1]);
            try (Statement statement = target.createStatement()) {
                statement.execute("SELECT setval(pg_get_serial_sequence('" + table + "', '" + column[1] + "'), "
                        + "COALESCE(MAX(" + name + "), 0) + 1, false) FROM " + table);
            }
        }
    }
}
