package com.nutrilab.platform;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.internal.serialization.SerializationService;
import com.hazelcast.spi.impl.SerializationServiceSupport;

/**
 * Hazelcast's own serializer, which only its internal API offers (as of 5.3). In a class of its
 * own so that a Hazelcast that moved it fails to link here, where {@link ClusterCache} catches it
 * and does without, and nowhere else.
 */
final class HazelcastSerializer {

    private final SerializationService service;

    private HazelcastSerializer(SerializationService service) {
        this.service = service;
    }

    /** The instance's serializer, or null when it does not expose one. */
    static HazelcastSerializer of(HazelcastInstance hazelcast) {
        return hazelcast instanceof SerializationServiceSupport support
                ? new HazelcastSerializer(support.getSerializationService())
                : null;
    }

    /** The times serialized, as the map would store them: the map keeps this object as it is. */
    Object serialized(long[] times) {
        return service.toData(times);
    }

    long[] times(Object serialized) {
        return service.toObject(serialized);
    }
}
