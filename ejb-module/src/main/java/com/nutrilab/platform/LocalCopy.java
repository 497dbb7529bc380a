package com.nutrilab.platform;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * What one node has written to or read from the cluster's string maps, while it is the cluster's
 * only member: then no one else writes them, so what it wrote or read last is what they hold, and
 * a read need not ask the cluster again. {@link ClusterCache} keeps one per membership and drops
 * it as soon as the membership changes. Absence is remembered too (a token that is not revoked is
 * the common case). An entry is kept at most {@code maxAgeNanos}, after which the map is read
 * again (so an entry that expired there, and was reloaded from the database, is not held longer).
 */
final class LocalCopy {

    /** A value (null: absent) and when this node learned it. */
    private record Known(String value, long learnedAt, long until) {}

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

    /**
     * Whether it holds as many entries as it may: then {@link ClusterCache} starts a new one (never
     * by clearing this one, which a read begun before a write could then fill with what it saw).
     */
    boolean full() {
        int size = 0;
        for (Map<String, Known> entries : maps.values()) {
            size += entries.size();
        }
        return size >= maxEntries;
    }

    /** The value known for the key (null inside: known absent), or null when it must be read. */
    Lookup lookup(String map, String key) {
        Known known = entries(map).get(key);
        if (known == null || nanoClock.getAsLong() - known.until() >= 0) {
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
     * What a read of the map begun at {@code readStart} returned. Kept unless this node wrote
     * the key after that read began: then the write is newer than what the read saw.
     */
    void learned(String map, String key, String value, long readStart) {
        entries(map)
                .compute(
                        key,
                        (k, existing) -> existing != null && existing.learnedAt() - readStart >= 0
                                ? existing
                                : known(value, readStart, maxAgeNanos));
    }

    /** What this node has just written to the map (the value the map now holds), for at most {@code ttlNanos}. */
    void wrote(String map, String key, String value, long ttlNanos) {
        entries(map).put(key, known(value, nanoClock.getAsLong(), Math.min(ttlNanos, maxAgeNanos)));
    }

    /** Forgets a key: a write of it failed, so what the map holds is not known. */
    void forget(String map, String key) {
        entries(map).remove(key);
    }

    private Known known(String value, long learnedAt, long ageNanos) {
        return new Known(value, learnedAt, nanoClock.getAsLong() + ageNanos);
    }

    private Map<String, Known> entries(String map) {
        return maps.computeIfAbsent(map, name -> new ConcurrentHashMap<>());
    }
}
