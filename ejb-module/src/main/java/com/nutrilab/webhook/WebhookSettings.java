package com.nutrilab.webhook;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The webhook settings of docs/configuration.md (defaults in microprofile-config.properties). */
@ApplicationScoped
public class WebhookSettings {

    /** What a lease must outlast beyond one attempt's timeouts, so a live node keeps its delivery. */
    private static final Duration LEASE_MARGIN = Duration.ofSeconds(5);

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.allow-http")
    boolean allowHttp;

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.allow-private-targets")
    boolean allowPrivateTargets;

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.workers")
    int workers;

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.connect-timeout-seconds")
    long connectTimeoutSeconds;

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.request-timeout-seconds")
    long requestTimeoutSeconds;

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.lease-seconds")
    long leaseSeconds;

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.retry.first-delay-seconds")
    long firstRetryDelaySeconds;

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.retry.max-delay-seconds")
    long maxRetryDelaySeconds;

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.retry.give-up-after-hours")
    long giveUpAfterHours;

    public WebhookTargets targets() {
        return new WebhookTargets(allowHttp, allowPrivateTargets);
    }

    public int workers() {
        return Math.max(1, workers);
    }

    /**
     * Deliveries of one client in flight at once on a node, to any of its endpoints: half the
     * workers (rounded up), so that a client's slow or dead receivers leave the other half to
     * every other client.
     */
    public int workersPerClient() {
        return (workers() + 1) / 2;
    }

    public Duration connectTimeout() {
        return Duration.ofSeconds(connectTimeoutSeconds);
    }

    public Duration requestTimeout() {
        return Duration.ofSeconds(requestTimeoutSeconds);
    }

    /** At least one attempt's timeouts and a margin: a lease must never run out under a live attempt. */
    public Duration lease() {
        Duration attempt = connectTimeout().plus(requestTimeout()).plus(LEASE_MARGIN);
        Duration configured = Duration.ofSeconds(leaseSeconds);
        return configured.compareTo(attempt) > 0 ? configured : attempt;
    }

    public RetrySchedule retrySchedule() {
        return new RetrySchedule(
                Duration.ofSeconds(firstRetryDelaySeconds),
                Duration.ofSeconds(maxRetryDelaySeconds),
                Duration.ofHours(giveUpAfterHours));
    }
}
