package com.nutrilab.platform.payara;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every workaround of the platform lives in {@code com.nutrilab.platform.payara} (in whichever
 * module needs it), and says which defect it works around: the rest of the main code reads as if
 * the platform worked, so none of it imports Payara's classes or Hazelcast's internals.
 */
class PlatformWorkaroundsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String PACKAGE_FOLDER = "com/nutrilab/platform/payara/";
    private static final Pattern PLATFORM_IMPORT = Pattern.compile(
            "(?m)^import\\s+(static\\s+)?(fish\\.payara\\.|com\\.hazelcast\\.(internal\\.|spi\\.impl\\.|.*\\.impl\\.))");

    @Test
    void nothingOutsideThePackageImportsPayaraOrHazelcastInternals() {
        List<String> offenders = mainSources()
                .filter(file -> !file.toString().replace('\\', '/').contains(PACKAGE_FOLDER))
                .filter(file -> PLATFORM_IMPORT.matcher(read(file)).find())
                .map(file -> ROOT.relativize(file).toString())
                .toList();
        assertEquals(List.of(), offenders);
    }

    @Test
    void eachWorkaroundNamesItsDefect() {
        List<Path> workarounds = mainSources()
                .filter(file -> file.toString().replace('\\', '/').contains(PACKAGE_FOLDER))
                .toList();
        assertFalse(workarounds.isEmpty(), "no workaround found under " + ROOT);
        for (Path workaround : workarounds) {
            assertTrue(
                    read(workaround).contains(" * Defect: "),
                    workaround.getFileName() + " has no ' * Defect: ' line naming what it works around");
        }
    }

    /** A file that imports a Payara class outside the package is found (the scan is not blind). */
    @Test
    void theScanFindsAnImportOfPayara() {
        assertTrue(PLATFORM_IMPORT
                .matcher("package x;\n\nimport fish.payara.micro.PayaraMicro;\n")
                .find());
        assertTrue(PLATFORM_IMPORT
                .matcher("import com.hazelcast.map.impl.MapService;\n")
                .find());
        assertFalse(PLATFORM_IMPORT.matcher("import com.hazelcast.map.IMap;\n").find());
    }

    private static Stream<Path> mainSources() {
        try (Stream<Path> modules = Files.list(ROOT)) {
            return modules
                    .map(module -> module.resolve("src/main/java"))
                    .filter(Files::isDirectory)
                    .flatMap(PlatformWorkaroundsTest::javaFiles)
                    .toList()
                    .stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Stream<Path> javaFiles(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(file -> file.toString().endsWith(".java")).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
