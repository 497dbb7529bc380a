package com.nutrilab.privacy;

import java.time.Instant;

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
        return new ClientErasureView(
                job.clientId(),
                job.clientName(),
                job.status(),
                job.requestedAt(),
                job.updatedAt(),
                job.completedAt(),
                job.usersTotal(),
                job.usersErased(),
                job.webhookEndpoints(),
                new ErasedData(
                        job.usersErased(),
                        job.profiles(),
                        job.signIns(),
                        job.refreshTokens(),
                        job.labReports(),
                        job.labFiles(),
                        job.analytes(),
                        job.webhookDeliveries(),
                        job.webhookAttempts()));
    }
}
