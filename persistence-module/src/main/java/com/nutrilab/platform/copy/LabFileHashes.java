package com.nutrilab.platform.copy;

import com.nutrilab.platform.Sha256;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Each copied lab file against the SHA-256 its upload recorded (lab_result.sha256): the copy's own
 * hashes show that nothing changed on the way; this shows that the file is the one the user sent.
 */
final class LabFileHashes {

    private LabFileHashes() {}

    static List<String> mismatches(Connection target) throws SQLException {
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
}
