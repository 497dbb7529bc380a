package com.nutrilab.webhook;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.Timeout;
import jakarta.ejb.TimerConfig;
import jakarta.ejb.TimerService;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Every few seconds ({@code nutrilab.webhooks.sweep-seconds}), each node offers its dispatcher the
 * deliveries that are due: retries whose time has come, and events a crashed, killed or restarted
 * node left with a lease that has run out. The lease decides which node sends each.
 */
@Singleton
@Startup
@DependsOn("DatabaseMigrations") // its first sweep would otherwise look for tables not made yet
public class WebhookSweep {

    private static final Logger LOG = Logger.getLogger(WebhookSweep.class.getName());

    @Resource
    private TimerService timers;

    @Inject
    private WebhookDispatcher dispatcher;

    @Inject
    @ConfigProperty(name = "nutrilab.webhooks.sweep-seconds")
    int sweepSeconds;

    @PostConstruct
    void schedule() {
        long interval = Duration.ofSeconds(Math.max(1, sweepSeconds)).toMillis();
        timers.createIntervalTimer(interval, interval, new TimerConfig(null, false));
    }

    // No transaction around the sweep, and nothing thrown out of it: the container expunges a
    // timer whose delivery fails twice (EJB5119), and no webhook would ever be retried on this node.
    // offerDue catches its own failures; this catches the dispatcher's (its bean not made, a node
    // shutting down).
    @Timeout
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public void offerDueDeliveries() {
        try {
            dispatcher.offerDue();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Offering due webhook deliveries failed; trying again shortly: {0}", e.toString());
        }
    }
}
