package com.nutrilab.auth;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/**
 * One refresh token, kept only as its SHA-256. Its family is the sign-in it belongs to: a
 * refresh spends the token and issues the next one in the same family.
 */
@Entity
@Table(name = "refresh_token")
@NamedQuery(name = RefreshToken.BY_HASH, query = "SELECT t FROM RefreshToken t WHERE t.tokenHash = :hash")
@NamedQuery(
        name = RefreshToken.REVOKE_FAMILY,
        query = "UPDATE RefreshToken t SET t.revoked = TRUE WHERE t.familyId = :familyId")
@NamedQuery(
        name = RefreshToken.SPEND,
        query = "UPDATE RefreshToken t SET t.spentAt = :now "
                + "WHERE t.id = :id AND t.spentAt IS NULL AND t.revoked = FALSE")
@NamedQuery(
        name = RefreshToken.LIVE_SIGN_INS,
        query = "SELECT t.familyId FROM RefreshToken t WHERE t.userId = :userId AND t.revoked = FALSE "
                + "AND t.spentAt IS NULL AND t.expiresAt > :now ORDER BY t.createdAt, t.id")
@NamedQuery(name = RefreshToken.DELETE_FAMILY, query = "DELETE FROM RefreshToken t WHERE t.familyId = :familyId")
public class RefreshToken {

    public static final String BY_HASH = "RefreshToken.byHash";
    public static final String REVOKE_FAMILY = "RefreshToken.revokeFamily";
    /** Spends a token only if nobody has: of two refreshes at the same moment, one updates a row. */
    public static final String SPEND = "RefreshToken.spend";
    /**
     * A user's sign-ins that can still be refreshed, the one used least recently first: each has
     * one token neither spent, revoked nor expired, issued at its last sign-in or refresh.
     */
    public static final String LIVE_SIGN_INS = "RefreshToken.liveSignIns";

    public static final String DELETE_FAMILY = "RefreshToken.deleteFamily";

    @Id
    @Column(length = 36)
    private String id;

    @Column(name = "token_hash", nullable = false, length = 64, unique = true)
    private String tokenHash;

    @Column(name = "family_id", nullable = false, length = 36)
    private String familyId;

    @Column(name = "user_id", nullable = false, length = 36)
    private String userId;

    @Column(name = "client_id", nullable = false, length = 36)
    private String clientId;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "expires_at", nullable = false)
    private Instant expiresAt;

    @Column(name = "spent_at")
    private Instant spentAt;

    @Column(nullable = false)
    private boolean revoked;

    protected RefreshToken() {
        // for JPA
    }

    public RefreshToken(String tokenHash, String familyId, AppUser user, Instant expiresAt) {
        this.id = UUID.randomUUID().toString();
        this.tokenHash = tokenHash;
        this.familyId = familyId;
        this.userId = user.id();
        this.clientId = user.clientId();
        this.createdAt = Instant.now();
        this.expiresAt = expiresAt;
    }

    public boolean usableAt(Instant now) {
        return !revoked && spentAt == null && now.isBefore(expiresAt);
    }

    public String id() {
        return id;
    }

    public String familyId() {
        return familyId;
    }

    public String userId() {
        return userId;
    }

    public String clientId() {
        return clientId;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant expiresAt() {
        return expiresAt;
    }

    public Instant spentAt() {
        return spentAt;
    }

    public boolean revoked() {
        return revoked;
    }
}
