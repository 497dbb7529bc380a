package com.nutrilab.platform.payara;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.auth.Caller;
import com.nutrilab.auth.PrincipalKind;
import jakarta.security.enterprise.CallerPrincipal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.junit.jupiter.api.Test;

class VerifiedTokensTest {

    private static final Instant NOW = Instant.parse("2026-11-22T12:00:00Z");
    private static final Caller CALLER = new Caller(PrincipalKind.USER, "alice", "client-1", "token-1", "sign-in-1");

    @Test
    void aVerifiedTokenIsFoundByItsTextUntilItExpires() {
        VerifiedTokens tokens = tokens(10, NOW);
        Token jwt = new Token("alice", NOW.plusSeconds(900));
        tokens.remember("header.payload.signature", jwt, CALLER);

        VerifiedTokens.Verified verified =
                tokens.lookup("header.payload.signature").orElseThrow();
        assertSame(jwt, verified.principal());
        assertEquals(Set.of("user"), verified.groups());
        assertSame(CALLER, verified.caller());
        assertTrue(tokens.lookup("header.payload.signaturf").isEmpty(), "another text is another token");

        tokens.clock = Clock.fixed(NOW.plusSeconds(900), ZoneOffset.UTC);
        assertTrue(tokens.lookup("header.payload.signature").isEmpty(), "not at or after its exp");
    }

    @Test
    void theCacheIsBounded() {
        VerifiedTokens tokens = tokens(2, NOW);
        for (String text : new String[] {"a", "b", "c", "d"}) {
            tokens.remember(text, new Token(text, NOW.plusSeconds(900)), CALLER);
        }
        assertEquals(2, tokens.size(), "the least used tokens are let go");
    }

    private static VerifiedTokens tokens(int max, Instant now) {
        VerifiedTokens tokens = new VerifiedTokens();
        tokens.maxEntries = max;
        tokens.clock = Clock.fixed(now, ZoneOffset.UTC);
        tokens.create();
        return tokens;
    }

    /** What Payara's JsonWebTokenImpl is: a CallerPrincipal that is a JsonWebToken. */
    static final class Token extends CallerPrincipal implements JsonWebToken {
        private final Map<String, Object> claims;
        /** How many times a claim was read (every JsonWebToken getter reads one). */
        int claimReads;

        Token(String subject, Instant expires) {
            this(subject, expires, subject + ".token");
        }

        Token(String subject, Instant expires, String rawToken) {
            super(subject);
            claims = Map.of(
                    "sub", subject, "exp", expires.getEpochSecond(), "groups", Set.of("user"), "raw_token", rawToken);
        }

        @Override
        public Set<String> getClaimNames() {
            return claims.keySet();
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T getClaim(String name) {
            claimReads++;
            return (T) claims.get(name);
        }
    }
}
