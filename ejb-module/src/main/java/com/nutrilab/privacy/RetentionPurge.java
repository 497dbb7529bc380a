package com.nutrilab.privacy;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.Timeout;
import jakarta.ejb.TimerConfig;
import jakarta.ejb.TimerService;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.ToIntFunction;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Deletes what is no longer needed (docs/privacy.md, "Retention"): refresh tokens past their
 * expiry, revocations of credentials that have expired since, and webhook attempts older than
 * {@code nutrilab.retention.webhook-attempt-days}. Every node has the timer; the job's lease row
 * lets one node run it per period ({@code nutrilab.retention.interval-minutes}), in batches of
 * {@code nutrilab.retention.batch} rows per transaction, each renewing the lease (as a tenant
 * erasure's steps renew theirs): a run longer than one lease is not started again by another node,
 * and a node that lost its lease stops. Last, it gives back the space of deleted lab files
 * ({@link LabFileSpace}: Derby's compress, PostgreSQL's vacuum), unless
 * {@code nutrilab.retention.reclaim-lab-file-space} is false.
 */
@Singleton
@Startup
@DependsOn("DatabaseMigrations")
public class RetentionPurge {

    /** What one run deleted, and what became of the space deleted lab files left. */
    public record Purged(
            long refreshTokens, long revocations, long webhookAttempts, LabFileSpace.Reclaimed labFileSpace) {}

    /** This node, as lease owner. */
    static final String NODE = UUID.randomUUID().toString();

    private static final Logger LOG = Logger.getLogger(RetentionPurge.class.getName());
    /** A node that dies mid-run holds the purge no longer than this. */
    private static final Duration LEASE = Duration.ofMinutes(10);

    @Resource
    private TimerService timers;

    @Inject
    private RetentionBatches batches;

    @Inject
    private LabFileSpace labFiles;

    @Inject
    @ConfigProperty(name = "nutrilab.retention.interval-minutes")
    int intervalMinutes;

    @Inject
    @ConfigProperty(name = "nutrilab.retention.webhook-attempt-days")
    int webhookAttemptDays;

    @Inject
    @ConfigProperty(name = "nutrilab.retention.batch")
    int batch;

    /** Whether each run also gives back the space deleted lab files left (LabFileSpace). */
    @Inject
    @ConfigProperty(name = "nutrilab.retention.reclaim-lab-file-space")
    boolean reclaimLabFileSpace;

    private final AtomicBoolean running = new AtomicBoolean();

    @PostConstruct
    void schedule() {
        long interval = Duration.ofMinutes(Math.max(1, intervalMinutes)).toMillis();
        // First run a minute after start-up, off the start's busy moment; then every period.
        timers.createIntervalTimer(Duration.ofMinutes(1).toMillis(), interval, new TimerConfig(null, false));
    }

    // No transaction, nothing thrown: the container expunges a timer whose delivery fails twice (EJB5119).
    @Timeout
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    @Lock(LockType.READ)
    void onTimer() {
        try {
            runIfDue().ifPresent(purged -> LOG.info(() -> "Retention purge: " + purged));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "The retention purge failed; it runs again next period: {0}", e.toString());
        }
    }

    /** Runs the purge if no node holds it and none ran it within the period; empty when it did not run here. */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    @Lock(LockType.READ)
    public Optional<Purged> runIfDue() {
        if (!running.compareAndSet(false, true)) {
            return Optional.empty();
        }
        try {
            Instant now = Instant.now();
            // A run may end a little early of the period (the timers of the nodes drift): a tenth of slack.
            Instant lastRunBefore = now.minus(Duration.ofMinutes(Math.max(1, intervalMinutes))
                    .multipliedBy(9)
                    .dividedBy(10));
            if (!batches.claim(NODE, now, now.plus(LEASE), lastRunBefore)) {
                return Optional.empty();
            }
            try {
                return Optional.of(purge(now));
            } finally {
                batches.release(NODE, Instant.now());
            }
        } finally {
            running.set(false);
        }
    }

    private Purged purge(Instant now) {
        Instant attemptsBefore = now.minus(Duration.ofDays(webhookAttemptDays));
        long refreshTokens = inBatches(lease -> batches.expiredRefreshTokens(lease, now, batch));
        long revocations = inBatches(lease -> batches.expiredRevocations(lease, now, batch));
        long attempts = inBatches(lease -> batches.oldWebhookAttempts(lease, attemptsBefore, batch));
        LabFileSpace.Reclaimed space = LabFileSpace.Reclaimed.NOTHING_FREE;
        if (reclaimLabFileSpace
                && batches.renewed(
                        new RetentionBatches.Lease(NODE, Instant.now().plus(LEASE)))) {
            space = labFiles.reclaim();
        }
        return new Purged(refreshTokens, revocations, attempts, space);
    }

    /** Batches until one is not full; each renews the lease for another {@link #LEASE}; none once it is lost. */
    private long inBatches(ToIntFunction<RetentionBatches.Lease> oneBatch) {
        long total = 0;
        int deleted;
        do {
            deleted = oneBatch.applyAsInt(
                    new RetentionBatches.Lease(NODE, Instant.now().plus(LEASE)));
            if (deleted == RetentionBatches.LEASE_LOST) {
                LOG.warning("The retention purge lost its lease to another node; it stops here");
                throw new IllegalStateException("lease lost");
            }
            total += deleted;
        } while (deleted == batch);
        return total;
    }
}
