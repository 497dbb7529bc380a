package com.nutrilab.auth;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.identitystore.Pbkdf2PasswordHash;
import java.util.Map;
import java.util.concurrent.Callable;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Slow, salted password hashes: Jakarta Security's PBKDF2 with HMAC-SHA512 (OWASP's 2023
 * advice: at least 210,000 iterations), a fresh 32-byte salt per hash. The stored form names
 * algorithm and iterations, so raising them later does not break older hashes.
 *
 * <p>Each hash (about 0.2 s of CPU) runs on this node's own threads, the request thread waiting
 * for it: {@code nutrilab.auth.hashing.workers} threads (by default half the cores) shared fairly
 * by the tenants ({@link FairHashingPool}: each tenant's hashes wait in its own line, served in
 * turn, at most {@code nutrilab.auth.hashing.queue} waiting in all; a tenant at its share gets
 * 429 with Retry-After, never another tenant), and {@code nutrilab.auth.hashing.operator-workers}
 * threads reserved for the operator's login, so that the operator can sign in to disable a
 * flooding tenant (docs/auth.md, "Passwords").
 */
@ApplicationScoped
public class PasswordHasher {

    /** Whose line the operator's hashes wait in: the reserve's only one. */
    static final String OPERATOR = "operator";
    /** Operator logins that may wait for the reserve: an operator signs in rarely. */
    private static final int OPERATOR_QUEUE = 2;

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

    @Inject
    @ConfigProperty(name = "nutrilab.auth.hashing.operator-workers")
    private int operatorWorkers;

    /** A hash of a random password, verified when there is no real hash to check against. */
    private String decoy;

    private FairHashingPool tenants;
    private FairHashingPool operator;

    @PostConstruct
    void configure() {
        pbkdf2.initialize(Map.of(
                "Pbkdf2PasswordHash.Algorithm", "PBKDF2WithHmacSHA512",
                "Pbkdf2PasswordHash.Iterations", Integer.toString(iterations),
                "Pbkdf2PasswordHash.SaltSizeBytes", "32",
                "Pbkdf2PasswordHash.KeySizeBytes", "64"));
        int threads = workers > 0 ? workers : Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
        tenants = new FairHashingPool("nutrilab-password-hashing", threads, queue);
        operator = new FairHashingPool("nutrilab-operator-hashing", Math.max(1, operatorWorkers), OPERATOR_QUEUE);
        decoy = hash(OPERATOR, TokenIssuer.randomToken().toCharArray());
    }

    @PreDestroy
    void stop() {
        tenants.stop();
        operator.stop();
    }

    /** A new hash, computed in the tenant's turn ({@link #OPERATOR} for the operator's secret). */
    public String hash(String tenant, char[] password) {
        return inTurn(tenant, () -> pbkdf2.generate(password));
    }

    public boolean verify(String tenant, char[] password, String storedHash) {
        return inTurn(tenant, () -> pbkdf2.verify(password, storedHash));
    }

    /**
     * Spends the time a real verification takes, and fails: used when the account does not
     * exist, so that a wrong username and a wrong password cannot be told apart by timing.
     */
    public boolean verifyNothing(String tenant, char[] password) {
        inTurn(tenant, () -> pbkdf2.verify(password, decoy));
        return false;
    }

    private <T> T inTurn(String tenant, Callable<T> work) {
        return OPERATOR.equals(tenant) ? operator.run(OPERATOR, work) : tenants.run(tenant, work);
    }
}
