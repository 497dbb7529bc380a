package com.nutrilab.auth;

import com.nutrilab.platform.ClusterCache;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Duration;
import java.time.Instant;

/**
 * Whether a verified credential is still good: its client enabled and (for a client key) still
 * the current key, its token or sign-in not revoked. The database is the record; the cluster
 * cache answers each request, and every change is written to it at once, so a disabled client
 * or a revoked token is refused on every node from the next request on.
 */
@ApplicationScoped
public class CredentialStatus {

    private static final String CLIENTS = "client-status";
    private static final String REVOKED = "revoked-credentials";
    private static final String DISABLED = "disabled";
    private static final String ACTIVE_PREFIX = "active:";
    /** A cached client status is reloaded from the database after this, should a write ever be missed. */
    private static final Duration CLIENT_STATUS_TTL = Duration.ofMinutes(10);

    @Inject
    private ClusterCache cache;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Resource
    private TransactionSynchronizationRegistry transactions;

    /** A client key is good while its client is enabled and its jti is the client's current key id. */
    public boolean clientKeyValid(String clientId, String keyId) {
        return (ACTIVE_PREFIX + keyId).equals(clientStatus(clientId));
    }

    public boolean clientEnabled(String clientId) {
        String status = clientStatus(clientId);
        return status != null && status.startsWith(ACTIVE_PREFIX);
    }

    public boolean revoked(RevokedCredential.Kind kind, String credentialId) {
        return credentialId != null && cache.contains(REVOKED, revokedKey(kind, credentialId));
    }

    /**
     * Publishes a client's new state (created, key rotated, disabled or enabled) to every node,
     * once the transaction that changed it has committed.
     */
    public void clientChanged(ApiClient client) {
        String clientId = client.id();
        String newStatus = statusOf(client);
        afterCommit(() -> cache.put(CLIENTS, clientId, newStatus, CLIENT_STATUS_TTL));
    }

    /** Publishes a revocation to every node, for as long as the credential would have lived. */
    public void revoked(RevokedCredential revocation) {
        String key = revokedKey(revocation.kind(), revocation.credentialId());
        Instant expiresAt = revocation.expiresAt();
        afterCommit(() -> {
            Duration remaining = Duration.between(Instant.now(), expiresAt);
            if (!remaining.isNegative()) {
                cache.putIfAbsent(REVOKED, key, "1", remaining);
            }
        });
    }

    private void afterCommit(Runnable publish) {
        if (transactions.getTransactionStatus() != Status.STATUS_ACTIVE) {
            publish.run();
            return;
        }
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
                // nothing to do before
            }

            @Override
            public void afterCompletion(int status) {
                if (status == Status.STATUS_COMMITTED) {
                    publish.run();
                }
            }
        });
    }

    private String clientStatus(String clientId) {
        if (clientId == null) {
            return null;
        }
        String status = cache.get(CLIENTS, clientId);
        if (status == null) {
            ApiClient client = entityManager.find(ApiClient.class, clientId);
            if (client == null) {
                return null;
            }
            status = statusOf(client);
            cache.putIfAbsent(CLIENTS, clientId, status, CLIENT_STATUS_TTL);
        }
        return status;
    }

    private static String statusOf(ApiClient client) {
        return client.disabled() ? DISABLED : ACTIVE_PREFIX + client.keyId();
    }

    private static String revokedKey(RevokedCredential.Kind kind, String credentialId) {
        return kind.name() + ":" + credentialId;
    }
}
