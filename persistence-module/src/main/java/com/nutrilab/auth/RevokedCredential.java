package com.nutrilab.auth;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/**
 * A credential revoked before it expires: an access token (by its jti) or a whole sign-in
 * (by its family id, carried in access tokens as {@code sid}). Kept until it would have expired.
 */
@Entity
@Table(name = "revoked_credential")
@IdClass(RevokedCredential.Key.class)
@NamedQuery(name = RevokedCredential.UNEXPIRED, query = "SELECT r FROM RevokedCredential r WHERE r.expiresAt > :now")
public class RevokedCredential {

    public static final String UNEXPIRED = "RevokedCredential.unexpired";

    /** What a revoked id names. */
    public enum Kind {
        ACCESS_TOKEN,
        SIGN_IN
    }

    @Id
    @Column(name = "credential_id", length = 36)
    private String credentialId;

    @Id
    @Enumerated(EnumType.STRING)
    @Column(length = 16)
    private Kind kind;

    @Column(name = "revoked_at", nullable = false)
    private Instant revokedAt;

    @Column(name = "expires_at", nullable = false)
    private Instant expiresAt;

    protected RevokedCredential() {
        // for JPA
    }

    public RevokedCredential(Kind kind, String credentialId, Instant expiresAt) {
        this.kind = kind;
        this.credentialId = credentialId;
        this.revokedAt = Instant.now();
        this.expiresAt = expiresAt;
    }

    public Kind kind() {
        return kind;
    }

    public String credentialId() {
        return credentialId;
    }

    public Instant expiresAt() {
        return expiresAt;
    }

    /** The composite primary key. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;
        private String credentialId;
        private Kind kind;

        public Key() {}

        public Key(Kind kind, String credentialId) {
            this.kind = kind;
            this.credentialId = credentialId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(credentialId, key.credentialId) && kind == key.kind;
        }

        @Override
        public int hashCode() {
            return Objects.hash(credentialId, kind);
        }
    }
}
