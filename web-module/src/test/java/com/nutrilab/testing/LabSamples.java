package com.nutrilab.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** The sample lab reports of the repository (ejb-module/src/test/resources/lab-samples), for the API tests. */
public final class LabSamples {

    private LabSamples() {}

    /** A sample's bytes; the repository is named by the nutrilab.repository property or NUTRILAB_REPOSITORY. */
    public static byte[] bytes(String name) {
        String repository = System.getProperty("nutrilab.repository", System.getenv("NUTRILAB_REPOSITORY"));
        try {
            return Files.readAllBytes(Path.of(repository, "ejb-module/src/test/resources/lab-samples", name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The same PDF with a numbered comment after its end: the same report, but a file of its own (its own SHA-256). */
    public static byte[] copy(byte[] pdf, int number) {
        byte[] tail = ("\n% copy " + number + "\n").getBytes(StandardCharsets.US_ASCII);
        byte[] copy = Arrays.copyOf(pdf, pdf.length + tail.length);
        System.arraycopy(tail, 0, copy, pdf.length, tail.length);
        return copy;
    }
}
