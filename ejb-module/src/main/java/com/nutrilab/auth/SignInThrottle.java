package com.nutrilab.auth;

import com.nutrilab.platform.ClusterCache;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Arrays;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Failed sign-ins per username of a tenant, on every node: after {@code max} failures within the
 * window that username is refused (even with the right password) until the oldest of them leaves
 * the window. Only that username is affected, and never for longer than the window: there is no
 * lock-out that an attacker can hold except by failing again at that pace, which is the point.
 */
@ApplicationScoped
public class SignInThrottle {

    static final String FAILURES = "signin-failures";
    private static final Logger LOG = Logger.getLogger(SignInThrottle.class.getName());
    private static final int MAX_ATTEMPTS = 16;

    @Inject
    private ClusterCache cache;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.failed-logins.max")
    private int maxFailures;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.failed-logins.window-seconds")
    private int windowSeconds;

    @PostConstruct
    void register() {
        cache.expireWhenIdle(FAILURES, Duration.ofSeconds(windowSeconds));
    }

    /** Refuses the sign-in when the username has used up its failures in the window. */
    void checkAllowed(String clientId, String username) {
        long[] recent;
        long now;
        try {
            now = cache.clusterTime();
            recent = withinWindow(cache.getTimes(FAILURES, key(clientId, username)), now);
        } catch (RuntimeException clusterFailure) {
            // The password check still protects the account; only the throttle is off meanwhile.
            LOG.log(
                    Level.WARNING,
                    "Failed sign-ins cannot be counted: the cluster cache does not answer",
                    clusterFailure);
            return;
        }
        if (recent.length >= maxFailures) {
            long freedAt = recent[recent.length - maxFailures] + windowMillis();
            throw new SignInsThrottledException(Math.max(1, (freedAt - now + 999) / 1000));
        }
    }

    void recordFailure(String clientId, String username) {
        String key = key(clientId, username);
        try {
            for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
                long[] stored = cache.getTimes(FAILURES, key);
                long now = cache.clusterTime();
                long[] recent = withinWindow(stored, now);
                long[] next =
                        Arrays.copyOfRange(recent, Math.max(0, recent.length - maxFailures + 1), recent.length + 1);
                next[next.length - 1] = now;
                if (cache.compareAndSet(FAILURES, key, stored, next)) {
                    return;
                }
            }
        } catch (RuntimeException clusterFailure) {
            LOG.log(
                    Level.WARNING,
                    "A failed sign-in was not counted: the cluster cache does not answer",
                    clusterFailure);
        }
    }

    /** Drops a username's failed sign-ins (an erased user's); best effort, they expire with the window anyway. */
    void forget(String clientId, String username) {
        try {
            cache.remove(FAILURES, key(clientId, username));
        } catch (RuntimeException clusterFailure) {
            LOG.log(
                    Level.WARNING,
                    "Failed sign-ins stay until they expire: the cluster cache does not answer: {0}",
                    clusterFailure.toString());
        }
    }

    private long[] withinWindow(long[] times, long now) {
        if (times == null) {
            return new long[0];
        }
        return Arrays.stream(times).filter(time -> time > now - windowMillis()).toArray();
    }

    private long windowMillis() {
        return windowSeconds * 1000L;
    }

    private static String key(String clientId, String username) {
        return clientId + '\n' + username;
    }
}
