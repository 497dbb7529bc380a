package com.nutrilab.ratelimit;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Each principal's log of accepted times as this node last wrote or read it: a guess, which the
 * limiter's compare-and-set proves before it counts, so a wrong guess costs a read, never a
 * wrong decision.
 *
 * <p>Only logs with a time in the last minute are worth keeping: an older one's shared entry has
 * usually expired (61 s idle), so its guess would fail and cost an extra operation. Such logs are
 * swept out once a minute and whenever the map is full, which keeps the memory to the principals
 * active in the last two minutes. A sweep of a full map that frees less than a quarter of the room
 * starts again from empty instead, so that a full map of active principals is not swept on every
 * request: it then costs each of them one read.
 */
final class LastKnownLogs {

    private static final long MINUTE_MILLIS = Window.longest().millis();

    private final int max;
    private final Map<String, long[]> logs = new ConcurrentHashMap<>();
    /** One sweep at a time: a second one over the same 100,000 entries would free nothing. */
    private final AtomicBoolean sweeping = new AtomicBoolean();

    private volatile long nextSweep;

    LastKnownLogs(int max) {
        this.max = max;
    }

    /** The principal's log as last known, or null. */
    long[] get(String key) {
        return logs.get(key);
    }

    /** Remembers the principal's log (null: forgets it) as of {@code now}, the cluster's time. */
    void remember(String key, long[] log, long now) {
        if (log == null) {
            logs.remove(key);
            return;
        }
        boolean full = logs.size() >= max && !logs.containsKey(key);
        if ((full || now >= nextSweep) && sweeping.compareAndSet(false, true)) {
            try {
                sweep(now, full);
                nextSweep = now + MINUTE_MILLIS;
            } finally {
                sweeping.set(false);
            }
        }
        if (logs.size() < max || logs.containsKey(key)) {
            logs.put(key, log);
        }
    }

    /** For tests. */
    int size() {
        return logs.size();
    }

    private void sweep(long now, boolean full) {
        long minuteAgo = now - MINUTE_MILLIS;
        logs.values().removeIf(log -> log.length == 0 || log[log.length - 1] <= minuteAgo);
        if (full && logs.size() > max - max / 4) {
            logs.clear();
        }
    }
}
