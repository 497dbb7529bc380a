package com.nutrilab.platform;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.ToLongFunction;

/**
 * A node's own bounded memory of things it would otherwise have to ask for again (a token's
 * verification, a principal's rate-limit log), each of which stops being of use by itself at a
 * time of its own: a token at its expiry, a log a minute after its last request.
 *
 * <p>A full map does not take a new key (it costs what a miss costs), unless a sweep of the
 * entries no longer of use makes room. A sweep reads every entry, so once full it runs only after
 * a quarter of {@code max} keys were turned away since the last one: a map full of live entries is
 * not swept on every request. Nor is it cleared: with more live keys than room, a clear leaves
 * none of them a hit for long (the rate limiter's did, docs/benchmarks.md), while this keeps the
 * ones it has.
 */
public final class ExpiringEntries<K, V> {

    private final int max;
    private final ToLongFunction<V> usefulUntil;
    private final Map<K, V> entries = new ConcurrentHashMap<>();
    /** Keys turned away since the last sweep; starts at the threshold, so that the first fill sweeps. */
    private final AtomicInteger turnedAway;

    /** {@code usefulUntil}: the time (ms, on the clock the callers' {@code now} is on) from which an entry is of no use. */
    public ExpiringEntries(int max, ToLongFunction<V> usefulUntil) {
        this.max = max;
        this.usefulUntil = usefulUntil;
        this.turnedAway = new AtomicInteger(max / 4);
    }

    /** The entry, or null. It may be past its use: the caller checks what it relies on. */
    public V get(K key) {
        return entries.get(key);
    }

    /** Keeps the entry, if there is room for it or a sweep at {@code now} makes some. */
    public void put(K key, V value, long now) {
        if (entries.size() >= max && !entries.containsKey(key) && !sweptRoom(now)) {
            return;
        }
        entries.put(key, value);
    }

    public void remove(K key) {
        entries.remove(key);
    }

    public int size() {
        return entries.size();
    }

    private boolean sweptRoom(long now) {
        int seen = turnedAway.get();
        if (seen >= max / 4 && turnedAway.compareAndSet(seen, 0)) {
            entries.values().removeIf(value -> usefulUntil.applyAsLong(value) <= now);
            if (entries.size() < max) {
                return true;
            }
        }
        turnedAway.incrementAndGet();
        return false;
    }
}
