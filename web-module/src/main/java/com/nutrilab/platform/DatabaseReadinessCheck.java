package com.nutrilab.platform;

import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready only while the database answers: without it the service can do nothing useful. */
@Readiness
@ApplicationScoped
public class DatabaseReadinessCheck implements HealthCheck {

    @EJB
    private DatabaseProbe database;

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("database").status(database.answers()).build();
    }
}
