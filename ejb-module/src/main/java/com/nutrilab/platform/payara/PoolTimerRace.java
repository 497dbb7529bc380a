package com.nutrilab.platform.payara;

/**
 * Defect: when the database goes away, Payara 6.2025.10's connection pool fails all its
 * connections and reschedules its resizer on a {@code java.util.Timer} that a concurrent request
 * already did, so that request gets {@code IllegalStateException: Task already scheduled or
 * cancelled} from {@code ConnectionPool.scheduleResizerTask} instead of the pool's
 * allocation failure. No upstream issue. It is the database's absence, told apart by where it
 * was thrown, never by its message.
 */
public final class PoolTimerRace {

    private static final String CONNECTION_POOL = "com.sun.enterprise.resource.pool.ConnectionPool";

    private PoolTimerRace() {}

    /** Whether this exception is the pool's timer race while it drops its connections. */
    public static boolean is(Throwable exception) {
        if (!(exception instanceof IllegalStateException)) {
            return false;
        }
        for (StackTraceElement frame : exception.getStackTrace()) {
            if (frame.getClassName().equals(CONNECTION_POOL)) {
                return true;
            }
        }
        return false;
    }
}
