package com.nutrilab.ratelimit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The server-wide caps from configuration: those of users and the operator, and the larger ones of
 * client keys, which sign in all of a tenant's users. A client's own limits may only be lower.
 */
@ApplicationScoped
public class RateLimitDefaults {

    @Inject
    @ConfigProperty(name = "nutrilab.ratelimit.per-second")
    private int perSecond;

    @Inject
    @ConfigProperty(name = "nutrilab.ratelimit.per-10-seconds")
    private int per10Seconds;

    @Inject
    @ConfigProperty(name = "nutrilab.ratelimit.per-minute")
    private int perMinute;

    @Inject
    @ConfigProperty(name = "nutrilab.ratelimit.client.per-second")
    private int clientPerSecond;

    @Inject
    @ConfigProperty(name = "nutrilab.ratelimit.client.per-10-seconds")
    private int clientPer10Seconds;

    @Inject
    @ConfigProperty(name = "nutrilab.ratelimit.client.per-minute")
    private int clientPerMinute;

    public RateLimits limits() {
        return new RateLimits(perSecond, per10Seconds, perMinute);
    }

    public RateLimits clientKeyLimits() {
        return new RateLimits(clientPerSecond, clientPer10Seconds, clientPerMinute);
    }
}
