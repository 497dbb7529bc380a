package com.nutrilab.platform;

import jakarta.ejb.ApplicationException;

/**
 * The cluster cache did not take a change every node must see at once (a revocation, a disabled
 * client, a new key). The change is rolled back, so nothing is committed that a node could miss;
 * answered with 503 and Retry-After.
 */
@ApplicationException(rollback = true)
public class ClusterCacheUnavailableException extends ProblemException {

    private static final long serialVersionUID = 1L;

    /** Hazelcast answers again within seconds once a member is back or a partition has moved. */
    private static final int RETRY_AFTER_SECONDS = 5;

    public ClusterCacheUnavailableException(RuntimeException cause) {
        super(
                503,
                "The change could not be shared with every node, so nothing was changed. Retry in "
                        + RETRY_AFTER_SECONDS + " s.",
                RETRY_AFTER_SECONDS);
        initCause(cause);
    }
}
