package com.nutrilab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OCR's temporary page images (issue 55 item 8): a process that died mid-page leaves its folder,
 * which the next start deletes; a running process's folder, and another host's, are left alone.
 */
class OcrScratchDirectoryTest {

    @TempDir
    Path dataDirectory;

    @Test
    void aStartDeletesWhatAStoppedProcessLeftAndKeepsWhatARunningOneUses() throws IOException {
        String host = OcrScratchDirectory.host();
        Path scratch = dataDirectory.resolve(OcrScratchDirectory.FOLDER);
        Path dead = Files.createDirectories(scratch.resolve(host + "-" + aPidThatDoesNotRun()));
        Files.writeString(dead.resolve("nutrilab-ocr-1.pgm"), "a page of someone's report");
        long running = ProcessHandle.current().parent().map(ProcessHandle::pid).orElseThrow();
        Path alive = Files.createDirectories(scratch.resolve(host + "-" + running));
        Files.writeString(alive.resolve("nutrilab-ocr-2.pgm"), "a page being read");
        Path otherHost = Files.createDirectories(scratch.resolve("another-host-1"));

        Path own = OcrScratchDirectory.prepare(dataDirectory);

        assertFalse(Files.exists(dead), "a stopped process's page images");
        assertTrue(Files.exists(alive.resolve("nutrilab-ocr-2.pgm")), "a running process's");
        assertTrue(Files.exists(otherHost), "another host's, which this one cannot tell alive");
        assertEquals(scratch.resolve(host + "-" + ProcessHandle.current().pid()), own);
        try (Stream<Path> files = Files.list(own)) {
            assertEquals(List.of(), files.toList(), "its own folder, empty");
        }
    }

    private static long aPidThatDoesNotRun() {
        long pid = 4_000_000;
        while (ProcessHandle.of(pid).isPresent()) {
            pid++;
        }
        return pid;
    }
}
