package com.nutrilab.auth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.Date;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Signs the three kinds of credential as MicroProfile JWT tokens (RS256) with Nimbus JOSE+JWT.
 * Verification is MicroProfile JWT's, in the container; the access-control filter then checks
 * kind and revocation.
 */
@ApplicationScoped
public class TokenIssuer {

    /** The claim naming a user's (or a client key's) tenant. */
    public static final String CLIENT_ID_CLAIM = "client_id";
    /**
     * The claim naming a user's sign-in, so that one sign-in can be revoked as a whole; in an
     * operator token, the operator key it was issued under, so that replacing the key ends them all.
     */
    public static final String SIGN_IN_CLAIM = "sid";

    /**
     * MicroProfile JWT requires {@code exp}; a client key is meant not to expire, so it gets one
     * a century away and is ended by revocation instead (rotation or disabling the client).
     */
    private static final Duration CLIENT_KEY_LIFETIME = Duration.ofDays(36_500);

    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    private SigningKeys keys;

    @Inject
    @ConfigProperty(name = "mp.jwt.verify.issuer")
    private String issuer;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.access-token-seconds")
    private long accessTokenSeconds;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.operator-token-seconds")
    private long operatorTokenSeconds;

    /** How long past its expiry MicroProfile JWT still accepts a token. */
    @Inject
    @ConfigProperty(name = "mp.jwt.verify.clock.skew", defaultValue = "0")
    private long clockSkewSeconds;

    /** An operator token, valid while {@code operatorKeyId} names the operator key in force. */
    public IssuedToken operatorToken(String operatorKeyId) {
        return sign(claims(
                        PrincipalKind.OPERATOR,
                        "operator",
                        "operator",
                        Duration.ofSeconds(operatorTokenSeconds),
                        UUID.randomUUID().toString())
                .claim(SIGN_IN_CLAIM, operatorKeyId));
    }

    /** A client key whose jti is the client's current key id. */
    public IssuedToken clientKey(String clientId, String clientName, String keyId) {
        return sign(claims(PrincipalKind.CLIENT, clientId, clientName, CLIENT_KEY_LIFETIME, keyId)
                .claim(CLIENT_ID_CLAIM, clientId));
    }

    public IssuedToken accessToken(String userId, String username, String clientId, String signInId) {
        return sign(claims(
                        PrincipalKind.USER,
                        userId,
                        username,
                        Duration.ofSeconds(accessTokenSeconds),
                        UUID.randomUUID().toString())
                .claim(CLIENT_ID_CLAIM, clientId)
                .claim(SIGN_IN_CLAIM, signInId));
    }

    public long accessTokenSeconds() {
        return accessTokenSeconds;
    }

    /**
     * Until when an access token issued now is accepted: its lifetime plus the clock skew that
     * verification allows past its expiry. A revocation of it must last as long.
     */
    public Instant accessTokensAcceptedUntil() {
        return Instant.now().plusSeconds(accessTokenSeconds + Math.max(0, clockSkewSeconds));
    }

    /** 32 random bytes, base64url-encoded: a refresh token, a generated secret. */
    static String randomToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private JWTClaimsSet.Builder claims(
            PrincipalKind kind, String subject, String upn, Duration lifetime, String tokenId) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        return new JWTClaimsSet.Builder()
                .issuer(issuer)
                .subject(subject)
                .claim("upn", upn)
                .claim("groups", List.of(kind.group()))
                .jwtID(tokenId)
                .issueTime(Date.from(now))
                .expirationTime(Date.from(now.plus(lifetime)));
    }

    private IssuedToken sign(JWTClaimsSet.Builder builder) {
        JWTClaimsSet claims = builder.build();
        JWSHeader header = new JWSHeader.Builder(JWSAlgorithm.RS256)
                .type(JOSEObjectType.JWT)
                .keyID(keys.signingKey().getKeyID())
                .build();
        SignedJWT jwt = new SignedJWT(header, claims);
        try {
            jwt.sign(new RSASSASigner(keys.signingKey()));
        } catch (JOSEException e) {
            throw new IllegalStateException("Cannot sign a token", e);
        }
        return new IssuedToken(
                jwt.serialize(), claims.getJWTID(), claims.getExpirationTime().toInstant());
    }
}
