package com.nutrilab.platform;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The data every node of a cluster shares, in Payara's own Hazelcast. This is the one place
 * that touches Hazelcast. Keys and values are plain strings: a member that does not run the
 * application (or runs another version of it) can still hold and replicate them.
 */
@ApplicationScoped
public class ClusterCache {

    @Inject
    private HazelcastInstance hazelcast;

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

    public void remove(String map, String key) {
        map(map).delete(key);
    }

    private IMap<String, String> map(String name) {
        return hazelcast.getMap("nutrilab." + name);
    }
}
