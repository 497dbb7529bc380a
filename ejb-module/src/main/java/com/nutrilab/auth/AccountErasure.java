package com.nutrilab.auth;

import com.nutrilab.ratelimit.RateLimiter;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;

/**
 * The auth side of erasing a user, inside the erasure's transaction: every sign-in revoked (so
 * that the user's access tokens are refused on every node from the commit on, as a logout's
 * are), the refresh tokens and the account deleted; after the commit, the failed sign-ins and the
 * rate-limit log the cluster keeps for the user are dropped.
 *
 * <p>A sign-in is revoked by its family id, a random id that names no user, kept only until the
 * sign-in's last access token would have expired: no row of the database names the user after the
 * erasure.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.MANDATORY)
public class AccountErasure {

    /** Revocations written per flush. */
    private static final int REVOCATIONS_PER_FLUSH = 100;

    /** What went with the account: its refresh tokens and its sign-ins (each revoked). */
    public record Erased(int refreshTokens, int signIns) {}

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private TokenIssuer tokens;

    @Inject
    private CredentialStatus credentials;

    @Inject
    private Event<AccountErased> erasures;

    @Inject
    private Event<ClientChanged> clientChanges;

    @Inject
    private SignInThrottle throttle;

    @Inject
    private RateLimiter rateLimiter;

    /**
     * Erases the account, which the caller has locked ({@link AccountLocks}) and emptied of the
     * user's other rows. Only the sign-ins that can still be used need a revocation (a user holds a
     * bounded number, {@code nutrilab.auth.max-sign-ins}): a logged-out or reused one has its
     * revocation already, an expired one no token left. They are written a hundred at a time.
     */
    public Erased erase(AppUser user) {
        long signIns = entityManager
                .createQuery(
                        "SELECT COUNT(DISTINCT t.familyId) FROM RefreshToken t WHERE t.userId = :userId", Long.class)
                .setParameter("userId", user.id())
                .getSingleResult();
        List<String> live = entityManager
                .createNamedQuery(RefreshToken.LIVE_SIGN_INS, String.class)
                .setParameter("userId", user.id())
                .setParameter("now", Instant.now())
                .getResultList();
        Instant accessTokensGone = tokens.accessTokensAcceptedUntil();
        for (int from = 0; from < live.size(); from += REVOCATIONS_PER_FLUSH) {
            live.subList(from, Math.min(from + REVOCATIONS_PER_FLUSH, live.size()))
                    .forEach(signIn -> credentials.revoke(RevokedCredential.Kind.SIGN_IN, signIn, accessTokensGone));
            entityManager.flush();
        }
        int refreshTokens = entityManager
                .createQuery("DELETE FROM RefreshToken t WHERE t.userId = :userId")
                .setParameter("userId", user.id())
                .executeUpdate();
        entityManager.remove(user);
        entityManager.flush(); // the account last: its foreign keys must find no row left
        erasures.fire(new AccountErased(user.clientId(), user.id(), user.username()));
        return new Erased(refreshTokens, (int) signIns);
    }

    /**
     * Deletes a client whose users are all erased. Its disabled state stays in the cluster cache
     * until it expires, so its key and any token naming it go on being refused on every node; after
     * that, the client is unknown, and refused as well.
     */
    public void eraseClient(String clientId) {
        ApiClient client = entityManager.find(ApiClient.class, clientId);
        if (client == null) {
            return;
        }
        client.setDisabled(true);
        clientChanges.fire(new ClientChanged(client.id(), ClientState.of(client)));
        entityManager.remove(client);
    }

    /** After the commit: the cluster's entries about the user (they would expire within minutes anyway). */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public void forgetInCluster(@Observes(during = TransactionPhase.AFTER_SUCCESS) AccountErased erased) {
        throttle.forget(erased.clientId(), erased.username());
        rateLimiter.forget(CallerRateLimits.userKey(erased.userId()));
    }
}
