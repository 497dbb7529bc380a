package com.nutrilab.platform.copy;

import com.nutrilab.platform.Sha256;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Streams one table from the source into the target: a forward-only read of the source, batched
 * inserts into the target, never more than a batch in memory. Binary columns (the lab files) are
 * hashed on the way, so that what arrives can be checked against what left.
 */
final class TableCopy {

    private static final int BATCH_ROWS = 1_000;
    /** Lab files can be megabytes each: a batch is sent once it holds this much. */
    private static final long BATCH_BYTES = 32L << 20;

    private final Table table;
    /** SHA-256 of each binary value that left the source, by row key and column. */
    private final Map<String, String> sourceHashes = new HashMap<>();

    private long rows;

    TableCopy(Table table) {
        this.table = table;
    }

    Table table() {
        return table;
    }

    long rows() {
        return rows;
    }

    Map<String, String> sourceHashes() {
        return sourceHashes;
    }

    /** Copies every row; the target transaction is the caller's. */
    void copy(Connection source, Connection target) throws SQLException {
        List<Table.Column> columns = table.columns();
        String select = "SELECT " + columns.stream().map(Table.Column::name).collect(Collectors.joining(", "))
                + " FROM " + table.name();
        String insert = "INSERT INTO " + Table.quoted(table.name()) + " ("
                + columns.stream().map(column -> Table.quoted(column.name())).collect(Collectors.joining(", "))
                + ") VALUES (" + columns.stream().map(column -> "?").collect(Collectors.joining(", ")) + ")";
        try (Statement read = source.createStatement(ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY);
                ResultSet from = read.executeQuery(select);
                PreparedStatement to = target.prepareStatement(insert)) {
            int pending = 0;
            long pendingBytes = 0;
            while (from.next()) {
                for (int i = 1; i <= columns.size(); i++) {
                    pendingBytes += transfer(from, to, i, columns.get(i - 1));
                }
                to.addBatch();
                rows++;
                if (++pending >= BATCH_ROWS || pendingBytes >= BATCH_BYTES) {
                    to.executeBatch();
                    pending = 0;
                    pendingBytes = 0;
                }
            }
            if (pending > 0) {
                to.executeBatch();
            }
        }
    }

    /** One value, in the form both drivers agree on; the bytes it holds in memory. */
    private long transfer(ResultSet from, PreparedStatement to, int index, Table.Column column) throws SQLException {
        if (column.binary()) {
            byte[] bytes = bytes(from, index);
            if (bytes != null) {
                sourceHashes.put(rowKey(from) + "/" + column.name(), Sha256.hex(bytes));
            }
            to.setBytes(index, bytes);
            return bytes == null ? 0 : bytes.length;
        }
        if (column.timestamp()) {
            // Derby keeps a TIMESTAMP in the JVM's time zone; both drivers convert with the same one.
            to.setTimestamp(index, from.getTimestamp(index));
        } else {
            to.setObject(index, from.getObject(index), column.type());
        }
        return 0;
    }

    String rowKey(ResultSet row) throws SQLException {
        StringBuilder key = new StringBuilder();
        for (String column : table.primaryKey()) {
            key.append(key.length() == 0 ? "" : ",").append(row.getString(column));
        }
        return key.toString();
    }

    /** A Derby BLOB is read as a stream (getBytes is for BINARY columns); PostgreSQL's BYTEA either way. */
    static byte[] bytes(ResultSet row, int index) throws SQLException {
        try (InputStream in = row.getBinaryStream(index)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
