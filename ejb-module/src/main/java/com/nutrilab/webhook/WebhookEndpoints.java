package com.nutrilab.webhook;

import com.nutrilab.auth.ApiClient;
import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.platform.ConflictException;
import com.nutrilab.platform.InvalidInputException;
import com.nutrilab.platform.Page;
import com.nutrilab.platform.UnknownResourceException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A client's webhook endpoints and their deliveries, managed by the operator for any client or
 * by a client key for its own client only. Every method takes {@code clientId}: the client the
 * operator names, or null when a client key manages its own; {@link #owner} is the one place
 * that decides whose endpoints a caller reaches. Another client's endpoint is unknown (404).
 */
@Stateless
@RolesAllowed({Roles.OPERATOR, Roles.CLIENT})
public class WebhookEndpoints {

    public static final int MAX_ENDPOINTS_PER_CLIENT = 10;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    @Inject
    private WebhookSettings settings;

    @Inject
    private Event<WebhookQueued> queued;

    @Inject
    private WebhookDeliveries webhookDeliveries;

    /** What a caller sets on an endpoint; a null leaves that part as it is (or its default, on creation). */
    public record EndpointRequest(String url, List<String> eventTypes, String description, Boolean disabled) {}

    public WebhookEndpointView create(String clientId, EndpointRequest request) {
        String owner = owner(clientId);
        long existing = entityManager
                .createNamedQuery(WebhookEndpoint.COUNT_OF_CLIENT, Long.class)
                .setParameter("clientId", owner)
                .getSingleResult();
        if (existing >= MAX_ENDPOINTS_PER_CLIENT) {
            throw new ConflictException("A client has at most " + MAX_ENDPOINTS_PER_CLIENT + " webhook endpoints");
        }
        WebhookEndpoint endpoint = new WebhookEndpoint(
                owner,
                checkedUrl(request.url()),
                request.eventTypes() == null ? EventTypes.ALL : eventTypes(request.eventTypes()),
                request.description(),
                WebhookSignature.newSecret(),
                Instant.now());
        endpoint.setDisabled(Boolean.TRUE.equals(request.disabled()), Instant.now());
        entityManager.persist(endpoint);
        return WebhookEndpointView.of(endpoint, true);
    }

    public Page<WebhookEndpointView> list(String clientId, int page, int pageSize) {
        String owner = owner(clientId);
        return Page.read(
                entityManager
                        .createNamedQuery(WebhookEndpoint.COUNT_OF_CLIENT, Long.class)
                        .setParameter("clientId", owner),
                entityManager
                        .createNamedQuery(WebhookEndpoint.OF_CLIENT, WebhookEndpoint.class)
                        .setParameter("clientId", owner),
                page,
                pageSize,
                endpoint -> WebhookEndpointView.of(endpoint, false));
    }

    public WebhookEndpointView get(String clientId, String id) {
        return WebhookEndpointView.of(endpoint(owner(clientId), id), false);
    }

    public WebhookEndpointView update(String clientId, String id, EndpointRequest request) {
        WebhookEndpoint endpoint = endpoint(owner(clientId), id);
        endpoint.change(
                request.url() == null ? null : checkedUrl(request.url()),
                request.eventTypes() == null ? null : eventTypes(request.eventTypes()),
                request.description());
        if (request.disabled() != null) {
            endpoint.setDisabled(request.disabled(), Instant.now());
        }
        return WebhookEndpointView.of(endpoint, false);
    }

    /**
     * Deletes the endpoint with its deliveries and their attempts (pending ones are never sent).
     * The endpoint's row is locked first, then its deliveries: the order every webhook transaction
     * takes them in (a claim reads the endpoint before it locks the delivery), so none deadlocks.
     */
    public void delete(String clientId, String id) {
        WebhookEndpoint endpoint = endpoint(owner(clientId), id, LockModeType.PESSIMISTIC_WRITE);
        webhookDeliveries.deleteOfEndpoint(endpoint.id());
        entityManager.remove(endpoint);
    }

    /** A new signing secret, in this answer only; the old one stops signing at once. */
    public WebhookEndpointView rotateSecret(String clientId, String id) {
        WebhookEndpoint endpoint = endpoint(owner(clientId), id);
        endpoint.setSecret(WebhookSignature.newSecret());
        return WebhookEndpointView.of(endpoint, true);
    }

    /** The endpoint's deliveries, newest first, each with its attempts. */
    public Page<WebhookDeliveryView> deliveries(String clientId, String endpointId, int page, int pageSize) {
        WebhookEndpoint endpoint = endpoint(owner(clientId), endpointId);
        Page<WebhookDelivery> deliveries = Page.read(
                entityManager
                        .createNamedQuery(WebhookDelivery.COUNT_OF_ENDPOINT, Long.class)
                        .setParameter("endpointId", endpoint.id()),
                entityManager
                        .createNamedQuery(WebhookDelivery.OF_ENDPOINT, WebhookDelivery.class)
                        .setParameter("endpointId", endpoint.id()),
                page,
                pageSize,
                delivery -> delivery);
        // The attempts of the whole page in one query, not one per delivery.
        return new Page<>(views(deliveries.items()), page, pageSize, deliveries.totalItems());
    }

    public WebhookDeliveryView delivery(String clientId, String endpointId, String deliveryId) {
        return views(List.of(delivery(endpoint(owner(clientId), endpointId), deliveryId)))
                .get(0);
    }

    /**
     * Sends a delivery again now, with the same webhook-id and body and a fresh run of retries,
     * whatever its state; the receiver's de-duplication by webhook-id still applies.
     */
    public WebhookDeliveryView redeliver(String clientId, String endpointId, String deliveryId) {
        WebhookEndpoint endpoint = endpoint(owner(clientId), endpointId);
        WebhookDelivery delivery = delivery(endpoint, deliveryId);
        delivery.redeliver(Instant.now());
        queued.fire(new WebhookQueued(List.of(new PendingDelivery(endpoint.clientId(), endpoint.id(), delivery.id()))));
        return views(List.of(delivery)).get(0);
    }

    /**
     * Whose endpoints the caller reaches: a client key its own client's (the path names none); the
     * operator the client the path names, which must exist.
     */
    private String owner(String clientId) {
        if (clientId == null) {
            return caller.require(PrincipalKind.CLIENT).clientId();
        }
        caller.require(PrincipalKind.OPERATOR);
        if (entityManager.find(ApiClient.class, clientId) == null) {
            throw new UnknownResourceException("No client " + clientId);
        }
        return clientId;
    }

    private WebhookEndpoint endpoint(String owner, String id) {
        return endpoint(owner, id, LockModeType.NONE);
    }

    private WebhookEndpoint endpoint(String owner, String id, LockModeType lock) {
        WebhookEndpoint endpoint = id == null ? null : entityManager.find(WebhookEndpoint.class, id, lock);
        if (endpoint == null || !endpoint.clientId().equals(owner)) {
            throw new UnknownResourceException("No webhook endpoint " + id);
        }
        return endpoint;
    }

    private WebhookDelivery delivery(WebhookEndpoint endpoint, String id) {
        WebhookDelivery delivery = id == null ? null : entityManager.find(WebhookDelivery.class, id);
        if (delivery == null || !delivery.endpointId().equals(endpoint.id())) {
            throw new UnknownResourceException("No webhook delivery " + id);
        }
        return delivery;
    }

    /** The deliveries with their attempts, read in one query. */
    private List<WebhookDeliveryView> views(List<WebhookDelivery> deliveries) {
        if (deliveries.isEmpty()) {
            return List.of();
        }
        Map<String, List<WebhookDeliveryView.Attempt>> attempts = entityManager
                .createNamedQuery(WebhookAttempt.OF_DELIVERIES, WebhookAttempt.class)
                .setParameter(
                        "deliveryIds",
                        deliveries.stream().map(WebhookDelivery::id).toList())
                .getResultStream()
                .collect(Collectors.groupingBy(
                        WebhookAttempt::deliveryId,
                        Collectors.mapping(WebhookDeliveryView.Attempt::of, Collectors.toList())));
        return deliveries.stream()
                .map(delivery -> WebhookDeliveryView.of(delivery, attempts.getOrDefault(delivery.id(), List.of())))
                .toList();
    }

    private String checkedUrl(String url) {
        if (url == null || url.isBlank()) {
            throw new InvalidInputException("url", "is required");
        }
        try {
            return settings.targets().check(url.strip()).toString();
        } catch (RefusedTargetException e) {
            throw new InvalidInputException("url", e.getMessage());
        }
    }

    private static List<String> eventTypes(List<String> requested) {
        if (requested.isEmpty()) {
            throw new InvalidInputException("eventTypes", "must name at least one event type");
        }
        for (String type : requested) {
            if (!EventTypes.ALL.contains(type)) {
                throw new InvalidInputException(
                        "eventTypes", "unknown event type '" + type + "'; known: " + String.join(", ", EventTypes.ALL));
            }
        }
        return List.copyOf(new LinkedHashSet<>(requested));
    }
}
