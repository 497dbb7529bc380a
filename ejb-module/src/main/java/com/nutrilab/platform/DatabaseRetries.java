package com.nutrilab.platform;

import jakarta.ejb.EJBException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.time.temporal.ChronoUnit;
import java.util.function.Supplier;
import org.eclipse.microprofile.faulttolerance.Retry;

/**
 * Runs a transactional step again when the database fails under it (MicroProfile Fault
 * Tolerance). Each attempt calls the EJB anew, so each runs in a transaction of its own: a retry
 * inside the failed transaction would be no retry at all. Domain exceptions (a 404, a 409) are
 * application exceptions, not these, and are never repeated.
 */
@ApplicationScoped
public class DatabaseRetries {

    /** For a request: a lost deadlock or a blip is tried again a few times within half a second. */
    @Retry(
            maxRetries = 3,
            delay = 50,
            jitter = 50,
            retryOn = {EJBException.class, PersistenceException.class})
    public <T> T brief(Supplier<T> step) {
        return step.get();
    }

    /**
     * For background work whose result is worth keeping (a report read by OCR): tried again every
     * few seconds for up to four minutes, which a database restart fits in.
     */
    @Retry(
            maxRetries = -1,
            delay = 2,
            delayUnit = ChronoUnit.SECONDS,
            jitter = 1,
            jitterDelayUnit = ChronoUnit.SECONDS,
            maxDuration = 4,
            durationUnit = ChronoUnit.MINUTES,
            retryOn = {EJBException.class, PersistenceException.class})
    public void patient(Runnable step) {
        step.run();
    }
}
