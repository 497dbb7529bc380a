package com.nutrilab.webhook;

import com.nutrilab.lab.LabOutcomeRecorded;
import com.nutrilab.lab.LabResult;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a report's events to the outbox inside the transaction that records its outcome: the
 * outcome and its events commit together or not at all, and a committed event is delivered
 * even if this node dies the next moment. Only a client with an endpoint subscribed to the type
 * gets rows; a disabled (paused) endpoint gets them too, and they go out once it is enabled.
 */
@Stateless
public class WebhookOutbox {

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private Event<WebhookQueued> queued;

    /** The caller holds the report's row lock, so the order of its events is counted safely. */
    @TransactionAttribute(TransactionAttributeType.MANDATORY)
    public void labOutcome(@Observes LabOutcomeRecorded recorded) {
        LabResult outcome = recorded.result();
        String type = LabEventPayload.typeOf(outcome);
        List<WebhookEndpoint> endpoints = entityManager
                .createNamedQuery(WebhookEndpoint.OF_CLIENT, WebhookEndpoint.class)
                .setParameter("clientId", outcome.clientId())
                .getResultStream()
                .filter(endpoint -> endpoint.subscribedTo(type))
                .toList();
        if (endpoints.isEmpty()) {
            return;
        }
        Instant now = Instant.now();
        String payload = LabEventPayload.of(outcome, outcome.processedAt() != null ? outcome.processedAt() : now);
        List<PendingDelivery> written = new ArrayList<>();
        for (WebhookEndpoint endpoint : endpoints) {
            WebhookDelivery delivery = new WebhookDelivery(
                    WebhookDelivery.newId(),
                    endpoint.id(),
                    outcome.id(),
                    lastOrder(endpoint.id(), outcome.id()) + 1,
                    type,
                    payload,
                    now);
            entityManager.persist(delivery);
            written.add(new PendingDelivery(endpoint.clientId(), endpoint.id(), delivery.id()));
        }
        queued.fire(new WebhookQueued(written));
    }

    private int lastOrder(String endpointId, String labResultId) {
        Integer last = entityManager
                .createNamedQuery(WebhookDelivery.LAST_ORDER, Integer.class)
                .setParameter("endpointId", endpointId)
                .setParameter("labResultId", labResultId)
                .getSingleResult();
        return last == null ? 0 : last;
    }
}
