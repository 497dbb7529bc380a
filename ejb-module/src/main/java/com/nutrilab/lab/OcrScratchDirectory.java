package com.nutrilab.lab;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * Where OCR writes a page's image and Tesseract's output while it reads them: a folder of this
 * process's own under the data directory ({@code ocr-scratch/<host>-<pid>}, owner-only like the
 * data directory, never the shared system temporary folder). A page's files are deleted when it
 * is read; a process that dies mid-page leaves its folder, which the next start on the same host
 * deletes (any folder whose process no longer runs), so a report's page images never outlive the
 * process that read them by more than a restart (docs/privacy.md).
 */
final class OcrScratchDirectory {

    private static final Logger LOG = Logger.getLogger(OcrScratchDirectory.class.getName());
    static final String FOLDER = "ocr-scratch";

    private OcrScratchDirectory() {}

    /** This process's folder, made empty, after deleting those that processes no longer running on this host left. */
    static Path prepare(Path dataDirectory) {
        Path scratch = dataDirectory.toAbsolutePath().resolve(FOLDER);
        String host = host();
        try {
            Files.createDirectories(scratch);
            try (DirectoryStream<Path> folders = Files.newDirectoryStream(scratch)) {
                for (Path folder : folders) {
                    if (leftByADeadProcess(folder.getFileName().toString(), host)) {
                        deleteTree(folder);
                        LOG.info(() -> "Deleted the OCR files a stopped process left: " + folder);
                    }
                }
            }
            Path own = scratch.resolve(host + "-" + ProcessHandle.current().pid());
            deleteTree(own);
            return Files.createDirectories(own);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot prepare the OCR scratch folder under " + scratch, e);
        }
    }

    /** A folder named for this host and a process id that no longer runs. */
    static boolean leftByADeadProcess(String name, String host) {
        if (!name.startsWith(host + "-")) {
            return false;
        }
        try {
            long pid = Long.parseLong(name.substring(host.length() + 1));
            return pid != ProcessHandle.current().pid()
                    && ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true);
        } catch (NumberFormatException notOurs) {
            return false;
        }
    }

    static String host() {
        try {
            return InetAddress.getLocalHost().getHostName().replaceAll("[^A-Za-z0-9.]", "_");
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }

    static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.deleteIfExists(path);
                } catch (IOException e) {
                    LOG.log(Level.WARNING, "Cannot delete {0}: {1}", new Object[] {path, e.toString()});
                }
            });
        } catch (IOException e) {
            LOG.log(Level.WARNING, "Cannot delete {0}: {1}", new Object[] {root, e.toString()});
        }
    }
}
