package com.nutrilab.webhook;

import com.nutrilab.platform.DatabaseRetries;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.function.Supplier;

/** What both webhook resources call: the EJB, and the brief retry of a write the database failed under. */
@ApplicationScoped
public class WebhookOperations {

    @Inject
    private WebhookEndpoints endpoints;

    @Inject
    private DatabaseRetries retries;

    WebhookEndpoints endpoints() {
        return endpoints;
    }

    <T> T retried(Supplier<T> step) {
        return retries.brief(step);
    }
}
