package com.nutrilab.platform.copy;

import com.nutrilab.platform.DatabaseVendor;
import com.nutrilab.platform.SchemaMigrations;
import com.nutrilab.platform.Sha256;
import db.migration.common.V4__Usda_sr24_foods;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.flywaydb.core.api.MigrationVersion;

/**
 * A one-way copy of a NutriLab Derby database into a new PostgreSQL database, for an operator who
 * started on the embedded default: the schema made by the PostgreSQL migrations, then every table
 * streamed in the order of its foreign keys, lab files included, in one transaction that commits
 * only once the row counts and the SHA-256 of every file match. Run by
 * {@code config/database/copy-derby-to-postgresql.sh} (docs/database.md), with the service stopped.
 *
 * <p>It lives beside the migrations it runs, and ships in the WAR, because an operator has the WAR
 * and not the build: the script runs this class from the WAR's own libraries.
 */
public final class DerbyToPostgresql {

    /** A database to connect to. */
    public record Endpoint(String url, String user, String password) {}

    /** What was copied: rows per table, in copy order, and the files checked. */
    public record Result(Map<String, Long> rows, int filesVerified, long millis) {}

    /** The copy did not start: the target is not new, or the two schemas are not at one version. */
    public static class RefusedException extends RuntimeException {
        RefusedException(String message) {
            super(message);
        }
    }

    /** The copy ran, but what arrived differs from what left; nothing was committed. */
    public static class VerificationException extends RuntimeException {
        VerificationException(List<String> differences) {
            super("The copy differs from the source, so it was rolled back:\n  " + String.join("\n  ", differences));
        }
    }

    private final Endpoint from;
    private final Endpoint to;
    private final PrintStream log;

