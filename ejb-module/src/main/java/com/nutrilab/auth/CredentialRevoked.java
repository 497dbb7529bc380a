package com.nutrilab.auth;

import java.time.Instant;

/** A token or a sign-in was revoked: fired in the revocation's transaction, shared with every node after it. */
record CredentialRevoked(RevokedCredential.Kind kind, String credentialId, Instant expiresAt) {

    static CredentialRevoked of(RevokedCredential revocation) {
        return new CredentialRevoked(revocation.kind(), revocation.credentialId(), revocation.expiresAt());
    }
}
