package com.nutrilab.platform;

import jakarta.annotation.PostConstruct;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The data directory ({@code nutrilab.data-dir}) holds the embedded database, the lab files in
 * it and the token signing key: it is made, or kept, accessible to the service's own user only,
 * before anything is written into it.
 */
@Startup
@Singleton
public class DataDirectory {

    private static final Logger LOG = Logger.getLogger(DataDirectory.class.getName());
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    @Inject
    @ConfigProperty(name = "nutrilab.data-dir")
    private String dataDir;

    @PostConstruct
    void restrict() {
        Path directory = Path.of(dataDir).toAbsolutePath();
        try {
            Files.createDirectories(directory);
            if (!Files.getFileStore(directory).supportsFileAttributeView("posix")) {
                return;
            }
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(directory);
            if (!OWNER_ONLY.containsAll(permissions)) {
                Files.setPosixFilePermissions(directory, OWNER_ONLY);
                LOG.warning(() -> "The data directory " + directory + " was open to other users ("
                        + PosixFilePermissions.toString(permissions) + "); it is now rwx------");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot prepare the data directory " + directory, e);
        }
    }
}
