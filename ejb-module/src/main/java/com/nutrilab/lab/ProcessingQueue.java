package com.nutrilab.lab;

import com.nutrilab.platform.TurnQueue;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.util.Optional;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs report processing off the request thread, on the container's managed executor: each
 * upload once its transaction has committed, and whatever {@link LabRecovery} finds waiting.
 * At most {@link LabSettings#workers()} reports are read at once on a node, taken from a
 * {@link TurnQueue} in turn per user, so that a user's hundred uploads (or hundred hostile files)
 * wait behind another user's one report.
 */
@ApplicationScoped
public class ProcessingQueue {

    private static final Logger LOG = Logger.getLogger(ProcessingQueue.class.getName());

    @Resource
    private ManagedExecutorService executor;

    @Inject
    private ReportProcessor processor;

    @Inject
    private LabSettings settings;

    private final TurnQueue<WaitingReport> queue =
            new TurnQueue<>(Integer.MAX_VALUE, WaitingReport::userId, WaitingReport::reportId);
    private final AtomicInteger workers = new AtomicInteger();

    /** Queues a report: an upload once its transaction committed, or one the recovery found waiting. */
    public void submit(@Observes(during = TransactionPhase.AFTER_SUCCESS) WaitingReport report) {
        if (queue.offer(report)) {
            startWorkers();
        }
    }

    /** Starts workers while reports wait and fewer than the limit run. */
    private void startWorkers() {
        while (queue.hasReady()) {
            int running = workers.get();
            if (running >= settings.workers()) {
                return;
            }
            if (workers.compareAndSet(running, running + 1)) {
                try {
                    executor.execute(this::drain);
                } catch (RejectedExecutionException e) {
                    workers.decrementAndGet(); // the executor is full: the next upload or sweep starts one
                    LOG.warning("No executor thread free for lab processing now; reports wait for the next sweep");
                    return;
                }
            }
        }
    }

    /** One worker: reads reports in turn until none waits. */
    private void drain() {
        try {
            for (Optional<WaitingReport> next = queue.next(); next.isPresent(); next = queue.next()) {
                process(next.get());
            }
        } finally {
            workers.decrementAndGet();
        }
        startWorkers(); // a report offered while this worker was leaving
    }

    private void process(WaitingReport report) {
        try {
            processor.process(report.reportId());
        } catch (RuntimeException e) {
            // The database failed while claiming or recording: the lease runs out and any node retries.
            LOG.log(Level.WARNING, "Processing lab report " + report.reportId() + " stopped; it will be retried: " + e);
        } finally {
            queue.done(report);
        }
    }
}
