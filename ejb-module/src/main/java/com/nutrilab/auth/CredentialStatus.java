package com.nutrilab.auth;

import com.nutrilab.platform.AppSetting;
import com.nutrilab.platform.ClusterCache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Whether a verified credential is still good: its client enabled and (for a client key) still
 * the current key, its token or sign-in not revoked, an operator token's key still in force. The
 * database is the record; the cluster cache answers each request and follows the database: every
 * change (a client's, a revocation, a new operator key) is written to it inside the change's
 * transaction, which the write's failure rolls back, so a revoked token or a disabled client is
 * refused on every node from the next request on, or the change fails.
 */
@ApplicationScoped
public class CredentialStatus {

    /** Each client's {@link ClientState}, by its id. */
    private static final String CLIENTS = "client-status";

    private static final String REVOKED = "revoked-credentials";
    /** One entry: the id of the operator key in force, under {@link #CURRENT}. */
    private static final String OPERATOR_KEY = "operator-key";

    private static final String CURRENT = "current";

    @Inject
    private ClusterCache cache;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    /**
     * Whether a verified credential is still good: an operator token while the operator key it was
     * issued under is the one in force, a client key while it is its enabled client's current key,
     * a user's token while its client is enabled and neither the token nor its sign-in is revoked.
     *
     * @param client the state of the caller's client, empty for the operator or a client that is gone
     */
    public boolean stillValid(Caller caller, Optional<ClientState> client) {
        return switch (caller.kind()) {
            case OPERATOR -> caller.signInId() != null && caller.signInId().equals(operatorKeyId());
            case CLIENT -> caller.subject().equals(caller.clientId())
                    && client.filter(state -> state.enabled() && state.keyId().equals(caller.tokenId()))
                            .isPresent();
            case USER -> client.filter(ClientState::enabled).isPresent()
                    && !revoked(RevokedCredential.Kind.ACCESS_TOKEN, caller.tokenId())
                    && !revoked(RevokedCredential.Kind.SIGN_IN, caller.signInId());
        };
    }

    /** The client's state, or empty for a client that does not exist (or a null id). */
    public Optional<ClientState> client(String clientId) {
        if (clientId == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(SharedWrites.readThrough(cache, CLIENTS, clientId, () -> {
                    ApiClient client = entityManager.find(ApiClient.class, clientId);
                    return client == null ? null : ClientState.of(client).encode();
                }))
                .map(ClientState::decode);
    }

    public boolean clientEnabled(String clientId) {
        return client(clientId).filter(ClientState::enabled).isPresent();
    }

    public boolean revoked(RevokedCredential.Kind kind, String credentialId) {
        if (credentialId == null) {
            return false;
        }
        try {
            return cache.contains(REVOKED, revokedKey(kind, credentialId));
        } catch (RuntimeException clusterFailure) {
            SharedWrites.logCacheFailure(clusterFailure);
            RevokedCredential revocation =
                    entityManager.find(RevokedCredential.class, new RevokedCredential.Key(kind, credentialId));
            return revocation != null && revocation.expiresAt().isAfter(Instant.now());
        }
    }

    /**
     * Writes a client's new state (created, key rotated, disabled or enabled) to the cluster cache
     * before the change commits: a write the cache refuses rolls the change back and fails the
     * request (503), so no node keeps answering from the old state of a change that was reported done.
     */
    void onClientChanged(@Observes ClientChanged changed) {
        SharedWrites.writeThrough(
                "the change of client " + changed.clientId(),
                () -> cache.put(CLIENTS, changed.clientId(), changed.state().encode(), SharedWrites.TTL));
    }

    /** A client change written to the cache and then rolled back: the next read loads what the database kept. */
    void onClientChangeRolledBack(@Observes(during = TransactionPhase.AFTER_FAILURE) ClientChanged changed) {
        SharedWrites.forget(cache, CLIENTS, changed.clientId());
    }

    /** Writes the new operator key to the cache before it commits, as a client's change: tokens of the old one are refused. */
    void onOperatorKeyChanged(@Observes OperatorKeyChanged changed) {
        SharedWrites.writeThrough(
                "the new operator key", () -> cache.put(OPERATOR_KEY, CURRENT, changed.keyId(), SharedWrites.TTL));
    }

    void onOperatorKeyChangeRolledBack(@Observes(during = TransactionPhase.AFTER_FAILURE) OperatorKeyChanged changed) {
        SharedWrites.forget(cache, OPERATOR_KEY, CURRENT);
    }

    /**
     * Revokes a credential until {@code until} (kept as it was if it is revoked already), in the
     * caller's transaction, and writes the revocation to the cache before it commits: a refusal
     * rolls the revocation back (503). One whose transaction then fails stays in the cache: it may
     * be an earlier, committed revocation of the same credential, and refusing a credential whose
     * revocation failed is the safe error.
     */
    void revoke(RevokedCredential.Kind kind, String credentialId, Instant until) {
        RevokedCredential stored =
                entityManager.find(RevokedCredential.class, new RevokedCredential.Key(kind, credentialId));
        if (stored == null) {
            stored = new RevokedCredential(kind, credentialId, until);
            entityManager.persist(stored);
        }
        RevokedCredential revocation = stored;
        SharedWrites.writeThrough("the revocation of a credential", () -> share(revocation));
    }

    /** Shares a revocation with every node, for as long as the credential would have lived. */
    void share(RevokedCredential revocation) {
        Duration remaining = Duration.between(Instant.now(), revocation.expiresAt());
        if (!remaining.isNegative()) {
            cache.putIfAbsent(REVOKED, revokedKey(revocation.kind(), revocation.credentialId()), "1", remaining);
        }
    }

    /** The id of the operator key in force: the cluster cache's, or the database's on a miss. */
    private String operatorKeyId() {
        return SharedWrites.readThrough(cache, OPERATOR_KEY, CURRENT, this::loadOperatorKeyId);
    }

    private String loadOperatorKeyId() {
        AppSetting stored = entityManager.find(AppSetting.class, OperatorAccess.SECRET_HASH_SETTING);
        return stored == null ? null : OperatorAccess.keyId(stored.value());
    }

    private static String revokedKey(RevokedCredential.Kind kind, String credentialId) {
        return kind.name() + ":" + credentialId;
    }
}
