package com.nutrilab.auth;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.identitystore.Pbkdf2PasswordHash;
import java.security.SecureRandom;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Slow, salted password hashes: Jakarta Security's PBKDF2 with HMAC-SHA512 (OWASP's 2023
 * advice: at least 210,000 iterations), a fresh 32-byte salt per hash. The stored form names
 * algorithm and iterations, so raising them later does not break older hashes.
 */
@ApplicationScoped
public class PasswordHasher {

    @Inject
    private Pbkdf2PasswordHash pbkdf2;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.password-iterations")
    private int iterations;

    /** A hash of a random password, verified when there is no real hash to check against. */
    private String decoy;

    @PostConstruct
    void configure() {
        pbkdf2.initialize(Map.of(
                "Pbkdf2PasswordHash.Algorithm", "PBKDF2WithHmacSHA512",
                "Pbkdf2PasswordHash.Iterations", Integer.toString(iterations),
                "Pbkdf2PasswordHash.SaltSizeBytes", "32",
                "Pbkdf2PasswordHash.KeySizeBytes", "64"));
        char[] random = new char[32];
        SecureRandom secureRandom = new SecureRandom();
        for (int i = 0; i < random.length; i++) {
            random[i] = (char) ('a' + secureRandom.nextInt(26));
        }
        decoy = hash(random);
    }

    public String hash(char[] password) {
        return pbkdf2.generate(password);
    }

    public boolean verify(char[] password, String storedHash) {
        return pbkdf2.verify(password, storedHash);
    }

    /**
     * Spends the time a real verification takes, and fails: used when the account does not
     * exist, so that a wrong username and a wrong password cannot be told apart by timing.
     */
    public boolean verifyNothing(char[] password) {
        pbkdf2.verify(password, decoy);
        return false;
    }
}
