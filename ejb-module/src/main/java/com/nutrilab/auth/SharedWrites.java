package com.nutrilab.auth;

import com.nutrilab.platform.ClusterCache;
import com.nutrilab.platform.ClusterCacheUnavailableException;
import java.util.logging.Level;
import java.util.logging.Logger;

/** How the credential checks write to the cluster cache and bear its failures. */
final class SharedWrites {

    private static final Logger LOG = Logger.getLogger(SharedWrites.class.getName());

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

    static void logCacheFailure(RuntimeException failure) {
        LOG.log(
                Level.WARNING,
                "Cluster cache unavailable, credential checks read the database: {0}",
                failure.toString());
    }
}
