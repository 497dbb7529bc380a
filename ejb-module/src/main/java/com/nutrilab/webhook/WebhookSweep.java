package com.nutrilab.webhook;

import jakarta.ejb.DependsOn;
import jakarta.ejb.Schedule;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Every few seconds, each node offers its dispatcher the deliveries that are due: retries whose
 * time has come, and events a crashed, killed or restarted node left with a lease that has run
 * out. The lease decides which node sends each.
 */
@Singleton
@Startup
@DependsOn("DatabaseMigrations") // its first sweep would otherwise look for tables not made yet
public class WebhookSweep {

    private static final Logger LOG = Logger.getLogger(WebhookSweep.class.getName());

    @Inject
    private WebhookDispatcher dispatcher;

    // No transaction around the sweep, and nothing thrown out of it: the container expunges a
    // timer whose delivery fails twice (EJB5119), and no webhook would ever be retried on this node.
    @Schedule(second = "*/5", minute = "*", hour = "*", persistent = false)
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public void offerDueDeliveries() {
        try {
            dispatcher.offerDue();
        } catch (RuntimeException e) {
            LOG.log(
                    Level.WARNING,
                    "Looking for due webhook deliveries failed; trying again shortly: {0}",
                    e.toString());
        }
    }
}
