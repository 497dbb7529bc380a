package com.nutrilab.webhook;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

/**
 * A client's webhook endpoint: where its events go, which types it wants, and the secret that
 * signs them. The secret is kept as issued, because every node of a cluster signs with it.
 */
@Entity
@Table(name = "webhook_endpoint")
@NamedQuery(
        name = WebhookEndpoint.OF_CLIENT,
        query = "SELECT e FROM WebhookEndpoint e WHERE e.clientId = :clientId ORDER BY e.createdAt, e.id")
@NamedQuery(
        name = WebhookEndpoint.COUNT_OF_CLIENT,
        query = "SELECT COUNT(e) FROM WebhookEndpoint e WHERE e.clientId = :clientId")
public class WebhookEndpoint {

    public static final String OF_CLIENT = "WebhookEndpoint.ofClient";
    public static final String COUNT_OF_CLIENT = "WebhookEndpoint.countOfClient";
    public static final int MAX_URL = 2048;
    public static final int MAX_DESCRIPTION = 200;

    @Id
    @Column(length = 36)
    private String id;

    @Column(name = "client_id", nullable = false, length = 36)
    private String clientId;

    @Column(nullable = false, length = MAX_URL)
    private String url;

    /** The subscribed event types, comma-separated. */
    @Column(name = "event_types", nullable = false, length = 200)
    private String eventTypes;

    @Column(length = MAX_DESCRIPTION)
    private String description;

    @Column(nullable = false, length = 100)
    private String secret;

    /** When it was paused; null while it is enabled. */
    @Column(name = "disabled_at")
    private Instant disabledAt;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected WebhookEndpoint() {
        // for JPA
    }

    public WebhookEndpoint(
            String clientId,
            String url,
            List<String> eventTypes,
            String description,
            String secret,
            Instant createdAt) {
        this.id = UUID.randomUUID().toString();
        this.clientId = clientId;
        this.createdAt = createdAt;
        this.secret = secret;
        change(url, eventTypes, description);
    }

    /** Sets what is given; a null leaves that part as it is. */
    public void change(String newUrl, List<String> newEventTypes, String newDescription) {
        if (newUrl != null) {
            url = newUrl;
        }
        if (newEventTypes != null) {
            eventTypes = String.join(",", newEventTypes);
        }
        if (newDescription != null) {
            description = newDescription.isBlank() ? null : newDescription;
        }
    }

    /** Pauses or resumes it; pausing a paused endpoint keeps its first time. */
    public void setDisabled(boolean disabled, Instant now) {
        if (!disabled) {
            disabledAt = null;
        } else if (disabledAt == null) {
            disabledAt = now;
        }
    }

    public void setSecret(String secret) {
        this.secret = secret;
    }

    public boolean subscribedTo(String eventType) {
        return eventTypes().contains(eventType);
    }

    public String id() {
        return id;
    }

    public String clientId() {
        return clientId;
    }

    public String url() {
        return url;
    }

    public List<String> eventTypes() {
        return Arrays.asList(eventTypes.split(","));
    }

    public String description() {
        return description;
    }

    public String secret() {
        return secret;
    }

    public boolean disabled() {
        return disabledAt != null;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
