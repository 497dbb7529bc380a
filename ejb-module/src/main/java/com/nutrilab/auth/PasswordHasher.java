package com.nutrilab.auth;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.identitystore.Pbkdf2PasswordHash;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Slow, salted password hashes: Jakarta Security's PBKDF2 with HMAC-SHA512 (OWASP's 2023
 * advice: at least 210,000 iterations), a fresh 32-byte salt per hash. The stored form names
 * algorithm and iterations, so raising them later does not break older hashes.
 *
 * <p>Each hash (about 0.2 s of CPU) runs on a bounded pool of this node's own threads, the
 * request thread waiting for it: at most {@code nutrilab.auth.hashing.workers} at once (by
 * default half the cores), at most {@code nutrilab.auth.hashing.queue} more waiting; beyond that
 * the request is refused at once ({@link PasswordHashingBusyException}, 503 with Retry-After).
 * So a flood of sign-ins, from one tenant or from many addresses, holds few request threads and
 * part of the CPU, and everyone else's requests go on (docs/auth.md).
 */
@ApplicationScoped
public class PasswordHasher {

    @Inject
    private Pbkdf2PasswordHash pbkdf2;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.password-iterations")
    private int iterations;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.hashing.workers")
    private int workers;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.hashing.queue")
    private int queue;

    /** A hash of a random password, verified when there is no real hash to check against. */
    private String decoy;

    private ThreadPoolExecutor pool;

    @PostConstruct
    void configure() {
        pbkdf2.initialize(Map.of(
                "Pbkdf2PasswordHash.Algorithm", "PBKDF2WithHmacSHA512",
                "Pbkdf2PasswordHash.Iterations", Integer.toString(iterations),
                "Pbkdf2PasswordHash.SaltSizeBytes", "32",
                "Pbkdf2PasswordHash.KeySizeBytes", "64"));
        int threads = workers > 0 ? workers : Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
        pool = boundedPool(threads, Math.max(0, queue));
        char[] random = new char[32];
        SecureRandom secureRandom = new SecureRandom();
        for (int i = 0; i < random.length; i++) {
            random[i] = (char) ('a' + secureRandom.nextInt(26));
        }
        decoy = hash(random);
    }

    @PreDestroy
    void stop() {
        pool.shutdownNow();
    }

    public String hash(char[] password) {
        return onThePool(() -> pbkdf2.generate(password));
    }

    public boolean verify(char[] password, String storedHash) {
        return onThePool(() -> pbkdf2.verify(password, storedHash));
    }

    /**
     * Spends the time a real verification takes, and fails: used when the account does not
     * exist, so that a wrong username and a wrong password cannot be told apart by timing.
     */
    public boolean verifyNothing(char[] password) {
        onThePool(() -> pbkdf2.verify(password, decoy));
        return false;
    }

    /**
     * {@code threads} threads and a queue of {@code queue}; a task that finds both full is refused.
     * A queue of 0 hands a task only to an idle thread.
     */
    static ThreadPoolExecutor boundedPool(int threads, int queue) {
        AtomicInteger made = new AtomicInteger();
        ThreadFactory factory = work -> {
            Thread thread = new Thread(work, "nutrilab-password-hashing-" + made.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
        return new ThreadPoolExecutor(
                threads,
                threads,
                0,
                TimeUnit.MILLISECONDS,
                queue == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(queue),
                factory,
                new ThreadPoolExecutor.AbortPolicy());
    }

    /** Runs {@code work} on the pool and waits for it; refused at once when the pool and its queue are full. */
    <T> T onThePool(Callable<T> work) {
        return onThePool(pool, work);
    }

    static <T> T onThePool(ThreadPoolExecutor pool, Callable<T> work) {
        Future<T> done;
        try {
            done = pool.submit(work);
        } catch (RejectedExecutionException full) {
            throw new PasswordHashingBusyException();
        }
        try {
            return done.get();
        } catch (InterruptedException interrupted) {
            done.cancel(true);
            Thread.currentThread().interrupt();
            throw new PasswordHashingBusyException();
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof RuntimeException cause
                    ? cause
                    : new IllegalStateException("Password hashing failed", failed.getCause());
        }
    }
}
