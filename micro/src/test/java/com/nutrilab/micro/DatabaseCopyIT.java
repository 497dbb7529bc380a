package com.nutrilab.micro;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.nutrilab.platform.SchemaMigrations;
import com.nutrilab.platform.copy.DerbyToPostgresql;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The Derby-to-PostgreSQL copy (PostgreSQL run only): a Derby database made by the real migrations,
 * with the SR24 foods, a client, a user, a profile and a lab report with its file and analytes, is
 * copied into a new database of the run's PostgreSQL server and read back from both sides.
 */
@EnabledIfSystemProperty(
        named = TestDatabase.PROPERTY,
        matches = "postgresql",
        disabledReason = "copies into the PostgreSQL server of the PostgreSQL run")
class DatabaseCopyIT {

    private static final String TARGET = "nutrilab_copy_it";
    private static final Instant UPLOADED = Instant.parse("2025-03-04T05:06:07.123Z");

    private final Path work = Path.of(System.getProperty("java.io.tmpdir"), "copy-it");
    private final Path repository = Path.of(System.getProperty("nutrilab.repository", ".."));

    @Test
    void everyTableArrivesWithItsRowsAndTheLabFileByteForByte() throws Exception {
        deleteRecursively(work);
        String derbyUrl = "jdbc:derby:" + work.resolve("db") + ";create=true";
        SchemaMigrations.flyway(derbyUrl, "nutrilab", "nutrilab", Map.of()).migrate();
        byte[] file = Files.readAllBytes(
                repository.resolve("ejb-module/src/test/resources/lab-samples/sample-01-us-reference-lab.pdf"));
        try (Connection derby = DriverManager.getConnection(derbyUrl, "nutrilab", "nutrilab")) {
            writeAUserWithALabReport(derby, file);
        }

        PostgresqlServer server = TestDatabase.postgresqlServer();
        server.createDatabase(TARGET);
        DerbyToPostgresql.Endpoint from = new DerbyToPostgresql.Endpoint(derbyUrl, "nutrilab", "nutrilab");
        DerbyToPostgresql.Endpoint to = new DerbyToPostgresql.Endpoint(
                server.jdbcUrl(TARGET), PostgresqlServer.USER, PostgresqlServer.PASSWORD);
        DerbyToPostgresql.Result result = new DerbyToPostgresql(from, to, System.out).copy(false);

        assertEquals(1, result.filesVerified());
        assertEquals(393_383L, result.rows().get("food_nutrient"));
        try (Connection derby = DriverManager.getConnection(derbyUrl, "nutrilab", "nutrilab");
                Connection postgresql = DriverManager.getConnection(to.url(), to.user(), to.password())) {
            for (String table : result.rows().keySet()) {
                assertEquals(rows(derby, table), rows(postgresql, table), table);
            }
            try (Statement statement = postgresql.createStatement();
                    ResultSet lab = statement.executeQuery("SELECT f.content, r.uploaded_at, r.sha256 FROM lab_file f "
                            + "JOIN lab_result r ON r.id = f.lab_result_id")) {
                lab.next();
                assertArrayEquals(file, lab.getBytes(1));
                assertEquals(UPLOADED, lab.getTimestamp(2).toInstant(), "the same instant, now with its time zone");
                assertEquals(sha256(file), lab.getString(3));
            }
        }
        assertThrows(
                DerbyToPostgresql.RefusedException.class,
                () -> new DerbyToPostgresql(from, to, System.out).copy(false),
                "never over a database in use");
    }

    private static void writeAUserWithALabReport(Connection derby, byte[] file) throws SQLException {
        Timestamp uploaded = Timestamp.from(UPLOADED);
        insert(
                derby,
                "INSERT INTO api_client (id, name, key_id, key_issued_at, disabled, limit_per_second, created_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?)",
                "client-1",
                "Copy Health",
                "key-1",
                uploaded,
                false,
                5,
                uploaded);
        insert(
                derby,
                "INSERT INTO app_user (id, client_id, username, password_hash, created_at) VALUES (?, ?, ?, ?, ?)",
                "user-1",
                "client-1",
                "copy-user",
                "pbkdf2$hash",
                uploaded);
        insert(
                derby,
                "INSERT INTO user_profile (user_id, diet, exclusions, sex, birth_year, updated_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?)",
                "user-1",
                "vegan",
                "nuts,soy",
                null,
                1980,
                uploaded);
        insert(
                derby,
                "INSERT INTO lab_result (id, user_id, client_id, status, file_name, content_type, size_bytes, "
                        + "sha256, uploaded_at, processed_at, collected_at, lab_name, pages, attempts) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                "lab-1",
                "user-1",
                "client-1",
                "COMPLETED",
                "report.pdf",
                "application/pdf",
                (long) file.length,
                sha256(file),
                uploaded,
                Timestamp.from(UPLOADED.plusSeconds(3)),
                java.sql.Date.valueOf(LocalDate.of(2025, 3, 1)),
                "Quest",
                1,
                1);
        insert(derby, "INSERT INTO lab_file (lab_result_id, content) VALUES (?, ?)", "lab-1", file);
        insert(
                derby,
                "INSERT INTO lab_analyte (lab_result_id, position, code, name, printed_name, amount, value_text, "
                        + "unit, range_low, range_high, range_text, flag, page) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                "lab-1",
                0,
                "2345-7",
                "Glucose",
                "GLUCOSE",
                105.5,
                "105.5",
                "mg/dL",
                70.0,
                99.0,
                "70-99",
                "HIGH",
                1);
        insert(
                derby,
                "INSERT INTO lab_analyte (lab_result_id, position, code, name, printed_name, amount, value_text, "
                        + "unit, range_low, range_high, range_text, flag, page) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                "lab-1",
                1,
                null,
                "Urine protein",
                "PROTEIN",
                null,
                "Negative",
                null,
                null,
                null,
                "Negative",
                null,
                1);
    }

    private static void insert(Connection connection, String sql, Object... values) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) {
                if (values[i] == null) {
                    statement.setNull(i + 1, statement.getParameterMetaData().getParameterType(i + 1));
                } else {
                    statement.setObject(i + 1, values[i]);
                }
            }
            statement.executeUpdate();
        }
    }

    /** Every row as text, files as their SHA-256 and timestamps as instants, sorted, so that both databases compare. */
    private static List<String> rows(Connection connection, String table) throws Exception {
        List<String> rows = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT * FROM " + table)) {
            ResultSetMetaData meta = result.getMetaData();
            while (result.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    int type = meta.getColumnType(i);
                    Object value;
                    if (type == Types.BLOB
                            || type == Types.BINARY
                            || type == Types.VARBINARY
                            || type == Types.LONGVARBINARY) {
                        value = sha256(result.getBinaryStream(i).readAllBytes());
                    } else if (type == Types.TIMESTAMP || type == Types.TIMESTAMP_WITH_TIMEZONE) {
                        value = result.getTimestamp(i) == null
                                ? null
                                : result.getTimestamp(i).toInstant();
                    } else {
                        value = result.getObject(i);
                    }
                    row.append(meta.getColumnName(i).toLowerCase())
                            .append('=')
                            .append(value)
                            .append(' ');
                }
                rows.add(row.toString());
            }
        }
        rows.sort(null);
        return rows;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void deleteRecursively(Path directory) throws IOException {
        if (Files.exists(directory)) {
            try (Stream<Path> paths = Files.walk(directory)) {
                paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }
}
