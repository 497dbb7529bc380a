package com.nutrilab.platform;

import com.hazelcast.config.MapConfig;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The data every node of a cluster shares, in Payara's own Hazelcast. This is the one place
 * that touches Hazelcast. Keys and values are plain strings: a member that does not run the
 * application (or runs another version of it) can still hold and replicate them.
 */
@ApplicationScoped
public class ClusterCache {

    @Inject
    private HazelcastInstance hazelcast;

    /** The maps' proxies, by name: each created once, as {@link #createOutsideTheApplication} says. */
    private final Map<String, IMap<String, ?>> proxies = new ConcurrentHashMap<>();

    public String get(String map, String key) {
        return map(map).get(key);
    }

    public boolean contains(String map, String key) {
        return map(map).containsKey(key);
    }

    /** Stores a value that disappears by itself after {@code timeToLive}. */
    public void put(String map, String key, String value, Duration timeToLive) {
        map(map).set(key, value, Math.max(1, timeToLive.toSeconds()), TimeUnit.SECONDS);
    }

    /** Stores a value unless one is there already, as {@link #put}. */
    public void putIfAbsent(String map, String key, String value, Duration timeToLive) {
        map(map).putIfAbsent(key, value, Math.max(1, timeToLive.toSeconds()), TimeUnit.SECONDS);
    }

    /** A list of times stored under a key, or null. */
    public long[] getTimes(String map, String key) {
        return timesMap(map).get(key);
    }

    /**
     * Stores {@code next} only if the key still holds {@code expected} (null: holds nothing),
     * atomically on the partition's owner. Values are compared in their serialized form, so a
     * {@code long[]} compares by content. Used instead of an entry processor, which fails on a
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
        return (IMap<String, V>) proxies.computeIfAbsent("nutrilab." + name, this::createOutsideTheApplication);
    }

    /**
     * Creates the map's proxy on a thread that carries none of the application's invocation (its
     * thread locals are not inherited). Payara ties a Hazelcast object created inside an
     * application to it, and then enters the application's context, with a CDI lookup that walks
     * the stack, around every operation on it on the partition threads: 9.6 % of a search's CPU,
     * twice what the operations themselves cost (docs/benchmarks.md). Our maps hold strings and
     * {@code long[]} only, which need no application to be read, so they are created untied.
     */
    private IMap<String, ?> createOutsideTheApplication(String name) {
        FutureTask<IMap<String, Object>> creation = new FutureTask<>(() -> hazelcast.getMap(name));
        new Thread(null, creation, "nutrilab-cluster-cache-" + name, 0, false).start();
        try {
            return creation.get();
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof RuntimeException cause
                    ? cause
                    : new IllegalStateException("Could not create the cluster map " + name, failed.getCause());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while creating the cluster map " + name, interrupted);
        }
    }
}
