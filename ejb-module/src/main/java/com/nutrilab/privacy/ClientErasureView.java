package com.nutrilab.privacy;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A tenant's erasure as the operator follows it: RUNNING with the users erased so far, then
 * COMPLETED, when the client itself is gone.
 *
 * @param usersTotal       the client's users when the erasure was requested
 * @param webhookEndpoints the client's webhook endpoints, deleted last with the client
 * @param erased           what the users' erasures deleted, summed
 */
public record ClientErasureView(
        String clientId,
        String clientName,
        ClientErasure.Status status,
        Instant requestedAt,
        Instant updatedAt,
        Instant completedAt,
        int usersTotal,
        int usersErased,
        long webhookEndpoints,
        ErasedData erased) {

    static ClientErasureView of(ClientErasure job) {
        Map<String, Long> ofUsers = new LinkedHashMap<>(job.erased());
        ofUsers.remove("webhookEndpoints");
        ofUsers.put("users", (long) job.usersErased());
        return new ClientErasureView(
                job.clientId(),
                job.clientName(),
                job.status(),
                job.requestedAt(),
                job.updatedAt(),
                job.completedAt(),
                job.usersTotal(),
                job.usersErased(),
                job.erased().getOrDefault("webhookEndpoints", 0L),
                new ErasedData(ofUsers));
    }
}
