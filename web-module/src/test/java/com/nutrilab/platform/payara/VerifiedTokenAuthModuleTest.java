package com.nutrilab.platform.payara;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.auth.Caller;
import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.testing.Stand;
import com.nutrilab.testing.TestCounter;
import jakarta.security.auth.message.AuthStatus;
import jakarta.security.auth.message.MessageInfo;
import jakarta.security.auth.message.callback.CallerPrincipalCallback;
import jakarta.security.auth.message.callback.GroupPrincipalCallback;
import jakarta.security.auth.message.config.AuthConfigProvider;
import jakarta.security.auth.message.config.ServerAuthConfig;
import jakarta.security.auth.message.config.ServerAuthContext;
import jakarta.servlet.http.HttpServletRequest;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.security.auth.Subject;
import javax.security.auth.callback.Callback;
import org.junit.jupiter.api.Test;

/**
 * The module on its own: a token verified before is answered with the container's callbacks and
 * no call to Jakarta Security's module; everything else is that module's, in all three phases.
 */
class VerifiedTokenAuthModuleTest {

    private static final Instant NOW = Instant.parse("2026-11-24T12:00:00Z");
    private static final Caller CALLER = new Caller(PrincipalKind.USER, "alice", "client-1", "token-1", "sign-in-1");
    private static final String TOKEN = "header.payload.signature";

    private final List<Callback> callbacks = new ArrayList<>();
    private final List<String> standardCalls = new ArrayList<>();
    /** What Jakarta Security's module puts among the subject's principals when it accepts a token (null: refuses). */
    private VerifiedTokensTest.Token standardAccepts;

    private final VerifiedTokens tokens = new VerifiedTokens();
    private final CurrentCaller currentCaller = new CurrentCaller();
    private final TestCounter hits = new TestCounter();
    private final VerifiedTokensTest.Token jwt = new VerifiedTokensTest.Token("alice", NOW.plusSeconds(900), TOKEN);
    private final VerifiedTokenAuthModule module =
            new VerifiedTokenAuthModule(standardProvider(), "server /api", tokens, currentCaller, hits);

    VerifiedTokenAuthModuleTest() {
        tokens.maxEntries = 10;
        tokens.clock = Clock.fixed(NOW, ZoneOffset.UTC);
        tokens.create();
        tokens.remember(TOKEN, jwt, CALLER);
        module.initialize(null, null, handled -> callbacks.addAll(List.of(handled)), Map.of());
    }

    @Test
    void aTokenVerifiedBeforeIsAnsweredWithItsPrincipalAndGroups() throws Exception {
        Subject client = new Subject();
        MessageInfo message = message("Bearer " + TOKEN);

        assertEquals(AuthStatus.SUCCESS, module.validateRequest(message, client, null));

        assertEquals(List.of(), standardCalls, "Jakarta Security's module was not asked");
        assertEquals(1, hits.getCount());
        assertTrue(client.getPrincipals().contains(jwt));
        assertEquals(2, callbacks.size());
        assertSame(jwt, ((CallerPrincipalCallback) callbacks.get(0)).getPrincipal());
        assertEquals(Set.of("user"), Set.of(((GroupPrincipalCallback) callbacks.get(1)).getGroups()));
        int claimsReadBefore = jwt.claimReads;
        assertEquals(CALLER, currentCaller.of(jwt).orElseThrow());
        assertEquals(
                claimsReadBefore, jwt.claimReads, "the caller of the very principal it was told of: no claim read");
        assertEquals(AuthStatus.SEND_SUCCESS, module.secureResponse(message, null));
        assertEquals(List.of(), standardCalls, "nor for the response");
    }

