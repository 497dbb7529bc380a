package com.nutrilab.ratelimit;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Each principal's log of accepted times as this node last wrote or read it: a guess, which the
 * limiter's compare-and-set proves before it counts.
 *
 * <p>Only logs with a time in the last minute are worth keeping: an older one is no longer the
 * shared log (that entry has expired), so its guess would fail and cost an extra operation. Such
 * logs are swept out once a minute and whenever the map is full, which keeps the memory to the
 * principals active in the last two minutes. A sweep that frees less than a quarter of the room
 * starts again from empty instead, so that a full map of active principals is not swept on every
 * request: it then costs each of them one read.
 */
final class LastKnownLogs {

    private static final long SWEEP_INTERVAL_MILLIS = Window.longest().millis();

    private final int max;
    private final Map<String, long[]> logs = new ConcurrentHashMap<>();
    private final AtomicLong nextSweep = new AtomicLong();

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
        long due = nextSweep.get();
        boolean full = logs.size() >= max && !logs.containsKey(key);
        if ((full || now >= due) && nextSweep.compareAndSet(due, now + SWEEP_INTERVAL_MILLIS)) {
            sweep(now);
        }
        if (logs.size() < max || logs.containsKey(key)) {
            logs.put(key, log);
        }
    }

    int size() {
        return logs.size();
    }

    private void sweep(long now) {
        long minuteAgo = now - Window.longest().millis();
        logs.values().removeIf(log -> log.length == 0 || log[log.length - 1] <= minuteAgo);
        if (logs.size() > max - max / 4) {
            logs.clear();
        }
    }
}
