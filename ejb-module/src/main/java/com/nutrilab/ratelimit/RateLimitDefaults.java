package com.nutrilab.ratelimit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The server-wide caps from configuration; a client's own limits may only be lower. */
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

    public RateLimits limits() {
        return new RateLimits(perSecond, per10Seconds, perMinute);
    }
}
