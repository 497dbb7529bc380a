package com.nutrilab.lab;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs report processing off the request thread, on the container's managed executor: each
 * upload once its transaction has committed, and whatever {@link LabRecovery} finds waiting.
 * At most {@link LabSettings#workers()} reports are read at once on a node.
 */
@ApplicationScoped
public class LabProcessing {

    private static final Logger LOG = Logger.getLogger(LabProcessing.class.getName());

    @Resource
    private ManagedExecutorService executor;

    @Inject
    private LabProcessor processor;

    @Inject
    private LabSettings settings;

    /** Reports queued or running here: the recovery sweep does not queue them twice. */
    private final Set<String> queued = ConcurrentHashMap.newKeySet();
    private Semaphore readers;

    @PostConstruct
    void init() {
        readers = new Semaphore(settings.workers());
    }

    void onUploaded(@Observes(during = TransactionPhase.AFTER_SUCCESS) LabUploaded uploaded) {
        submit(uploaded.labResultId());
    }

    public void submit(String id) {
        if (!queued.add(id)) {
            return;
        }
        try {
            executor.execute(() -> run(id));
        } catch (RejectedExecutionException e) {
            queued.remove(id); // the executor is full: the recovery sweep offers it again
            LOG.warning(() -> "Lab report " + id + " not queued now (executor full); it will be retried");
        }
    }

    private void run(String id) {
        try {
            readers.acquire();
            try {
                processor.process(id);
            } finally {
                readers.release();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            // The database failed while claiming or recording: the lease runs out and any node retries.
            LOG.log(Level.WARNING, e, () -> "Processing lab report " + id + " stopped; it will be retried");
        } finally {
            queued.remove(id);
        }
    }
}
