package com.nutrilab.micro;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * What the server logs while a test runs in the container, caught at the root logger, so that a
 * test can say "and nothing of this kind was logged" (an OutOfMemoryError, a deadlock, a 500).
 */
final class CapturedLog extends Handler implements AutoCloseable {

    private final List<String> lines = new CopyOnWriteArrayList<>();

    private CapturedLog() {}

    static CapturedLog start() {
        CapturedLog log = new CapturedLog();
        Logger.getLogger("").addHandler(log);
        return log;
    }

    /** The logged lines (message and every cause) that mention {@code text}, case ignored. */
    List<String> linesMentioning(String text) {
        String wanted = text.toLowerCase(Locale.ROOT);
        return lines.stream()
                .filter(line -> line.toLowerCase(Locale.ROOT).contains(wanted))
                .toList();
    }

    @Override
    public void publish(LogRecord logged) {
        StringBuilder line =
                new StringBuilder(logged.getLevel() + " " + logged.getLoggerName() + ": " + logged.getMessage());
        for (Throwable cause = logged.getThrown(); cause != null; cause = cause.getCause()) {
            line.append(" | ").append(cause);
            if (cause.getCause() == cause) {
                break;
            }
        }
        lines.add(line.toString());
    }

    @Override
    public void flush() {
        // nothing is buffered
    }

    @Override
    public void close() {
        Logger.getLogger("").removeHandler(this);
    }
}
