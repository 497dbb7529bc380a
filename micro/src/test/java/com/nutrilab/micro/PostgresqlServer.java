package com.nutrilab.micro;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A throw-away PostgreSQL server for the tests: {@code initdb} in a directory of its own, on a
 * free loopback port, without a Unix socket, stopped (and never left running) at the end. The
 * binaries come from Debian's {@code postgresql} package. {@code initdb} and {@code postgres}
 * refuse to run as root, so under root (CI) they run as the {@code postgres} user the package
 * creates, in a directory that user owns.
 */
final class PostgresqlServer implements ExtensionContext.Store.CloseableResource {

    /** The role and password the service connects with, as an operator would create them. */
    static final String USER = "nutrilab";

    static final String PASSWORD = "nutrilab";
    private static final String SUPERUSER = "postgres";
    private static final String SUPERUSER_PASSWORD = "postgres-it";
    private static final long COMMAND_TIMEOUT_SECONDS = 120;

    private final Path bin;
    private final Path directory;
    private final Path data;
    private final Path log;
    private final boolean asPostgresUser;
    private final int port;
    private final Thread stopOnExit = new Thread(this::stopQuietly, "postgresql-it-stop");
    private boolean running;

    private PostgresqlServer(Path bin, Path directory, int port) {
        this.bin = bin;
        this.directory = directory;
        this.data = directory.resolve("data");
        this.log = directory.resolve("postgresql.log");
        this.asPostgresUser = "root".equals(System.getProperty("user.name"));
        this.port = port;
    }

