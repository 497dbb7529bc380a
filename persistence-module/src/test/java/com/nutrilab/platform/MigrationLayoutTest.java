package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The rules of db/migration that docs/database.md gives to whoever adds a migration. */
class MigrationLayoutTest {

    private static final Pattern VERSIONED = Pattern.compile("V(\\d+)__\\w+\\.(sql|class)");

    /**
     * Deployed Derby databases validate the checksums of what they ran: a changed byte in a
     * shipped migration stops them at start-up. A change is a new version, never an edit. (Moving
     * a file between folders is fine: Flyway checks the content, not the path.)
     */
    @Test
    void theShippedDerbyMigrationsAreByteForByteAsShipped() throws Exception {
        Map<String, String> shipped = Map.of(
                "db/migration/derby/V1__app_setting.sql",
                "6cce6a32c8c6e2d2ed42ba3bda823dca12e259fbc296d66b82057d61f06a772d",
                "db/migration/derby/V2__auth.sql",
                "c3423f5dc292286da0ed683878769e6e66101a36281efd46a90d8096e2ae3fa5",
                "db/migration/common/V3__foods.sql",
                "089adf972e74c13b3e2debb492fbca1ade8a2301640d0d881a6e7033be6694a9",
                "db/migration/derby/V5__labs.sql",
                "6b5193864bd7d681dfb89d8814d5520162cea87bc8dd71224f49537f812505e8",
                "db/migration/derby/V6__profiles.sql",
                "933882759bcd64ff04c658c661533784b22939a411c46835a89c744266519db8",
                "db/migration/common/V7__lab_deletes_without_cascade.sql",
                "279a69d1d9f9adb47f222f43e699f97ba2796bc68357dc1e1fe91a84171ad3be");
        for (Map.Entry<String, String> file : shipped.entrySet()) {
            try (InputStream in = getClass().getClassLoader().getResourceAsStream(file.getKey())) {
                assertTrue(in != null, file.getKey() + " is missing");
                String sha256 = HexFormat.of()
                        .formatHex(MessageDigest.getInstance("SHA-256").digest(in.readAllBytes()));
                assertEquals(file.getValue(), sha256, file.getKey() + " changed: add a new version instead");
            }
        }
    }

    /** Each version is either common, or has one file for each database; never both. */
    @Test
    void everyVersionExistsForEveryDatabaseOnce() throws Exception {
        Set<Integer> common = versions("common");
        for (DatabaseVendor vendor : DatabaseVendor.values()) {
            Set<Integer> own = versions(vendor.folder());
            Set<Integer> both = new TreeSet<>(own);
            both.retainAll(common);
            assertEquals(Set.of(), both, vendor + " repeats common versions");
            for (DatabaseVendor other : DatabaseVendor.values()) {
                assertEquals(versions(other.folder()), own, vendor + " and " + other + " differ in their own versions");
            }
        }
        assertTrue(common.contains(4), "the food load (a Java migration) is common");
    }

    /** The versions in db/migration/{folder}: SQL files and compiled Java migrations. */
    private static Set<Integer> versions(String folder) throws IOException, URISyntaxException {
        Path directory = Path.of(MigrationLayoutTest.class
                .getClassLoader()
                .getResource("db/migration/" + folder)
                .toURI());
        Set<Integer> versions = new TreeSet<>();
        try (Stream<Path> files = Files.list(directory)) {
            files.map(file -> VERSIONED.matcher(file.getFileName().toString()))
                    .filter(Matcher::matches)
                    .forEach(match -> assertTrue(
                            versions.add(Integer.parseInt(match.group(1))),
                            "version " + match.group(1) + " twice in " + folder));
        }
        return versions;
    }
}
