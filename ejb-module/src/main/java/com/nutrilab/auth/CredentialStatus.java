package com.nutrilab.auth;

import com.nutrilab.platform.AppSetting;
import com.nutrilab.platform.ClusterCache;
import com.nutrilab.platform.ClusterCacheUnavailableException;
import com.nutrilab.ratelimit.RateLimitDefaults;
import com.nutrilab.ratelimit.RateLimits;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.ContextNotActiveException;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Whether a verified credential is still good: its client enabled and (for a client key) still
 * the current key, its token or sign-in not revoked. The database is the record; the cluster
 * cache answers each request, and follows the database: every change is written to it inside
 * the change's transaction, which the write's failure rolls back, so a disabled client or a
 * revoked token is refused on every node from the next request on, or the change fails.
 */
@ApplicationScoped
public class CredentialStatus {

    private static final String CLIENTS = "client-status";
    private static final String REVOKED = "revoked-credentials";
    /** One entry: the id of the operator key in force, under {@link #CURRENT}. */
    private static final String OPERATOR_KEY = "operator-key";

    private static final String CURRENT = "current";
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

    /**
     * Whether a verified credential is still good: an operator token while the operator key it was
     * issued under is the one in force, a client
     * key while it is its enabled client's current key, a user's token while its client is
     * enabled and neither the token nor its sign-in is revoked.
     */
    public boolean stillValid(Caller caller) {
        return switch (caller.kind()) {
            case OPERATOR -> caller.signInId() != null && caller.signInId().equals(operatorKeyId());
            case CLIENT -> caller.subject().equals(caller.clientId())
                    && clientKeyValid(caller.clientId(), caller.tokenId());
            case USER -> clientEnabled(caller.clientId())
                    && !revoked(RevokedCredential.Kind.ACCESS_TOKEN, caller.tokenId())
                    && !revoked(RevokedCredential.Kind.SIGN_IN, caller.signInId());
        };
    }

    /** A client key is good while its client is enabled and its jti is the client's current key id. */
    boolean clientKeyValid(String clientId, String keyId) {
        return clientState(clientId)
                .filter(state -> state.enabled() && state.keyId().equals(keyId))
                .isPresent();
    }

    public boolean clientEnabled(String clientId) {
        return clientState(clientId).filter(ClientState::enabled).isPresent();
    }

    /** The rate limits in force for a client and its users: the server's defaults, tightened by its own. */
    public RateLimits rateLimits(String clientId) {
        return rateLimits(clientId, defaults.limits());
    }

    /** The given caps, tightened by the client's own limits where the operator set lower ones. */
    public RateLimits rateLimits(String clientId, RateLimits limits) {
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
            RevokedCredential revocation =
                    entityManager.find(RevokedCredential.class, new RevokedCredential.Key(kind, credentialId));
            return revocation != null && revocation.expiresAt().isAfter(Instant.now());
        }
    }

    /**
     * Writes a client's new state (created, key rotated, disabled or enabled) to the cluster cache
     * inside the transaction that changes it, before it commits: a write the cache refuses rolls the
     * change back and fails the request ({@link ClusterCacheUnavailableException}, 503), so no node
     * keeps answering from the old state of a change that was reported done.
     */
    void onClientChanged(@Observes ClientChanged changed) {
        try {
            ofThisRequest.forget(changed.clientId());
        } catch (ContextNotActiveException noRequest) {
            // nothing remembered outside a request
        }
        writeThrough(
                "the change of client " + changed.clientId(),
                () -> cache.put(CLIENTS, changed.clientId(), changed.state().encode(), CLIENT_STATUS_TTL));
    }

    /** A client change written to the cache and then rolled back: the next read loads what the database kept. */
    void onClientChangeRolledBack(@Observes(during = TransactionPhase.AFTER_FAILURE) ClientChanged changed) {
        forget(CLIENTS, changed.clientId());
    }

    /** Writes the new operator key to the cache before it commits, as {@link #onClientChanged}: tokens of the old one are refused. */
    void onOperatorKeyChanged(@Observes OperatorKeyChanged changed) {
        writeThrough(
                "the new operator key", () -> cache.put(OPERATOR_KEY, CURRENT, changed.keyId(), CLIENT_STATUS_TTL));
    }

    void onOperatorKeyChangeRolledBack(@Observes(during = TransactionPhase.AFTER_FAILURE) OperatorKeyChanged changed) {
        forget(OPERATOR_KEY, CURRENT);
    }

    /**
     * Writes a revocation to the cache before it commits, as {@link #onClientChanged}. One whose
     * transaction then fails stays in the cache: it may be an earlier, committed revocation of the
     * same credential, and refusing a credential whose revocation failed is the safe error.
     */
    void onRevoked(@Observes CredentialRevoked revoked) {
        writeThrough("the revocation of a credential", () -> share(revoked));
    }

    /** Shares a revocation with every node, for as long as the credential would have lived. */
    void share(CredentialRevoked revoked) {
        Duration remaining = Duration.between(Instant.now(), revoked.expiresAt());
        if (!remaining.isNegative()) {
            cache.putIfAbsent(REVOKED, revokedKey(revoked.kind(), revoked.credentialId()), "1", remaining);
        }
    }

    private void writeThrough(String what, Runnable write) {
        try {
            write.run();
        } catch (RuntimeException refused) {
            LOG.log(Level.WARNING, "Cluster cache refused {0}; rolled back: {1}", new Object[] {what, refused.toString()
            });
            throw new ClusterCacheUnavailableException(what, refused);
        }
    }

    /** Drops a key whose cached value was never committed; if that fails too, the value expires with its TTL. */
    private void forget(String map, String key) {
        try {
            cache.remove(map, key);
        } catch (RuntimeException clusterFailure) {
            LOG.log(Level.SEVERE, "Cluster cache keeps an uncommitted {0} of {1} until it expires: {2}", new Object[] {
                map, key, clusterFailure.toString()
            });
        }
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

    /** The id of the operator key in force: the cluster cache's, or the database's on a miss. */
    private String operatorKeyId() {
        try {
            String current = cache.get(OPERATOR_KEY, CURRENT);
            if (current == null) {
                current = loadOperatorKeyId();
                if (current != null) {
                    cache.putIfAbsent(OPERATOR_KEY, CURRENT, current, CLIENT_STATUS_TTL);
                }
            }
            return current;
        } catch (RuntimeException clusterFailure) {
            logCacheFailure(clusterFailure);
            return loadOperatorKeyId();
        }
    }

    private String loadOperatorKeyId() {
        AppSetting stored = entityManager.find(AppSetting.class, OperatorAccess.SECRET_HASH_SETTING);
        return stored == null ? null : OperatorAccess.keyId(stored.value());
    }

    private Optional<ClientState> loadClientState(String clientId) {
        return Optional.ofNullable(entityManager.find(ApiClient.class, clientId))
                .map(ClientState::of);
    }

    private void logCacheFailure(RuntimeException failure) {
        LOG.log(
                Level.WARNING,
                "Cluster cache unavailable, credential checks read the database: {0}",
                failure.toString());
    }

    private static String revokedKey(RevokedCredential.Kind kind, String credentialId) {
        return kind.name() + ":" + credentialId;
    }
}
