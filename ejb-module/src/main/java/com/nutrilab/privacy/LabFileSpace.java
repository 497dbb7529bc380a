package com.nutrilab.privacy;

import com.nutrilab.platform.Database;
import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * Gives back the space of deleted lab files (docs/privacy.md, "What stays on disk"): a deleted
 * row's bytes stay in Derby's free pages and in PostgreSQL's dead tuples until the space is used
 * again. Derby: when {@code lab_file} has free pages, {@code SYSCS_UTIL.SYSCS_COMPRESS_TABLE}
 * copies its live rows into new files and deletes the old ones, with {@code lab_result} and
 * {@code lab_file} locked meanwhile. PostgreSQL: {@code VACUUM lab_file} (its TOAST table, where
 * the bytes are, included) removes the dead tuples and marks their space free. Run by the
 * retention purge, after its batches.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class LabFileSpace {

    static final String TABLE = "lab_file";

    /** What a reclaim did. */
    public enum Reclaimed {
        /** Derby: the table had no free page. */
        NOTHING_FREE,
        /** Derby: the table's live rows copied into new files, the old ones deleted. */
        COMPRESSED,
        /** PostgreSQL: dead tuples removed and their space marked free. */
        VACUUMED
    }

    @Resource(lookup = Database.JNDI_NAME)
    private DataSource dataSource;

    /** Compresses (Derby, in a local transaction of its own) or vacuums (PostgreSQL, in none) the lab files' table. */
    public Reclaimed reclaim() {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(true);
            if (connection.getMetaData().getDatabaseProductName().contains("Derby")) {
                return compressDerby(connection);
            }
            try (Statement vacuum = connection.createStatement()) {
                vacuum.execute("VACUUM " + TABLE);
            }
            return Reclaimed.VACUUMED;
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot reclaim the space of deleted lab files: " + e.getMessage(), e);
        }
    }

    private static Reclaimed compressDerby(Connection connection) throws SQLException {
        String schema = connection.getSchema();
        if (freePages(connection, schema) == 0) {
            return Reclaimed.NOTHING_FREE;
        }
        // The compress is DDL: it holds lab_file, then wants its catalog rows for writing. A statement
        // on lab_file compiled meanwhile (an upload's insert) takes those rows shared, then waits for
        // lab_file: a deadlock that Derby ends after 20 s, the upload its victim. Every transaction
        // reads or locks lab_result before it touches lab_file; with lab_result locked first,
        // transactions wait there, before any statement on lab_file, until the compress commits.
        connection.setAutoCommit(false);
        try (Statement lock = connection.createStatement();
                CallableStatement compress = connection.prepareCall("CALL SYSCS_UTIL.SYSCS_COMPRESS_TABLE(?, ?, 1)")) {
            lock.execute("LOCK TABLE lab_result IN EXCLUSIVE MODE");
            lock.execute("LOCK TABLE " + TABLE + " IN EXCLUSIVE MODE");
            compress.setString(1, schema);
            compress.setString(2, TABLE.toUpperCase(java.util.Locale.ROOT));
            compress.execute();
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
        return Reclaimed.COMPRESSED;
    }

    /** Derby's free pages of the table and its indexes: what deleted rows left. */
    static long freePages(Connection connection, String schema) throws SQLException {
        try (PreparedStatement space = connection.prepareStatement(
                "SELECT COALESCE(SUM(NUMFREEPAGES), 0) FROM TABLE (SYSCS_DIAG.SPACE_TABLE(?, ?)) T")) {
            space.setString(1, schema);
            space.setString(2, TABLE.toUpperCase(java.util.Locale.ROOT));
            try (ResultSet row = space.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }
}
