package com.nutrilab.auth;

import com.nutrilab.platform.ClusterCache;
import com.nutrilab.platform.ClusterCacheUnavailableException;
import java.time.Duration;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/** How the credential checks read and write the cluster cache and bear its failures. */
final class SharedWrites {

    private static final Logger LOG = Logger.getLogger(SharedWrites.class.getName());
    /** A cached value is reloaded from the database after this, should a write ever be missed. */
    static final Duration TTL = Duration.ofMinutes(10);

    private SharedWrites() {}

    /** Runs a write inside the change's transaction; a refusal fails (and so rolls back) the change. */
    static void writeThrough(String what, Runnable write) {
        try {
            write.run();
        } catch (RuntimeException refused) {
            LOG.log(Level.WARNING, "Cluster cache refused {0}; rolled back: {1}", new Object[] {what, refused.toString()
            });
            throw new ClusterCacheUnavailableException(refused);
        }
    }

    /** Drops a key whose cached value was never committed; if that fails too, the value expires with its TTL. */
    static void forget(ClusterCache cache, String map, String key) {
        try {
            cache.remove(map, key);
        } catch (RuntimeException clusterFailure) {
            LOG.log(Level.SEVERE, "Cluster cache keeps an uncommitted {0} of {1} until it expires: {2}", new Object[] {
                map, key, clusterFailure.toString()
            });
        }
    }

    /**
     * The cached value, else the database's ({@code load}, null for none), cached for the next
     * reader; while the cluster cache does not answer, the database's: slower, but never wrong.
     */
    static String readThrough(ClusterCache cache, String map, String key, Supplier<String> load) {
        try {
            String cached = cache.get(map, key);
            if (cached != null) {
                return cached;
            }
            String loaded = load.get();
            if (loaded != null) {
                cache.putIfAbsent(map, key, loaded, TTL);
            }
            return loaded;
        } catch (RuntimeException clusterFailure) {
            logCacheFailure(clusterFailure);
            return load.get();
        }
    }

    static void logCacheFailure(RuntimeException failure) {
        LOG.log(
                Level.WARNING,
                "Cluster cache unavailable, credential checks read the database: {0}",
                failure.toString());
    }
}
