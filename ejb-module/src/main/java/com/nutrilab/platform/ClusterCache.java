package com.nutrilab.platform;

import com.hazelcast.cluster.Member;
import com.hazelcast.config.MapConfig;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.nutrilab.platform.payara.UntiedMaps;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The data every node of a cluster shares, in Payara's own Hazelcast. This is the one place
 * that touches Hazelcast. Keys and values are plain strings and {@code long[]}: a member that does
 * not run the application (or runs another version of it) can still hold and replicate them.
 *
 * <p>While this node is the cluster's only member, what it read of a string map is answered from
 * a {@link LocalCopy} for up to a minute, until it writes the key: only this application writes
 * these maps, so with no other member nobody else can have written since. Each read of the
 * cluster is a hand-off to a partition thread and back; the three per authenticated request
 * (client state and two revocations) cost about 15 % of its CPU. Hazelcast's near cache would
 * make them local too, but it learns of another member's write asynchronously (in batches,
 * every 10 s by default), and a revoked token must be refused on every node from the next request.
 */
@ApplicationScoped
public class ClusterCache {

    /** A value read while this node is alone is answered locally for at most this long (or until it writes the key). */
    private static final Duration LOCAL_COPY_MAX_AGE = Duration.ofMinutes(1);

    private static final int LOCAL_COPY_MAX_ENTRIES = 100_000;

    @Inject
    private HazelcastInstance hazelcast;

    @Inject
    private UntiedMaps untiedMaps;

    /** What this node knows of the string maps while it is the only member, for the membership it was made for. */
    private volatile LocalCopy copy;

    /** The maps' proxies, by name: each created once, outside the application ({@link UntiedMaps}). */
    private final Map<String, IMap<String, ?>> proxies = new ConcurrentHashMap<>();

    /** The key's value, from this node's {@link LocalCopy} when it is the only member and knows it. */
    public String get(String map, String key) {
        LocalCopy copy = localCopy();
        if (copy == null) {
            return map(map).get(key);
        }
        LocalCopy.Lookup known = copy.lookup(map, key);
        if (known != null) {
            return known.value();
        }
        long readStart = copy.now();
        String value = map(map).get(key);
        copy.learned(map, key, value, readStart);
        return value;
    }

    public boolean contains(String map, String key) {
        return get(map, key) != null;
    }

    /** Stores a value that disappears by itself after {@code timeToLive}. */
    public void put(String map, String key, String value, Duration timeToLive) {
        write(map, key, strings -> strings.set(key, value, seconds(timeToLive), TimeUnit.SECONDS));
    }

    /** Stores a value unless one is there already, as {@link #put}. */
    public void putIfAbsent(String map, String key, String value, Duration timeToLive) {
        write(map, key, strings -> strings.putIfAbsent(key, value, seconds(timeToLive), TimeUnit.SECONDS));
    }

    /** Removes a key, so that its next read asks whoever fills it (for the credential checks, the database). */
    public void remove(String map, String key) {
        write(map, key, strings -> strings.delete(key));
    }

    /**
     * Writes the key, then (even when the write failed) marks it written in the copy current then:
     * the next read asks the map, and a read that began before the write is not kept (one in an
     * older copy is dropped with it).
     */
    private void write(String map, String key, Consumer<IMap<String, String>> write) {
        try {
            write.accept(map(map));
        } finally {
            LocalCopy current = this.copy;
            if (current != null) {
                current.written(map, key);
            }
        }
    }

    private static long seconds(Duration timeToLive) {
        return Math.max(1, timeToLive.toSeconds());
    }

    /** A list of times stored under a key, or null. */
    public long[] getTimes(String map, String key) {
        return timesMap(map).get(key);
    }

    /**
     * Stores {@code next} only if the key still holds {@code expected} (null: holds nothing),
     * atomically on the partition's owner. Hazelcast compares values in their serialized form, so
     * a {@code long[]} compares by content. Used instead of an entry processor, which fails on a
     * member that does not have the application's classes.
     */
    public boolean compareAndSet(String map, String key, long[] expected, long[] next) {
        IMap<String, long[]> times = timesMap(map);
        return expected == null ? times.putIfAbsent(key, next) == null : times.replace(key, expected, next);
    }

    /**
     * Runs {@code work} while this thread holds the key's cluster-wide lock: writes to the key from
     * elsewhere wait until it is released (reads do not). The lock is released after
     * {@code lease} even if this member dies holding it.
     */
    public <T> T withLock(String map, String key, Duration lease, Supplier<T> work) {
        IMap<String, long[]> times = timesMap(map);
        times.lock(key, lease.toMillis(), TimeUnit.MILLISECONDS);
        try {
            return work.get();
        } finally {
            times.unlock(key);
        }
    }

    /**
     * This node's copy of the string maps, or null when it is not the only member. A copy belongs
     * to one membership: Hazelcast replaces its member set object on every change, so a member that
     * joined (and perhaps wrote, and left) since makes a new, empty copy. Were the set ever a new
     * object on each call, no copy would be used: slower, never wrong.
     */
    private LocalCopy localCopy() {
        if (!hazelcast.getLifecycleService().isRunning()) {
            return null;
        }
        Set<Member> members = hazelcast.getCluster().getMembers();
        LocalCopy copy = this.copy;
        if (copy != null && copy.isFor(members)) {
            return copy;
        }
        if (members.size() != 1) {
            return null;
        }
        copy = new LocalCopy(members, LOCAL_COPY_MAX_AGE, LOCAL_COPY_MAX_ENTRIES, System::nanoTime);
        this.copy = copy;
        return copy;
    }

    /** Whether this node is the cluster's only member: then every write to a map is one of this node's. */
    public boolean alone() {
        return hazelcast.getCluster().getMembers().size() == 1;
    }

    /** The cluster's common clock (ms), the same on every member whatever their own clocks say. */
    public long clusterTime() {
        return hazelcast.getCluster().getClusterTime();
    }

    /**
     * Makes the entries of a map disappear by themselves after they have not been touched for
     * {@code maxIdle}. Added to the running cluster's configuration, so every member applies it.
     */
    public void expireWhenIdle(String map, Duration maxIdle) {
        String name = "nutrilab." + map;
        MapConfig existing = hazelcast.getConfig().getMapConfigOrNull(name);
        if (existing == null || existing.getMaxIdleSeconds() != (int) maxIdle.toSeconds()) {
            hazelcast.getConfig().addMapConfig(new MapConfig(name).setMaxIdleSeconds((int) maxIdle.toSeconds()));
        }
    }

    private IMap<String, String> map(String name) {
        return proxy(name);
    }

    private IMap<String, long[]> timesMap(String name) {
        return proxy(name);
    }

    @SuppressWarnings("unchecked")
    private <V> IMap<String, V> proxy(String name) {
        return (IMap<String, V>) proxies.computeIfAbsent("nutrilab." + name, untiedMaps::map);
    }
}
