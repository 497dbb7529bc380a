package com.nutrilab.platform;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Liveness;

/**
 * Live while the application is deployed and its threads answer. It deliberately ignores
 * the database: a restart cures a stuck JVM, not a database outage (readiness reports that),
 * and restarting every node whenever the database blips would make an outage worse.
 */
@Liveness
@ApplicationScoped
public class ApplicationLivenessCheck implements HealthCheck {

    @Override
    public HealthCheckResponse call() {
        Runtime runtime = Runtime.getRuntime();
        long usedMiB = (runtime.totalMemory() - runtime.freeMemory()) >> 20;
        return HealthCheckResponse.named("application")
                .up()
                .withData("heapUsedMiB", usedMiB)
                .withData("heapMaxMiB", runtime.maxMemory() >> 20)
                .build();
    }
}
