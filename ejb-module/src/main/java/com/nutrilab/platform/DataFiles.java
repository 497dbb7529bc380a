package com.nutrilab.platform;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * The data the features run on (the analyte catalogue, food classes, recommendation rules):
 * the config jar's copy on the class path, or an operator's own file when a setting names one.
 */
public final class DataFiles {

    private DataFiles() {}

    /** The operator's file if given, else the class-path resource, read by {@code parser}. */
    public static <T> T read(String resource, Optional<String> operatorFile, Function<InputStream, T> parser) {
        if (operatorFile.isEmpty()) {
            return parser.apply(resource(resource));
        }
        try (InputStream in = Files.newInputStream(Path.of(operatorFile.get()))) {
            return parser.apply(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + operatorFile.get(), e);
        }
    }

    /** A resource of the config jar, which sits beside the application (EAR lib/ or WEB-INF/lib). */
    public static InputStream resource(String resource) {
        InputStream in = DataFiles.class.getClassLoader().getResourceAsStream(resource);
        if (in == null) {
            in = Thread.currentThread().getContextClassLoader().getResourceAsStream(resource);
        }
        if (in == null) {
            throw new IllegalStateException(resource + " is not on the class path (the config jar)");
        }
        return in;
    }

    /** A data file read by JSON-B into {@code type}; {@code what} names it in the error. */
    public static <T> T json(InputStream json, Class<T> type, String what) {
        try (Jsonb jsonb = JsonbBuilder.create()) {
            return jsonb.fromJson(json, type);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalArgumentException("Cannot read " + what + ": " + e.getMessage(), e);
        }
    }
}
