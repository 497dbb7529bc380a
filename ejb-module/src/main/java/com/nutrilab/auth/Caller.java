package com.nutrilab.auth;

import jakarta.json.JsonString;
import java.security.Principal;
import java.util.Optional;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Who is calling, from a token MicroProfile JWT has verified.
 *
 * @param subject  the user id, the client id, or "operator"
 * @param clientId the tenant: the client itself, or the user's client; null for the operator
 * @param tokenId  the credential's jti
 * @param signInId a user's sign-in (refresh-token family), or the operator key an operator
 *                 token was issued under (every operator sign-in of that key); null for a client key
 */
public record Caller(PrincipalKind kind, String subject, String clientId, String tokenId, String signInId) {

    /** The caller a verified token names, or none when it is not one of our tokens' kinds. */
    public static Optional<Caller> of(Principal principal) {
        if (!(principal instanceof JsonWebToken token) || token.getRawToken() == null) {
            return Optional.empty();
        }
        return PrincipalKind.fromGroups(token.getGroups())
                .map(kind -> new Caller(
                        kind,
                        token.getSubject(),
                        kind == PrincipalKind.OPERATOR ? null : stringClaim(token, TokenIssuer.CLIENT_ID_CLAIM),
                        token.getTokenID(),
                        kind == PrincipalKind.CLIENT ? null : stringClaim(token, TokenIssuer.SIGN_IN_CLAIM)));
    }

    private static String stringClaim(JsonWebToken token, String name) {
        Object value = token.getClaim(name);
        if (value instanceof JsonString string) {
            return string.getString();
        }
        return value == null ? null : value.toString();
    }
}