    @Test
    void everyOtherRequestIsJakartaSecuritysInEveryPhase() throws Exception {
        for (String authorization : new String[] {null, "Bearer ", "Bearer another.token.here", "Basic " + TOKEN}) {
            standardCalls.clear();
            MessageInfo message = message(authorization);
            Subject client = new Subject();

            assertEquals(AuthStatus.SEND_FAILURE, module.validateRequest(message, client, null));
            assertEquals(AuthStatus.SEND_CONTINUE, module.secureResponse(message, null));
            module.cleanSubject(message, client);

            assertEquals(List.of("validateRequest", "secureResponse", "cleanSubject"), standardCalls, authorization);
            assertTrue(client.getPrincipals().isEmpty(), authorization);
        }
        assertEquals(0, hits.getCount());
        assertTrue(callbacks.isEmpty());
    }

    @Test
    void anExpiredTokenIsNoLongerAnswered() throws Exception {
        tokens.clock = Clock.fixed(NOW.plusSeconds(900), ZoneOffset.UTC);

        assertEquals(AuthStatus.SEND_FAILURE, module.validateRequest(message("Bearer " + TOKEN), new Subject(), null));

        assertEquals(List.of("validateRequest"), standardCalls);
        assertFalse(hits.getCount() > 0);
    }

    @Test
    void aTokenJakartaSecurityAcceptedIsAnsweredFromTheCacheNextTime() throws Exception {
        String newToken = "new.token.text";
        standardAccepts = new VerifiedTokensTest.Token("bob", NOW.plusSeconds(900), newToken);

        assertEquals(AuthStatus.SUCCESS, module.validateRequest(message("Bearer " + newToken), new Subject(), null));
        assertEquals(List.of("validateRequest"), standardCalls);
        assertSame(standardAccepts, tokens.lookup(newToken).orElseThrow().principal(), "remembered");

        standardCalls.clear();
        assertEquals(AuthStatus.SUCCESS, module.validateRequest(message("Bearer " + newToken), new Subject(), null));
        assertEquals(List.of(), standardCalls, "answered from the cache");
        assertEquals(1, hits.getCount());
    }

    /** Jakarta Security's provider as the module sees it: records each call, answers failure. */
    private AuthConfigProvider standardProvider() {
        ServerAuthContext context = new ServerAuthContext() {
            @Override
            public AuthStatus validateRequest(MessageInfo message, Subject client, Subject service) {
                standardCalls.add("validateRequest");
                if (standardAccepts != null) {
                    client.getPrincipals().add(standardAccepts);
                    return AuthStatus.SUCCESS;
                }
                return AuthStatus.SEND_FAILURE;
            }

            @Override
            public AuthStatus secureResponse(MessageInfo message, Subject service) {
                standardCalls.add("secureResponse");
                return AuthStatus.SEND_CONTINUE;
            }

            @Override
            public void cleanSubject(MessageInfo message, Subject subject) {
                standardCalls.add("cleanSubject");
            }
        };
        ServerAuthConfig config = Stand.in(ServerAuthConfig.class, (name, args) -> switch (name) {
            case "getAuthContext" -> context;
            case "getAuthContextID" -> "server /api";
            default -> throw new UnsupportedOperationException(name);
        });
        return Stand.in(AuthConfigProvider.class, (name, args) -> {
            if (!name.equals("getServerAuthConfig") || !"HttpServlet".equals(args[0]) || args[2] == null) {
                throw new UnsupportedOperationException(name);
            }
            return config;
        });
    }

    private static MessageInfo message(String authorization) {
        Map<String, Object> attributes = new HashMap<>();
        HttpServletRequest request = Stand.in(HttpServletRequest.class, (name, args) -> switch (name) {
            case "getHeader" -> "Authorization".equals(args[0]) ? authorization : null;
            case "getAttribute" -> attributes.get((String) args[0]);
            case "setAttribute" -> attributes.put((String) args[0], args[1]);
            default -> throw new UnsupportedOperationException(name);
        });
        Map<String, Object> map = new HashMap<>();
        return new MessageInfo() {
            @Override
            public Object getRequestMessage() {
                return request;
            }

            @Override
            public Object getResponseMessage() {
                return null;
            }

            @Override
            public void setRequestMessage(Object message) {}

            @Override
            public void setResponseMessage(Object message) {}

            @Override
            @SuppressWarnings({"rawtypes", "unchecked"})
            public Map getMap() {
                return map;
            }
        };
    }
}
