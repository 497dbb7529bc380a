package com.nutrilab.platform.copy;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A table of the target schema as the copy needs it: its columns with their JDBC types, its
 * primary key (to name a row whose file is checked), and the tables it refers to.
 */
record Table(String name, List<Column> columns, List<String> primaryKey, Set<String> refersTo) {

    /** Not data: each database keeps the history of its own migrations (their checksums differ). */
    static final String MIGRATION_HISTORY = "flyway_schema_history";

    record Column(String name, int type) {

        boolean binary() {
            return type == Types.BINARY || type == Types.VARBINARY || type == Types.LONGVARBINARY || type == Types.BLOB;
        }

        boolean timestamp() {
            return type == Types.TIMESTAMP || type == Types.TIMESTAMP_WITH_TIMEZONE;
        }
    }

    /** Every table of the connection's schema but the migration history, each after the tables it refers to. */
    static List<Table> inDependencyOrder(Connection connection) throws SQLException {
        DatabaseMetaData meta = connection.getMetaData();
        String schema = connection.getSchema();
        Map<String, Table> tables = new TreeMap<>();
        try (ResultSet rows = meta.getTables(null, schema, "%", new String[] {"TABLE"})) {
            while (rows.next()) {
                String name = rows.getString("TABLE_NAME");
                if (!name.equalsIgnoreCase(MIGRATION_HISTORY)) {
                    tables.put(name, read(meta, schema, name));
                }
            }
        }
        List<Table> ordered = new ArrayList<>();
        Set<String> placed = new TreeSet<>();
        while (ordered.size() < tables.size()) {
            boolean progress = false;
            for (Table table : tables.values()) {
                if (!placed.contains(table.name()) && placed.containsAll(table.refersTo())) {
                    ordered.add(table);
                    placed.add(table.name());
                    progress = true;
                }
            }
            if (!progress) {
                throw new IllegalStateException(
                        "The foreign keys between these tables form a cycle: " + tables.keySet());
            }
        }
        return ordered;
    }

    /** The name as written in SQL to PostgreSQL (quoted: "position" and "version" are columns here). */
    static String quoted(String name) {
        return '"' + name.toLowerCase(Locale.ROOT) + '"';
    }

    private static Table read(DatabaseMetaData meta, String schema, String name) throws SQLException {
        List<Column> columns = new ArrayList<>();
        try (ResultSet rows = meta.getColumns(null, schema, name, "%")) {
            while (rows.next()) {
                columns.add(new Column(rows.getString("COLUMN_NAME"), rows.getInt("DATA_TYPE")));
            }
        }
        Map<Short, String> key = new TreeMap<>();
        try (ResultSet rows = meta.getPrimaryKeys(null, schema, name)) {
            while (rows.next()) {
                key.put(rows.getShort("KEY_SEQ"), rows.getString("COLUMN_NAME"));
            }
        }
        Set<String> refersTo = new TreeSet<>();
        try (ResultSet rows = meta.getImportedKeys(null, schema, name)) {
            while (rows.next()) {
                String referenced = rows.getString("PKTABLE_NAME");
                if (!referenced.equals(name)) {
                    refersTo.add(referenced);
                }
            }
        }
        return new Table(name, List.copyOf(columns), List.copyOf(key.values()), refersTo);
    }
}
