package com.nutrilab.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.ratelimit.RateLimitDefaults;
import com.nutrilab.ratelimit.RateLimits;
import java.security.Principal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Whose count a request goes to: a credential that is still good counts against its owner; one
 * that was revoked, or whose client is disabled or has a new key, against the request's address,
 * so that an attacker holding it cannot use up the caps of the tenant it names (issue 47).
 */
class CallerRateLimitsTest {

    private static final Caller USER = new Caller(PrincipalKind.USER, "alice", "client-1", "jti-1", "sign-in-1");
    private static final Caller OLD_KEY = new Caller(PrincipalKind.CLIENT, "client-1", "client-1", "old-key", null);
    private static final Caller NEW_KEY = new Caller(PrincipalKind.CLIENT, "client-1", "client-1", "new-key", null);

    private final Set<Caller> invalid = Set.of(OLD_KEY);
    private final List<Caller> judged = new ArrayList<>();
    private final CallerRateLimits subjects = new CallerRateLimits();

    CallerRateLimitsTest() {
        subjects.defaults = new RateLimitDefaults() {
            @Override
            public RateLimits limits() {
                return new RateLimits(10, 50, 100);
            }
        };
        subjects.currentCaller = new CurrentCaller();
        subjects.currentCaller.credentials = new CredentialStatus() {
            @Override
            public boolean stillValid(Caller caller, Optional<ClientState> client) {
                judged.add(caller);
                return !invalid.contains(caller);
            }

            @Override
            public Optional<ClientState> client(String clientId) {
                return Optional.of(new ClientState(true, "new-key", 5, null, null));
            }
        };
    }

    @Test
    void aValidCredentialCountsAgainstItsOwner() {
        assertEquals("user:alice", subjects.of(principalOf(USER)).orElseThrow().key());
        assertEquals(
                "client:client-1",
                subjects.of(principalOf(NEW_KEY)).orElseThrow().key());
    }

    @Test
    void aRevokedOrReplacedCredentialCountsAgainstTheAddressNotItsTenant() {
        assertTrue(subjects.of(principalOf(OLD_KEY)).isEmpty(), "a rotated-out key names nobody");
        assertEquals(List.of(OLD_KEY), judged);
    }

    @Test
    void theVerdictIsReachedOncePerRequestForTheLimiterAndTheCredentialCheck() {
        Principal principal = principalOf(USER);
        subjects.of(principal);
        assertTrue(subjects.currentCaller.stillValid(USER), "the credential check asks too");
        assertEquals(List.of(USER), judged, "judged once");
    }

    @Test
    void aClientsOwnLimitTightensTheDefaults() {
        assertEquals(
                new RateLimits(5, 50, 100),
                subjects.of(principalOf(USER)).orElseThrow().limits());
    }

    /** A verified principal the request's caller is already known for (as the verified-token cache tells it). */
    private Principal principalOf(Caller caller) {
        Principal principal = caller::subject;
        subjects.currentCaller.identified(principal, "raw-" + caller.tokenId(), caller);
        return principal;
    }
}
