package com.nutrilab.webhook;

import com.nutrilab.lab.LabReportDeleting;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.util.List;

/**
 * Deletes deliveries with their attempts, inside the transaction that deletes their report or
 * endpoint (the caller has locked that row first). No ON DELETE CASCADE does it: Derby locks a
 * whole child table to cascade, and deletes of different reports deadlocked on it (V7).
 * The deliveries are locked before their attempts are deleted: an attempt being recorded holds
 * its delivery's lock, so it is either in before the delete looks, or finds the delivery gone.
 * Every statement goes by an index (ids or a leading indexed column), so it locks only the rows
 * it deletes.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.MANDATORY)
public class WebhookDeliveries {

    /** Ids per statement: an IN list Derby probes through the index. */
    private static final int CHUNK = 100;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    public void deleteOfReport(@Observes LabReportDeleting deleting) {
        delete(locked(WebhookDelivery.ALL_OF_REPORT, "labResultId", deleting.labResultId()));
    }

    public void deleteOfEndpoint(String endpointId) {
        delete(locked(WebhookDelivery.ALL_OF_ENDPOINT, "endpointId", endpointId));
    }

    private List<String> locked(String query, String parameter, String value) {
        return entityManager
                .createNamedQuery(query, WebhookDelivery.class)
                .setParameter(parameter, value)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .getResultStream()
                .map(WebhookDelivery::id)
                .toList();
    }

    /** Children before parents: the attempts, then the deliveries. */
    private void delete(List<String> deliveryIds) {
        for (int from = 0; from < deliveryIds.size(); from += CHUNK) {
            List<String> chunk = deliveryIds.subList(from, Math.min(from + CHUNK, deliveryIds.size()));
            entityManager
                    .createNamedQuery(WebhookAttempt.DELETE_OF_DELIVERIES)
                    .setParameter("deliveryIds", chunk)
                    .executeUpdate();
            entityManager
                    .createNamedQuery(WebhookDelivery.DELETE_BY_IDS)
                    .setParameter("ids", chunk)
                    .executeUpdate();
        }
    }
}
