package com.nutrilab.webhook;

import com.nutrilab.platform.DatabaseRetries;
import com.nutrilab.platform.TurnQueue;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Delivers webhooks on this node: the deliveries an outcome wrote (once its transaction has
 * committed) and whatever {@link WebhookSweep} finds due, on a pool of
 * {@link WebhookSettings#workers()} threads of its own. Its own, not the container's managed
 * executor, which lab processing uses: a slow receiver holds only webhook threads, never lab
 * processing, and one client's receivers at most half of them ({@link TurnQueue}).
 */
@ApplicationScoped
public class WebhookDispatcher {

    private static final Logger LOG = Logger.getLogger(WebhookDispatcher.class.getName());
    /** Due deliveries looked up at once. */
    private static final int BATCH = 200;
    /** A client with this many deliveries held here gets no more from the database for now. */
    private static final int BACKLOG_PER_CLIENT = 100;

    @Resource
    private ManagedThreadFactory threads;

    @Inject
    private WebhookSettings settings;

    @Inject
    private WebhookLeases leases;

    @Inject
    private WebhookSender sender;

    @Inject
    private DatabaseRetries retries;

    private ExecutorService pool;
    private TurnQueue<PendingDelivery> queue;
    private final AtomicInteger workers = new AtomicInteger();
    /** The last look found a full batch: more are due than were taken, so look again once these are done. */
    private final AtomicBoolean moreDue = new AtomicBoolean();

    @PostConstruct
    void start() {
        pool = Executors.newFixedThreadPool(settings.workers(), threads);
        queue = new TurnQueue<>(settings.workersPerClient(), PendingDelivery::clientId, PendingDelivery::deliveryId);
    }

    @PreDestroy
    void stop() {
        pool.shutdownNow();
    }

    void onQueued(@Observes(during = TransactionPhase.AFTER_SUCCESS) WebhookQueued queued) {
        queued.deliveries().forEach(this::submit);
    }

    private void submit(PendingDelivery delivery) {
        if (queue.offer(delivery)) {
            startWorkers();
        }
    }

    /**
     * Offers this node's workers the deliveries due now (the claim decides which node sends each).
     * Never throws: when the look fails (the database away), the next sweep looks again.
     */
    public void offerDue() {
        try {
            List<PendingDelivery> due = leases.due(BATCH, queue.backlogged(BACKLOG_PER_CLIENT));
            moreDue.set(due.size() == BATCH);
            due.forEach(this::submit);
        } catch (RuntimeException e) {
            LOG.log(
                    Level.WARNING,
                    "Looking for due webhook deliveries failed; the sweep tries again shortly: {0}",
                    e.toString());
        }
    }

    /** Starts workers while deliveries are ready and fewer than the pool's threads run. */
    private void startWorkers() {
        while (queue.hasReady()) {
            int running = workers.get();
            if (running >= settings.workers()) {
                return;
            }
            if (workers.compareAndSet(running, running + 1)) {
                pool.execute(this::drain);
            }
        }
    }

    /** One worker: delivers in turn until nothing is ready; a backlog in the database is looked up again at once. */
    private void drain() {
        try {
            for (Optional<PendingDelivery> next = queue.next(); next.isPresent(); next = queue.next()) {
                deliver(next.get());
            }
        } finally {
            workers.decrementAndGet();
        }
        if (queue.isEmpty() && moreDue.compareAndSet(true, false)) {
            offerDue();
        }
        startWorkers(); // a delivery offered while this worker was leaving
    }

    private void deliver(PendingDelivery taken) {
        String id = taken.deliveryId();
        try {
            Optional<WebhookLeases.Claim> claim = leases.claim(taken.endpointId(), id);
            if (claim.isPresent()) {
                AttemptResult result = sender.send(claim.get());
                retries.patient(() -> leases.record(id, result));
            }
        } catch (RuntimeException e) {
            // The database failed while claiming or recording: the lease runs out and any node tries again.
            LOG.log(Level.WARNING, "Delivering webhook " + id + " stopped; it will be tried again: " + e);
        } finally {
            queue.done(taken);
        }
    }
}
