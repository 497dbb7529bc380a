package com.nutrilab.platform;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * What one node has read from the cluster's string maps, while it is the cluster's only member:
 * then only this node writes them, so a value it read stays the map's until it writes the key
 * again, and a read need not ask the cluster again. {@link ClusterCache} keeps one per membership
 * and drops it as soon as the membership changes. Absence is remembered too (a token that is not
 * revoked is the common case). A read value is kept at most {@code maxAge}, after which the map is
 * read again (so an entry that expired there, and was reloaded from the database, is not held
 * longer); the least used entries go first when it is full.
 *
 * <p>A write is not copied: it marks the key as written at that moment, and the next read asks
 * the map. Two writes of one key racing on this node would otherwise leave whichever finished
 * last here, not whichever the map applied last; and a read that began before a write (so may
 * have seen the map without it) is never kept after it, even when the write failed, nor after the
 * mark of a write was evicted.
 */
final class LocalCopy {

    /** A value read (null: absent) and when the read began; or, with {@code written}, when the key was written. */
    private record Known(String value, boolean written, long since) {}

    private record Key(String map, String key) {}

    private final Object membership;
    private final LongSupplier nanoClock;
    private final Cache<Key, Known> entries;
    /** The latest write whose mark was evicted (at first, just before this copy): no read begun before it is kept. */
    private final AtomicLong forgottenWrite;

    LocalCopy(Object membership, Duration maxAge, int maxEntries, LongSupplier nanoClock) {
        this.membership = membership;
        this.nanoClock = nanoClock;
        this.forgottenWrite = new AtomicLong(nanoClock.getAsLong() - 1);
        this.entries = Caffeine.newBuilder()
                .maximumSize(maxEntries)
                .expireAfterWrite(maxAge)
                .ticker(nanoClock::getAsLong)
                .executor(Runnable::run)
                .<Key, Known>evictionListener((key, known, cause) -> {
                    if (known != null && known.written()) {
                        forgottenWrite.accumulateAndGet(known.since(), (last, next) -> next - last > 0 ? next : last);
                    }
                })
                .build();
    }

    /** Whether this copy was made for exactly this membership (the same object, not an equal one). */
    boolean isFor(Object currentMembership) {
        return membership == currentMembership;
    }

    /** The value known for the key (null inside: known absent), or null when it must be read. */
    Lookup lookup(String map, String key) {
        Known known = entries.getIfPresent(new Key(map, key));
        return known == null || known.written() ? null : new Lookup(known.value());
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
        entries.asMap().compute(new Key(map, key), (k, existing) -> {
            if (existing != null && existing.since() - readStart >= 0) {
                return existing;
            }
            return readStart - forgottenWrite.get() > 0 ? new Known(value, false, readStart) : existing;
        });
    }

    /**
     * This node has just written the key, or tried to (a failed write may still have been
     * applied): the map is read again next time, and no read begun before now is kept.
     */
    void written(String map, String key) {
        entries.put(new Key(map, key), new Known(null, true, nanoClock.getAsLong()));
    }
}