    /**
     * The directory of {@code initdb} and {@code pg_ctl}: {@code NUTRILAB_PG_BIN} when set (and
     * nothing else), else the {@code PATH}, else Debian's {@code /usr/lib/postgresql/<newest>/bin}.
     */
    static Optional<Path> binaries() {
        List<Path> candidates = new ArrayList<>();
        String chosen = System.getenv("NUTRILAB_PG_BIN");
        if (chosen != null) {
            candidates.add(Path.of(chosen));
            return candidates.stream().filter(PostgresqlServer::hasBinaries).findFirst();
        }
        for (String entry : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                candidates.add(Path.of(entry));
            }
        }
        Path debian = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(debian)) {
            try (Stream<Path> versions = Files.list(debian)) {
                versions.filter(version -> version.getFileName().toString().matches("\\d+"))
                        .sorted(Comparator.comparing((Path version) ->
                                        Integer.parseInt(version.getFileName().toString()))
                                .reversed())
                        .map(version -> version.resolve("bin"))
                        .forEach(candidates::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return candidates.stream().filter(PostgresqlServer::hasBinaries).findFirst();
    }

    private static boolean hasBinaries(Path directory) {
        return Files.isExecutable(directory.resolve("initdb")) && Files.isExecutable(directory.resolve("pg_ctl"));
    }

    /**
     * {@code preferred} (under target/), unless the tests run as root and the {@code postgres} user
     * cannot reach it (a checkout under /root): then a new directory under /tmp.
     */
    static Path directory(Path preferred) throws IOException {
        if (!"root".equals(System.getProperty("user.name"))) {
            return preferred;
        }
        Files.createDirectories(preferred.getParent());
        Process check = new ProcessBuilder(
                        "runuser",
                        "-u",
                        SUPERUSER,
                        "--",
                        "test",
                        "-x",
                        preferred.getParent().toString())
                .redirectErrorStream(true)
                .start();
        try {
            if (check.waitFor(30, TimeUnit.SECONDS) && check.exitValue() == 0) {
                return preferred;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Path elsewhere = Files.createTempDirectory(Path.of("/tmp"), "nutrilab-postgresql-it-");
        System.err.println("The postgres user cannot reach " + preferred + "; the test server lives in " + elsewhere);
        return elsewhere;
    }

    /** A new cluster in {@code directory} (emptied first), started on a free port. */
    static PostgresqlServer start(Path bin, Path directory) throws IOException {
        stopLeftover(bin, directory);
        deleteRecursively(directory);
        Files.createDirectories(directory);
        PostgresqlServer server = new PostgresqlServer(bin, directory, freePort());
        server.initdb();
        server.start();
        Runtime.getRuntime().addShutdownHook(server.stopOnExit);
        return server;
    }

    /** A new, empty database owned by {@link #USER}. */
    void createDatabase(String name) throws SQLException {
        try (Connection connection = DriverManager.getConnection(jdbcUrl("postgres"), SUPERUSER, SUPERUSER_PASSWORD);
                Statement statement = connection.createStatement()) {
            if (!statement
                    .executeQuery("SELECT 1 FROM pg_roles WHERE rolname = '" + USER + "'")
                    .next()) {
                statement.execute("CREATE ROLE " + USER + " LOGIN PASSWORD '" + PASSWORD + "'");
            }
            statement.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
            statement.execute("CREATE DATABASE " + name + " OWNER " + USER);
        }
    }

    /** A {@code SELECT COUNT(*)} on {@code database}, as the server's superuser: what a test checks behind the API. */
    long count(String database, String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(jdbcUrl(database), SUPERUSER, SUPERUSER_PASSWORD);
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    String jdbcUrl(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /** The settings that point a node at {@code database}, as the environment variables of docs/database.md. */
    Map<String, String> nodeEnvironment(String database) {
        return Map.of(
                "NUTRILAB_DB_DATA_SOURCE",
                "org.postgresql.ds.PGSimpleDataSource",
                "NUTRILAB_DB_HOST",
                "127.0.0.1",
                "NUTRILAB_DB_PORT",
                Integer.toString(port),
                "NUTRILAB_DB_NAME",
                database,
                "NUTRILAB_DB_USER",
                USER,
                "NUTRILAB_DB_PASSWORD",
                PASSWORD);
    }

    /** The same settings as system properties of a Payara Micro started by Arquillian. */
    String microOptions(String database) {
        return "-Dnutrilab.db.data-source=org.postgresql.ds.PGSimpleDataSource -Dnutrilab.db.host=127.0.0.1"
                + " -Dnutrilab.db.port=" + port + " -Dnutrilab.db.name=" + database
                + " -Dnutrilab.db.user=" + USER + " -Dnutrilab.db.password=" + PASSWORD;
    }

    /** Starts the stopped server again on the same port and data (an outage's end). */
    synchronized void start() throws IOException {
        // No Unix socket: its path must be short, and nothing here needs it. Enough connections
        // for two cluster nodes' pools and the tests' own.
        run(pgCtl(
                "start",
                "-w",
                "-t",
                "60",
                "-l",
                log.toString(),
                "-o",
                "-p " + port + " -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200"));
        running = true;
    }

    /** The TCP port it listens on (loopback only). */
    int port() {
        return port;
    }

    /** Stops the server the way an operator's restart does (fast: open sessions are ended). */
    synchronized void stop() throws IOException {
        if (running) {
            run(pgCtl("stop", "-w", "-t", "60", "-m", "fast"));
            running = false;
        }
    }

    @Override
    public void close() throws IOException {
        stop();
        try {
            Runtime.getRuntime().removeShutdownHook(stopOnExit);
        } catch (IllegalStateException e) {
            // the JVM is already exiting: the hook runs instead
        }
    }

    @Override
    public String toString() {
        return "PostgreSQL on 127.0.0.1:" + port + " in " + directory + " (log " + log + ")";
    }

    private void initdb() throws IOException {
        Path passwordFile = directory.resolve("superuser-password");
        Files.writeString(passwordFile, SUPERUSER_PASSWORD + "\n", StandardCharsets.UTF_8);
        if (asPostgresUser) {
            run(List.of("chown", "-R", SUPERUSER + ":", directory.toString()));
        }
        run(command(
                bin.resolve("initdb").toString(),
                "-D",
                data.toString(),
                "-U",
                SUPERUSER,
                "--auth=scram-sha-256",
                "--pwfile=" + passwordFile,
                "-E",
                "UTF8",
                "--no-locale",
                "--no-sync"));
    }

    private List<String> pgCtl(String... arguments) {
        List<String> command = new ArrayList<>(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString()));
        command.addAll(List.of(arguments));
        return command(command.toArray(String[]::new));
    }

    private List<String> command(String... command) {
        List<String> full = new ArrayList<>();
        if (asPostgresUser) {
            full.addAll(List.of("runuser", "-u", SUPERUSER, "--"));
        }
        full.addAll(List.of(command));
        return full;
    }

    private void run(List<String> command) throws IOException {
        Path output = directory.resolve("commands.log");
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(output.toFile()))
                .start();
        try {
            if (!process.waitFor(COMMAND_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException(String.join(" ", command) + " did not finish; see " + output);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted: " + String.join(" ", command), e);
        }
        if (process.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed (exit " + process.exitValue() + "):\n"
                    + tail(output) + "\n" + tail(log));
        }
    }

    private void stopQuietly() {
        try {
            stop();
        } catch (IOException e) {
            System.err.println("Could not stop " + this + ": " + e.getMessage());
        }
    }

    /** A server a killed test run left behind in this directory would hold the port and the files. */
    private static void stopLeftover(Path bin, Path directory) {
        if (Files.exists(directory.resolve("data/postmaster.pid"))) {
            PostgresqlServer leftover = new PostgresqlServer(bin, directory, 0);
            leftover.running = true;
            try {
                leftover.run(leftover.pgCtl("stop", "-w", "-m", "immediate"));
            } catch (IOException e) {
                // not running any more
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static String tail(Path file) {
        try {
            List<String> lines = Files.exists(file) ? Files.readAllLines(file) : List.of();
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        } catch (IOException e) {
            return "(cannot read " + file + ")";
        }
    }

    private static void deleteRecursively(Path directory) throws IOException {
        if (Files.exists(directory)) {
            try (Stream<Path> paths = Files.walk(directory)) {
                paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }
}
