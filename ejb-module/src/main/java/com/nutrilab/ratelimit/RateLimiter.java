package com.nutrilab.ratelimit;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.nutrilab.platform.ClusterCache;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;
import org.eclipse.microprofile.metrics.Timer;

/**
 * Decides each request against the three sliding windows of its principal, in one atomic step
 * shared by every node: the principal's log of accepted times lives in the cluster cache and is
 * replaced by compare-and-set. Compare-and-set on a built-in value type ({@code long[]}) was
 * chosen over an entry processor because an entry processor needs the application's classes on
 * the member that owns the key; on one without them it fails, and backups silently diverge. When
 * one principal's requests keep racing each other for the log, the last attempt takes the key's
 * lock, so every request is decided and recorded exactly, however many arrive at once.
 *
 * <p>A node alone in its cluster first tries the log it last wrote for the principal, without
 * reading it: nobody else writes there, so it is nearly always the log, and the compare-and-set
 * proves it (one Hazelcast operation instead of two; each is a hand-off to a partition thread, and
 * together they were a fifth of an authenticated request's CPU). When it is not, the decision reads
 * the log as before. Only an acceptance is decided this way: a refusal is never decided on a log
 * that was not read.
 */
@ApplicationScoped
public class RateLimiter {

    static final String LOGS = "ratelimit-log";
    private static final Logger LOG = Logger.getLogger(RateLimiter.class.getName());
    /** Lost compare-and-set races before the decision takes the principal's lock instead. */
    private static final int OPTIMISTIC_ATTEMPTS = 16;
    /** Held for one read and one write; the lease only matters if a member dies holding it. */
    private static final Duration LOCK_LEASE = Duration.ofSeconds(5);

    private static final long FAILURE_LOG_INTERVAL_MILLIS = 10_000;
    /**
     * Principals whose log this node remembers, as many as {@code ClusterCache} keeps local copies
     * for. Below the number of principals active in a minute, every request would cost two
     * operations again (9-16 % of a search's throughput).
     */
    private static final int MAX_REMEMBERED = 100_000;

    @Inject
    private ClusterCache cache;

    @Inject
    private MetricRegistry metrics;

    /** What to do when the cluster cache cannot be reached: "open" serves, "closed" refuses. */
    @Inject
    @ConfigProperty(name = "nutrilab.ratelimit.on-cluster-failure")
    private String onClusterFailure;

    private final AtomicLong lastFailureLogged = new AtomicLong();
    /**
     * Each principal's log as this node last wrote or read it: a guess, which the compare-and-set
     * proves before it counts (a wrong one costs a read, never a wrong decision). A log is of no use
     * a minute after it was written: the shared entry has usually expired by then.
     */
    private final Cache<String, long[]> lastKnown = Caffeine.newBuilder()
            .maximumSize(MAX_REMEMBERED)
            .expireAfterWrite(Duration.ofMillis(Window.longest().millis()))
            .executor(Runnable::run)
            .build();

    private Counter accepted;
    private Counter clusterFailures;
    private Counter lockedDecisions;
    private Counter unreadDecisions;
    private final Map<Window, Counter> rejected = new EnumMap<>(Window.class);
    private Timer decisionTime;

    @PostConstruct
    void register() {
        // An idle principal's log disappears a minute after its last accepted request.
        cache.expireWhenIdle(LOGS, Duration.ofSeconds(Window.longest().seconds() + 1));
        accepted = metrics.counter("nutrilab.ratelimit.accepted");
        for (Window window : Window.values()) {
            rejected.put(window, metrics.counter("nutrilab.ratelimit.rejected", new Tag("window", window.label())));
        }
        clusterFailures = metrics.counter("nutrilab.ratelimit.cluster.failures");
        lockedDecisions = metrics.counter("nutrilab.ratelimit.contended");
        unreadDecisions = metrics.counter("nutrilab.ratelimit.unread");
        decisionTime = metrics.timer("nutrilab.ratelimit.decision");
    }

    /** Accepts (and counts) or refuses one request of the principal named by {@code key}. */
    public RateLimitDecision decide(String key, RateLimits limits) {
        long start = System.nanoTime();
        try {
            RateLimitDecision decision = decideShared(key, limits);
            if (decision.accepted()) {
                accepted.inc();
            } else {
                rejected.get(decision.blockedBy().orElseThrow()).inc();
            }
            return decision;
        } catch (RuntimeException clusterFailure) {
            return whenClusterFails(limits, clusterFailure);
        } finally {
            decisionTime.update(Duration.ofNanos(System.nanoTime() - start));
        }
    }

