package com.nutrilab.micro;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The database a failsafe run tests on: embedded Derby unless the run sets
 * {@code nutrilab.it.database=postgresql}; then a real PostgreSQL server, started once for the
 * whole run in {@code target/postgresql} and stopped after its last class, passed or failed.
 * Every test class gets this extension through the ServiceLoader (autodetection is on in
 * {@code junit-platform.properties}), before Arquillian's own: the Micro it starts reads the
 * database settings from {@value #MICRO_OPTIONS} (see arquillian.xml).
 *
 * <p>Without PostgreSQL's binaries a PostgreSQL run is skipped, loudly, on a developer's machine,
 * and fails under CI ({@code CI} set, as {@code .ci/run} does), so that it never passes unseen.
 */
public class TestDatabase implements ExecutionCondition, BeforeAllCallback {

    static final String PROPERTY = "nutrilab.it.database";
    static final String MICRO_OPTIONS = "nutrilab.it.database-options";
    /** The database of the Arquillian suites; a cluster test makes its own. */
    static final String SUITE_DATABASE = "nutrilab";

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(TestDatabase.class);
    private static final AtomicBoolean WARNED = new AtomicBoolean();
    private static volatile PostgresqlServer server;

    static boolean postgresql() {
        return "postgresql".equals(System.getProperty(PROPERTY, "derby"));
    }

    /** The run's PostgreSQL server (only in a PostgreSQL run, after the first class started it). */
    static PostgresqlServer postgresqlServer() {
        if (server == null) {
            throw new IllegalStateException("No PostgreSQL server: this is not a PostgreSQL run");
        }
        return server;
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (!postgresql() || PostgresqlServer.binaries().isPresent() || System.getenv("CI") != null) {
            return ConditionEvaluationResult.enabled("database: " + System.getProperty(PROPERTY, "derby"));
        }
        String reason = "PostgreSQL is not installed here (no initdb/pg_ctl on the PATH, in NUTRILAB_PG_BIN or "
                + "/usr/lib/postgresql/*/bin): the PostgreSQL run of the tests is SKIPPED. Install it "
                + "(Debian: apt-get install postgresql) to run it; under CI this is a failure.";
        if (WARNED.compareAndSet(false, true)) {
            String line = "!".repeat(100);
            System.err.printf("%n%s%n!!! %s%n%s%n%n", line, reason, line);
        }
        return ConditionEvaluationResult.disabled(reason);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        System.setProperty(MICRO_OPTIONS, "-D" + PROPERTY + "=" + System.getProperty(PROPERTY, "derby"));
        if (!postgresql()) {
            return;
        }
        PostgresqlServer started = context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(PostgresqlServer.class, key -> startServer(), PostgresqlServer.class);
        System.setProperty(
                MICRO_OPTIONS, System.getProperty(MICRO_OPTIONS) + " " + started.microOptions(SUITE_DATABASE));
    }

    private static PostgresqlServer startServer() {
        Optional<Path> bin = PostgresqlServer.binaries();
        if (bin.isEmpty()) {
            throw new IllegalStateException("CI is set and PostgreSQL is not installed (no initdb/pg_ctl): "
                    + ".ci/run installs the postgresql package; the PostgreSQL run cannot be skipped under CI");
        }
        try {
            Path directory = Path.of(System.getProperty(
                    "nutrilab.it.postgresql-dir",
                    Path.of(System.getProperty("java.io.tmpdir"), "postgresql").toString()));
            PostgresqlServer started = PostgresqlServer.start(bin.get(), PostgresqlServer.directory(directory));
            started.createDatabase(SUITE_DATABASE);
            System.out.println("Tests run on " + started);
            server = started;
            return started;
        } catch (Exception e) {
            throw new IllegalStateException("Cannot start the tests' PostgreSQL server", e);
        }
    }
}
