package com.nutrilab.auth;

import com.nutrilab.platform.AppSetting;
import com.nutrilab.platform.Sha256;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.Optional;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The operator's secret and sign-in. Only the secret's PBKDF2 hash is stored. A configured
 * secret ({@code NUTRILAB_OPERATOR_KEY}) always wins; with none configured, the first start
 * generates one and prints it once, and later starts reuse its stored hash.
 *
 * <p>An operator token names the key it was issued under ({@link #keyId}: derived from the stored
 * hash, which has a new salt whenever the secret changes), and is refused once another key is in
 * force: replacing the secret ends every operator token issued before, on every node
 * ({@link CredentialStatus}).
 */
@Startup
@Singleton
@DependsOn("DatabaseMigrations")
@Lock(LockType.READ)
public class OperatorAccess {

    static final String SECRET_HASH_SETTING = "operator.secret-hash";
    private static final Logger LOG = Logger.getLogger(OperatorAccess.class.getName());
    private static final int MAX_SECRET_LENGTH = 512;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private PasswordHasher hasher;

    @Inject
    private TokenIssuer tokens;

    @Inject
    private Event<OperatorKeyChanged> keyChanged;

    @Inject
    @ConfigProperty(name = "nutrilab.operator-key")
    private Optional<String> configuredSecret;

    @PostConstruct
    void ensureSecret() {
        // Nodes of a cluster often start together: the first to get here stores the secret, the
        // others wait and find it (without the lock, both would insert it and one would fail to
        // deploy; with none configured, the loser would print a secret that is not the stored one).
        // Held for this start-up transaction only; Derby and PostgreSQL take the same statement.
        entityManager
                .createNativeQuery("LOCK TABLE app_setting IN EXCLUSIVE MODE")
                .executeUpdate();
        AppSetting stored = entityManager.find(AppSetting.class, SECRET_HASH_SETTING);
        Optional<String> configured = configuredSecret.filter(secret -> !secret.isBlank());
        if (configured.isPresent()) {
            if (stored == null) {
                entityManager.persist(new AppSetting(SECRET_HASH_SETTING, hash(configured.get())));
            } else if (!hasher.verify(PasswordHasher.OPERATOR, configured.get().toCharArray(), stored.value())) {
                replaceSecret(configured.get());
                LOG.info(
                        "The operator secret changed to the configured one; operator tokens issued before are refused");
            }
        } else if (stored == null) {
            String generated = TokenIssuer.randomToken();
            entityManager.persist(new AppSetting(SECRET_HASH_SETTING, hash(generated)));
            LOG.warning("No operator secret is configured (NUTRILAB_OPERATOR_KEY), so one was generated. "
                    + "It is shown this once and stored only as a hash; write it down now: " + generated);
        }
    }

    /**
     * Makes {@code secret} the operator secret, as a newly configured one does at start: operator
     * tokens issued under the previous secret are refused from the next request on, on every node.
     */
    @Lock(LockType.WRITE)
    public void replaceSecret(String secret) {
        AppSetting stored = entityManager.find(AppSetting.class, SECRET_HASH_SETTING);
        stored.change(hash(secret));
        keyChanged.fire(new OperatorKeyChanged(keyId(stored.value())));
    }

    /** The id of the operator key whose hash is stored: not secret, it only tells keys apart. */
    static String keyId(String storedHash) {
        return Sha256.hex(storedHash).substring(0, 32);
    }

    /** An operator token for the right secret. */
    public IssuedToken login(String secret) {
        if (secret == null || secret.length() > MAX_SECRET_LENGTH) {
            throw new InvalidCredentialsException("Wrong operator key");
        }
        AppSetting stored = entityManager.find(AppSetting.class, SECRET_HASH_SETTING);
        if (!hasher.verify(PasswordHasher.OPERATOR, secret.toCharArray(), stored.value())) {
            throw new InvalidCredentialsException("Wrong operator key");
        }
        return tokens.operatorToken(keyId(stored.value()));
    }

    private String hash(String secret) {
        return hasher.hash(PasswordHasher.OPERATOR, secret.toCharArray());
    }
}
