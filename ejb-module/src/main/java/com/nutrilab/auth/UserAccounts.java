package com.nutrilab.auth;

import com.nutrilab.platform.ConflictException;
import com.nutrilab.platform.DatabaseFailures;
import com.nutrilab.platform.Sha256;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Users and their sign-ins, always within the calling client's tenant: the client comes from
 * the verified client key, never from the request body.
 */
@Stateless
public class UserAccounts {

    private static final String WRONG_LOGIN = "Wrong username or password";
    private static final String BAD_REFRESH = "The refresh token is not valid";

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    @Inject
    private PasswordHasher hasher;

    @Inject
    private TokenIssuer tokens;

    @Inject
    private CredentialStatus credentials;

    @Inject
    private SignInThrottle throttle;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.refresh-token-days")
    private int refreshTokenDays;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.max-sign-ins")
    private int maxSignIns;

    @RolesAllowed(Roles.CLIENT)
    public UserView register(String username, char[] password) {
        String clientId = caller.require(PrincipalKind.CLIENT).clientId();
        if (findUser(clientId, username).isPresent()) {
            throw new ConflictException("The username '" + username + "' is taken");
        }
        AppUser user = new AppUser(clientId, username, hasher.hash(clientId, password));
        entityManager.persist(user);
        DatabaseFailures.flushUnique(entityManager, "The username '" + username + "' is taken");
        return new UserView(user.id(), user.username(), user.createdAt());
    }

    /**
     * A new sign-in. Unknown user and wrong password fail alike, in the same time; a username
     * with too many recent failures is refused before its password is checked.
     */
    @RolesAllowed(Roles.CLIENT)
    public TokenPair login(String username, char[] password) {
        String clientId = caller.require(PrincipalKind.CLIENT).clientId();
        throttle.checkAllowed(clientId, username);
        Optional<AppUser> user = findUser(clientId, username);
        boolean valid = user.isPresent()
                ? hasher.verify(clientId, password, user.get().passwordHash())
                : hasher.verifyNothing(clientId, password);
        if (!valid) {
            throttle.recordFailure(clientId, username);
            throw new InvalidCredentialsException(WRONG_LOGIN);
        }
        AppUser signedIn = AccountLocks.lockUser(entityManager, user.get().id(), WRONG_LOGIN);
        endSignInsBeyondTheBound(signedIn);
        return issue(signedIn, UUID.randomUUID().toString());
    }

    /**
     * Makes room for one more sign-in: a user holds at most {@code nutrilab.auth.max-sign-ins},
     * so the ones used least recently end (their access tokens are refused, their refresh tokens
     * deleted). Under the user's lock, so two sign-ins at once cannot both skip it. A client that
     * signs one user in thousands of times so keeps a bounded number of rows for them.
     */
    private void endSignInsBeyondTheBound(AppUser user) {
        List<String> live = entityManager
                .createNamedQuery(RefreshToken.LIVE_SIGN_INS, String.class)
                .setParameter("userId", user.id())
                .setParameter("now", Instant.now())
                .getResultList();
        int beyond = live.size() - (Math.max(1, maxSignIns) - 1);
        for (String signIn : live.subList(0, Math.max(0, beyond))) {
            entityManager
                    .createNamedQuery(RefreshToken.DELETE_FAMILY)
                    .setParameter("familyId", signIn)
                    .executeUpdate();
            credentials.revoke(RevokedCredential.Kind.SIGN_IN, signIn, tokens.accessTokensAcceptedUntil());
        }
    }

    /**
     * Spends a refresh token for a new pair in the same sign-in. A token presented after it was
     * spent means it leaked: the whole sign-in is revoked, its access tokens included. Spending is
     * one conditional update, so of two refreshes with the same token at the same moment exactly
     * one gets a pair; the other is that second presentation.
     */
    @RolesAllowed(Roles.CLIENT)
    public TokenPair refresh(String refreshToken) {
        String clientId = caller.require(PrincipalKind.CLIENT).clientId();
        RefreshToken stored = findRefreshToken(refreshToken)
                .filter(token -> token.clientId().equals(clientId))
                .orElseThrow(() -> new InvalidCredentialsException(BAD_REFRESH));
        if (stored.spentAt() != null && !stored.revoked()) {
            revokeSignIn(stored.familyId(), stored.expiresAt());
            throw new InvalidCredentialsException(BAD_REFRESH);
        }
        Instant now = Instant.now();
        if (!stored.usableAt(now)) {
            throw new InvalidCredentialsException(BAD_REFRESH);
        }
        // The user before the token (AccountLocks): an erasure deletes both.
        AppUser user = AccountLocks.lockUser(entityManager, stored.userId(), BAD_REFRESH);
        int spent = entityManager
                .createNamedQuery(RefreshToken.SPEND)
                .setParameter("now", now)
                .setParameter("id", stored.id())
                .executeUpdate();
        if (spent == 0) {
            revokeSignIn(stored.familyId(), stored.expiresAt());
            throw new InvalidCredentialsException(BAD_REFRESH);
        }
        return issue(user, stored.familyId());
    }

    /**
     * Ends a sign-in: the refresh token's whole family (when it is the caller's) and the access
     * token used for this call. Logging out twice is not an error.
     */
    @RolesAllowed(Roles.USER)
    public void logout(String refreshToken) {
        Caller user = caller.require(PrincipalKind.USER);
        findRefreshToken(refreshToken)
                .filter(token -> token.userId().equals(user.subject()))
                .ifPresent(token -> revokeSignIn(token.familyId(), token.expiresAt()));
        credentials.revoke(RevokedCredential.Kind.ACCESS_TOKEN, user.tokenId(), tokens.accessTokensAcceptedUntil());
    }

    private TokenPair issue(AppUser user, String signInId) {
        String refreshToken = TokenIssuer.randomToken();
        Instant refreshExpiry = Instant.now().plus(Duration.ofDays(refreshTokenDays));
        entityManager.persist(new RefreshToken(Sha256.hex(refreshToken), signInId, user, refreshExpiry));
        IssuedToken access = tokens.accessToken(user.id(), user.username(), user.clientId(), signInId);
        return new TokenPair(
                access.token(),
                tokens.accessTokenSeconds(),
                refreshToken,
                Duration.ofDays(refreshTokenDays).toSeconds());
    }

    private void revokeSignIn(String familyId, Instant lastExpiry) {
        entityManager
                .createNamedQuery(RefreshToken.REVOKE_FAMILY)
                .setParameter("familyId", familyId)
                .executeUpdate();
        // The sign-in's access tokens are accepted at most one access-token lifetime (and the clock skew) past now.
        Instant accessTokensGone = tokens.accessTokensAcceptedUntil();
        credentials.revoke(
                RevokedCredential.Kind.SIGN_IN,
                familyId,
                accessTokensGone.isAfter(lastExpiry) ? accessTokensGone : lastExpiry);
    }

    private Optional<AppUser> findUser(String clientId, String username) {
        return entityManager
                .createNamedQuery(AppUser.BY_CLIENT_AND_USERNAME, AppUser.class)
                .setParameter("clientId", clientId)
                .setParameter("username", username)
                .getResultStream()
                .findFirst();
    }

    private Optional<RefreshToken> findRefreshToken(String token) {
        if (token == null || token.isBlank() || token.length() > 128) {
            return Optional.empty();
        }
        return entityManager
                .createNamedQuery(RefreshToken.BY_HASH, RefreshToken.class)
                .setParameter("hash", Sha256.hex(token))
                .getResultStream()
                .findFirst();
    }
}
