package com.nutrilab.platform;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * What one node has read from the cluster's string maps, while it is the cluster's only member:
 * then only this node writes them, so a value it read stays the map's until it writes the key
 * again, and a read need not ask the cluster again. {@link ClusterCache} keeps one per membership
 * and drops it as soon as the membership changes. Absence is remembered too (a token that is not
 * revoked is the common case). A read value is kept at most {@code maxAgeNanos}, after which the
 * map is read again (so an entry that expired there, and was reloaded from the database, is not
 * held longer).
 *
 * <p>A write is not copied: it marks the key as written at that moment, and the next read asks
 * the map. Two writes of one key racing on this node would otherwise leave whichever finished
 * last here, not whichever the map applied last; and a read that began before a write (so may
 * have seen the map without it) is never kept after it, even when the write failed.
 */
final class LocalCopy {

    /**
     * A value read (null: absent) and when the read began; or, with {@code written}, the moment
     * after a write of the key, before which no read is kept.
     */
    private record Known(String value, boolean written, long since, long until) {}

    private final Object membership;
    private final long maxAgeNanos;
    private final int maxEntries;
    private final LongSupplier nanoClock;
    private final Map<String, Map<String, Known>> maps = new ConcurrentHashMap<>();

    LocalCopy(Object membership, long maxAgeNanos, int maxEntries, LongSupplier nanoClock) {
        this.membership = membership;
        this.maxAgeNanos = maxAgeNanos;
        this.maxEntries = maxEntries;
        this.nanoClock = nanoClock;
    }

    /** Whether this copy was made for exactly this membership (the same object, not an equal one). */
    boolean isFor(Object currentMembership) {
        return membership == currentMembership;
    }

    /** Set once the entries reach {@code maxEntries}; they are never removed, so it stays set. */
    private volatile boolean full;

    /**
     * Whether it holds as many entries as it may: then {@link ClusterCache} starts a new one (never
     * by clearing this one, which a read begun before a write could then fill with what it saw).
     * Asked on every read, so it is a flag, counted only when an entry is added.
     */
    boolean full() {
        return full;
    }

    /** The value known for the key (null inside: known absent), or null when it must be read. */
    Lookup lookup(String map, String key) {
        Known known = entries(map).get(key);
        if (known == null || known.written() || nanoClock.getAsLong() - known.until() >= 0) {
            return null;
        }
        return new Lookup(known.value());
    }

    /** The answer of a lookup: the value, or null for a key known to be absent. */
    record Lookup(String value) {}

    /** The current time of this copy's clock: taken before a read of the map, for {@link #learned}. */
    long now() {
        return nanoClock.getAsLong();
    }

    /**
     * What a read of the map begun at {@code readStart} returned. Kept unless the key was written,
     * or read by a read begun later, since that read began.
     */
    void learned(String map, String key, String value, long readStart) {
        entries(map)
                .compute(
                        key,
                        (k, existing) -> existing != null && existing.since() - readStart >= 0
                                ? existing
                                : new Known(value, false, readStart, nanoClock.getAsLong() + maxAgeNanos));
        countEntries();
    }

    /**
     * This node has just written the key, or tried to (a failed write may still have been
     * applied): the map is read again next time, and no read begun before now is kept.
     */
    void written(String map, String key) {
        entries(map).put(key, new Known(null, true, nanoClock.getAsLong(), 0));
        countEntries();
    }

    private void countEntries() {
        if (full) {
            return;
        }
        int size = 0;
        for (Map<String, Known> entries : maps.values()) {
            size += entries.size();
        }
        if (size >= maxEntries) {
            full = true; // only ever set: a count that raced with a later one must not clear it
        }
    }

    private Map<String, Known> entries(String map) {
        return maps.computeIfAbsent(map, name -> new ConcurrentHashMap<>());
    }
}
