package com.nutrilab.auth;

/**
 * Who is calling, from a verified token.
 *
 * @param subject  the user id, the client id, or "operator"
 * @param clientId the tenant: the client itself, or the user's client; null for the operator
 * @param tokenId  the credential's jti
 * @param signInId a user's sign-in (refresh-token family); null for other kinds
 */
public record Caller(PrincipalKind kind, String subject, String clientId, String tokenId, String signInId) {

    public boolean is(PrincipalKind expected) {
        return kind == expected;
    }
}