    /**
     * {@code --from URL --from-user U --from-password P --to URL --to-user U --to-password P [--replace]}
     * (the target's password otherwise from {@code NUTRILAB_DB_PASSWORD}); exit status 0 copied and
     * verified, 1 failed or differs (nothing committed), 2 refused or wrong usage.
     */
    public static void main(String[] args) {
        Map<String, String> options = new LinkedHashMap<>();
        boolean replace = false;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--replace")) {
                replace = true;
            } else if (args[i].startsWith("--") && i + 1 < args.length) {
                options.put(args[i].substring(2), args[++i]);
            } else {
                usage("unexpected argument " + args[i]);
            }
        }
        if (!options.containsKey("from") || !options.containsKey("to")) {
            usage("--from and --to are required");
        }
        Endpoint from = new Endpoint(
                options.get("from"),
                options.getOrDefault("from-user", "nutrilab"),
                options.getOrDefault("from-password", "nutrilab"));
        // The password from the environment keeps it out of the process list.
        Endpoint to = new Endpoint(
                options.get("to"),
                options.getOrDefault("to-user", "nutrilab"),
                options.getOrDefault("to-password", System.getenv().getOrDefault("NUTRILAB_DB_PASSWORD", "")));
        System.exit(run(from, to, replace));
    }

    private static int run(Endpoint from, Endpoint to, boolean replace) {
        try {
            Result result = new DerbyToPostgresql(from, to, System.out).copy(replace);
            System.out.printf(
                    "Copied %,d rows of %d tables and verified %d files (SHA-256) in %.1f s.%n",
                    result.rows().values().stream().mapToLong(Long::longValue).sum(),
                    result.rows().size(),
                    result.filesVerified(),
                    result.millis() / 1e3);
            return 0;
        } catch (RefusedException e) {
            System.err.println(e.getMessage());
            return 2;
        } catch (VerificationException e) {
            System.err.println(e.getMessage());
            return 1;
        } catch (SQLException e) {
            System.err.println("The copy failed, nothing was committed: " + e.getMessage());
            return 1;
        } finally {
            shutDownIfEmbedded(from);
        }
    }

    private static void usage(String problem) {
        System.err.println(
                problem + "\nusage: DerbyToPostgresql --from jdbc:derby:DIR --to jdbc:postgresql://HOST:PORT/NAME "
                        + "[--from-user U] [--from-password P] [--to-user U] [--to-password P] [--replace]");
        System.exit(2);
    }

    public DerbyToPostgresql(Endpoint from, Endpoint to, PrintStream log) {
        this.from = from;
        this.to = to;
        this.log = log;
    }

    /**
     * Copies everything. {@code replace} allows a target that already holds a NutriLab schema (a
     * node was started on it, or an earlier copy ran): its rows are replaced.
     */
    public Result copy(boolean replace) throws SQLException {
        long start = System.nanoTime();
        try (Connection source = connect(from);
                Connection target = connect(to)) {
            require(source, DatabaseVendor.DERBY, "source");
            require(target, DatabaseVendor.POSTGRESQL, "target");
            if (hasSchema(target) && !replace) {
                throw new RefusedException(
                        "The target already holds a NutriLab schema. Copy into a new, empty database, "
                                + "or pass --replace to replace everything in it.");
            }
            MigrationVersion sourceVersion = schemaVersion(source);
            log.println("Source schema at version " + sourceVersion + "; migrating the target");
            // The target's migrations make its own schema and history; the foods come with the copy.
            SchemaMigrations.flyway(to.url(), to.user(), to.password(), Map.of(V4__Usda_sr24_foods.LOAD_FOODS, "false"))
                    .migrate();
            MigrationVersion targetVersion = schemaVersion(target);
            if (!sourceVersion.equals(targetVersion)) {
                throw new RefusedException("The source schema is at version " + sourceVersion + ", this NutriLab's at "
                        + targetVersion
                        + ". Start this version of NutriLab once on the Derby database (it migrates it), "
                        + "stop it, and copy again.");
            }

            List<Table> tables = Table.inDependencyOrder(target);
            target.setAutoCommit(false);
            try (Statement truncate = target.createStatement()) {
                truncate.execute("TRUNCATE "
                        + tables.stream()
                                .map(table -> Table.quoted(table.name()))
                                .collect(Collectors.joining(", ")));
            }
            Map<String, Long> rows = new LinkedHashMap<>();
            List<TableCopy> copies = new ArrayList<>();
            for (Table table : tables) {
                long tableStart = System.nanoTime();
                TableCopy copy = new TableCopy(table);
                copy.copy(source, target);
                copies.add(copy);
                rows.put(table.name(), copy.rows());
                log.printf(
                        "  %-20s %,10d rows  %6.1f s%n",
                        table.name(), copy.rows(), (System.nanoTime() - tableStart) / 1e9);
            }
            continueIdentitiesAfterCopiedRows(target);
            int files = verify(source, target, copies);
            target.commit();
            return new Result(rows, files, (System.nanoTime() - start) / 1_000_000);
        }
    }

    /** Row counts of both sides, and every binary value read back from the target against its source hash. */
    private int verify(Connection source, Connection target, List<TableCopy> copies) throws SQLException {
        List<String> differences = new ArrayList<>();
        int files = 0;
        for (TableCopy copy : copies) {
            Table table = copy.table();
            long inSource = count(source, table.name());
            long inTarget = count(target, Table.quoted(table.name()));
            if (inSource != inTarget || inTarget != copy.rows()) {
                differences.add(table.name() + ": " + inSource + " rows in the source, " + inTarget + " in the target");
            }
            for (Table.Column column : table.columns()) {
                if (column.binary()) {
                    files += verifyBinary(target, copy, column, differences);
                }
            }
        }
        differences.addAll(labFileMismatches(target));
        if (!differences.isEmpty()) {
            target.rollback();
            throw new VerificationException(differences);
        }
        return files;
    }

    private static int verifyBinary(Connection target, TableCopy copy, Table.Column column, List<String> differences)
            throws SQLException {
        Table table = copy.table();
        String keys = table.primaryKey().stream().map(Table::quoted).collect(Collectors.joining(", "));
        int checked = 0;
        try (Statement read = target.createStatement();
                ResultSet rows = read.executeQuery("SELECT " + keys + ", " + Table.quoted(column.name()) + " FROM "
                        + Table.quoted(table.name()))) {
            while (rows.next()) {
                String key = copy.rowKey(rows) + "/" + column.name();
                byte[] bytes = TableCopy.bytes(rows, table.primaryKey().size() + 1);
                String copied = bytes == null ? null : Sha256.hex(bytes);
                if (!Objects.equals(copy.sourceHashes().get(key), copied)) {
                    differences.add(table.name() + " " + key + ": SHA-256 " + copied + " in the target, "
                            + copy.sourceHashes().get(key) + " in the source");
                }
                checked += bytes == null ? 0 : 1;
            }
        }
        return checked;
    }

    /**
     * Each copied lab file against the SHA-256 its upload recorded (lab_result.sha256): the copy's own
     * hashes show that nothing changed on the way; this shows that the file is the one the user sent.
     */
    private static List<String> labFileMismatches(Connection target) throws SQLException {
        List<String> mismatches = new ArrayList<>();
        try (Statement statement = target.createStatement();
                ResultSet rows = statement.executeQuery("SELECT r.id, r.sha256, f.content FROM lab_result r "
                        + "JOIN lab_file f ON f.lab_result_id = r.id")) {
            while (rows.next()) {
                String actual = Sha256.hex(TableCopy.bytes(rows, 3));
                if (!actual.equals(rows.getString(2))) {
                    mismatches.add("lab file " + rows.getString(1) + ": SHA-256 " + actual + ", its upload recorded "
                            + rows.getString(2));
                }
            }
        }
        return mismatches;
    }

    /**
     * Identity and serial columns of the target continue after the rows the copy inserted with their
     * own values; otherwise the next insert would take an id the copy already used.
     */
    private static void continueIdentitiesAfterCopiedRows(Connection target) throws SQLException {
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
            try (Statement statement = target.createStatement()) {
                statement.execute("SELECT setval(pg_get_serial_sequence('" + table + "', '" + column[1] + "'), "
                        + "COALESCE(MAX(" + Table.quoted(column[1]) + "), 0) + 1, false) FROM " + table);
            }
        }
    }

    /** Closes an embedded Derby database cleanly, so that the service's next start need not recover it. */
    private static void shutDownIfEmbedded(Endpoint endpoint) {
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

    private static Connection connect(Endpoint endpoint) throws SQLException {
        return DriverManager.getConnection(endpoint.url(), endpoint.user(), endpoint.password());
    }

    private static void require(Connection connection, DatabaseVendor vendor, String role) throws SQLException {
        DatabaseVendor actual = DatabaseVendor.of(connection);
        if (actual != vendor) {
            throw new RefusedException("The " + role + " is " + actual + ", not " + vendor);
        }
    }

    private static boolean hasSchema(Connection connection) throws SQLException {
        try (ResultSet tables = connection
                .getMetaData()
                .getTables(null, connection.getSchema(), Table.MIGRATION_HISTORY, new String[] {"TABLE"})) {
            return tables.next();
        }
    }

    /** The newest migration applied (Flyway creates its history table with quoted lower-case names everywhere). */
    private static MigrationVersion schemaVersion(Connection connection) throws SQLException {
        MigrationVersion newest = MigrationVersion.EMPTY;
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT \"version\" FROM \"" + Table.MIGRATION_HISTORY
                        + "\" WHERE \"success\" = TRUE AND \"version\" IS NOT NULL")) {
            while (rows.next()) {
                MigrationVersion version = MigrationVersion.fromVersion(rows.getString(1));
                newest = version.compareTo(newest) > 0 ? version : newest;
            }
        }
        return newest;
    }

    private static long count(Connection connection, String table) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
