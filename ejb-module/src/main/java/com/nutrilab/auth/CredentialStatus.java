package com.nutrilab.auth;

import com.nutrilab.platform.ClusterCache;
import com.nutrilab.ratelimit.RateLimitDefaults;
import com.nutrilab.ratelimit.RateLimits;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.ContextNotActiveException;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

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
    /** A cached client status is reloaded from the database after this, should a write ever be missed. */
    private static final Duration CLIENT_STATUS_TTL = Duration.ofMinutes(10);

    private static final Logger LOG = Logger.getLogger(CredentialStatus.class.getName());

    @Inject
    private ClusterCache cache;

    @Inject
    private RateLimitDefaults defaults;

    @Inject
    private ClientStatesOfRequest ofThisRequest;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Resource
    private TransactionSynchronizationRegistry transactions;

    /** A client key is good while its client is enabled and its jti is the client's current key id. */
    public boolean clientKeyValid(String clientId, String keyId) {
        return clientState(clientId).filter(state -> state.enabled() && state.keyId().equals(keyId)).isPresent();
    }

    public boolean clientEnabled(String clientId) {
        return clientState(clientId).filter(ClientState::enabled).isPresent();
    }

    /** The rate limits in force for a client and its users: the server's defaults, tightened by its own. */
    public RateLimits rateLimits(String clientId) {
        RateLimits limits = defaults.limits();
        return clientState(clientId)
                .map(state -> limits.tightenedBy(state.perSecond(), state.per10Seconds(), state.perMinute()))
                .orElse(limits);
    }

    public boolean revoked(RevokedCredential.Kind kind, String credentialId) {
        if (credentialId == null) {
            return false;
        }
        try {
            return cache.contains(REVOKED, revokedKey(kind, credentialId));
        } catch (RuntimeException clusterFailure) {
            logCacheFailure(clusterFailure);
            RevokedCredential revocation = entityManager.find(RevokedCredential.class,
                    new RevokedCredential.Key(kind, credentialId));
            return revocation != null && revocation.expiresAt().isAfter(Instant.now());
        }
    }

    /**
     * Publishes a client's new state (created, key rotated, disabled or enabled) to every node,
     * once the transaction that changed it has committed.
     */
    public void clientChanged(ApiClient client) {
        String clientId = client.id();
        String newState = ClientState.of(client).encode();
        try {
            ofThisRequest.forget(clientId);
        } catch (ContextNotActiveException noRequest) {
            // nothing remembered outside a request
        }
        afterCommit(() -> cache.put(CLIENTS, clientId, newState, CLIENT_STATUS_TTL));
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

    private Optional<ClientState> clientState(String clientId) {
        if (clientId == null) {
            return Optional.empty();
        }
        try {
            return ofThisRequest.get(clientId, this::sharedClientState);
        } catch (ContextNotActiveException noRequest) {
            return sharedClientState(clientId);
        }
    }

    private Optional<ClientState> sharedClientState(String clientId) {
        try {
            String encoded = cache.get(CLIENTS, clientId);
            if (encoded != null) {
                return Optional.of(ClientState.decode(encoded));
            }
            Optional<ClientState> loaded = loadClientState(clientId);
            loaded.ifPresent(state -> cache.putIfAbsent(CLIENTS, clientId, state.encode(), CLIENT_STATUS_TTL));
            return loaded;
        } catch (RuntimeException clusterFailure) {
            // The database is the record: slower, but never wrong, while the cluster cache is away.
            logCacheFailure(clusterFailure);
            return loadClientState(clientId);
        }
    }

    private Optional<ClientState> loadClientState(String clientId) {
        return Optional.ofNullable(entityManager.find(ApiClient.class, clientId)).map(ClientState::of);
    }

    private void logCacheFailure(RuntimeException failure) {
        LOG.log(Level.WARNING, "Cluster cache unavailable, credential checks read the database: {0}",
                failure.toString());
    }

    private static String revokedKey(RevokedCredential.Kind kind, String credentialId) {
        return kind.name() + ":" + credentialId;
    }
}
