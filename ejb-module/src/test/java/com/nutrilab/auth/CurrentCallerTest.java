package com.nutrilab.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.testing.Stand;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.junit.jupiter.api.Test;

/** The request's caller is read from its token once: known by the token object, or by its text. */
class CurrentCallerTest {

    private static final Caller ALICE = new Caller(PrincipalKind.USER, "alice", "client-1", "jti-1", "sign-in-1");

    private final List<String> reads = new ArrayList<>();
    private final CurrentCaller current = new CurrentCaller();

    @Test
    void theTokenObjectItWasToldOfIsNotReadAgain() {
        JsonWebToken token = token("raw-1", "alice");
        current.identified(token, "raw-1", ALICE);

        assertEquals(Optional.of(ALICE), current.of(token));
        assertEquals(Optional.of(ALICE), current.of(token));
        assertEquals(List.of(), reads);
    }

    @Test
    void anotherObjectOfTheSameTokenIsKnownByItsText() {
        current.identified(token("raw-1", "alice"), "raw-1", ALICE);
        JsonWebToken sameText = token("raw-1", "alice");

        assertEquals(Optional.of(ALICE), current.of(sameText));
        assertEquals(Optional.of(ALICE), current.of(sameText));
        assertEquals(List.of("getRawToken"), reads, "its text read once, nothing else");
    }

    @Test
    void anotherTokenIsReadAndThenKnown() {
        JsonWebToken alice = token("raw-1", "alice");
        current.identified(alice, "raw-1", ALICE);
        JsonWebToken bob = token("raw-2", "bob");

        Caller read = current.of(bob).orElseThrow();
        assertEquals("bob", read.subject());
        int readsOfBob = reads.size();
        assertEquals(Optional.of(read), current.of(bob));
        assertEquals(readsOfBob, reads.size(), "not read again");
        assertEquals("alice", current.of(alice).orElseThrow().subject(), "the first token is its own caller again");
        assertTrue(current.of(null).isEmpty());
        assertTrue(current.of(() -> "no token").isEmpty());
    }

    /** A user's token as MicroProfile JWT gives it, recording which of its methods were called. */
    private JsonWebToken token(String raw, String subject) {
        Map<String, Object> claims =
                Map.of(TokenIssuer.CLIENT_ID_CLAIM, "client-1", TokenIssuer.SIGN_IN_CLAIM, "sign-in-" + subject);
        return Stand.in(JsonWebToken.class, (name, args) -> {
            reads.add(name);
            return switch (name) {
                case "getRawToken" -> raw;
                case "getGroups" -> Set.of(Roles.USER);
                case "getSubject", "getName" -> subject;
                case "getTokenID" -> "jti-" + subject;
                case "getClaim" -> claims.get((String) args[0]);
                default -> throw new UnsupportedOperationException(name);
            };
        });
    }
}