    /**
     * Drops a principal's log, on every node (an erased user's): its requests are no longer
     * anyone's business. Best effort: an idle log disappears by itself a minute after its last request.
     */
    public void forget(String key) {
        lastKnown.invalidate(key);
        try {
            cache.remove(LOGS, key);
        } catch (RuntimeException clusterFailure) {
            LOG.log(
                    Level.WARNING,
                    "A rate-limit log stays until it expires: the cluster cache does not answer: {0}",
                    clusterFailure.toString());
        }
    }

    private boolean failsOpen() {
        return !"closed".equalsIgnoreCase(onClusterFailure);
    }

    private RateLimitDecision decideShared(String key, RateLimits limits) {
        Optional<RateLimitDecision> unread = acceptOnLastKnownLog(key, limits);
        if (unread.isPresent()) {
            unreadDecisions.inc();
            return unread.get();
        }
        for (int attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
            Optional<RateLimitDecision> decided = attempt(key, limits);
            if (decided.isPresent()) {
                return decided.get();
            }
        }
        lockedDecisions.inc();
        // Other writers of the key wait while it is locked, so this attempt cannot lose a race.
        return cache.withLock(LOGS, key, LOCK_LEASE, () -> attempt(key, limits)
                .orElseThrow(
                        () -> new IllegalStateException("The rate limit log of " + key + " changed under its lock")));
    }

    /**
     * An acceptance decided on the log this node last knew, if the compare-and-set proves that it
     * is still the log; empty otherwise (and always when other members could have written it).
     */
    private Optional<RateLimitDecision> acceptOnLastKnownLog(String key, RateLimits limits) {
        long[] known = lastKnown.getIfPresent(key);
        if (known == null || !cache.alone()) {
            return Optional.empty();
        }
        long now = cache.clusterTime();
        SlidingWindowLog.Outcome outcome = SlidingWindowLog.decide(known, now, limits);
        if (!outcome.decision().accepted()) {
            return Optional.empty();
        }
        return acceptedIfStored(key, cache.compareAndSet(LOGS, key, known, outcome.nextLog()), outcome);
    }

    /** One read, decision and compare-and-set; empty when another request changed the log meanwhile. */
    private Optional<RateLimitDecision> attempt(String key, RateLimits limits) {
        long[] log = cache.getTimes(LOGS, key);
        long now = cache.clusterTime();
        SlidingWindowLog.Outcome outcome = SlidingWindowLog.decide(log, now, limits);
        if (!outcome.decision().accepted()) {
            if (log == null) {
                lastKnown.invalidate(key);
            } else {
                lastKnown.put(key, log);
            }
            return Optional.of(outcome.decision());
        }
        return acceptedIfStored(key, cache.compareAndSet(LOGS, key, log, outcome.nextLog()), outcome);
    }

    /** The acceptance, remembering the log stored for it; empty when the compare-and-set lost. */
    private Optional<RateLimitDecision> acceptedIfStored(String key, boolean stored, SlidingWindowLog.Outcome outcome) {
        if (!stored) {
            return Optional.empty();
        }
        lastKnown.put(key, outcome.nextLog());
        return Optional.of(outcome.decision());
    }

    private RateLimitDecision whenClusterFails(RateLimits limits, RuntimeException failure) {
        clusterFailures.inc();
        long now = System.currentTimeMillis();
        long last = lastFailureLogged.get();
        if (now - last > FAILURE_LOG_INTERVAL_MILLIS && lastFailureLogged.compareAndSet(last, now)) {
            String state = failsOpen()
                    ? "OFF (failing open: requests are served unlimited)"
                    : "REFUSING EVERY REQUEST (failing closed)";
            LOG.log(
                    Level.SEVERE,
                    "RATE LIMITING IS " + state + ": the cluster cache does not answer. Setting: "
                            + "nutrilab.ratelimit.on-cluster-failure=" + onClusterFailure,
                    failure);
        }
        return SlidingWindowLog.unavailable(limits, failsOpen());
    }
}
