package com.nutrilab.platform.payara;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import com.nutrilab.auth.Caller;
import com.nutrilab.platform.Sha256;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.CallerPrincipal;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Defect: Payara 6's MicroProfile JWT parses the token and its key anew and scans the class path
 * for a JSON provider ({@code JsonProvider.provider()}, a new {@code ServiceLoader} per call) on
 * every request: about 60 % of a search's CPU (JFR). No upstream issue. Tokens that MicroProfile
 * JWT has verified on this node are kept here, by the SHA-256 of their text, until they expire: a
 * token verified once need not be again before its exp. Revocation is not kept here: the
 * credential check ({@code CredentialValidityFilter}) reads it on every request, hit or miss.
 */
@ApplicationScoped
public class VerifiedTokens {

    /**
     * The principal and groups MicroProfile JWT established for a token, who it names, and when
     * it expires. The caller is kept too: reading it anew costs Payara two exceptions per request
     * (a custom claim is looked up as an enum constant first).
     */
    public record Verified(CallerPrincipal principal, Set<String> groups, Caller caller, long expiresAtMillis) {}

    @Inject
    @ConfigProperty(name = "nutrilab.auth.verified-tokens.max")
    int maxEntries;

    /** By the SHA-256 of the token's text, each until its token expires; the least used go first when full. */
    private Cache<String, Verified> byHash;

    Clock clock = Clock.systemUTC();

    @PostConstruct
    void create() {
        byHash = Caffeine.newBuilder()
                .maximumSize(maxEntries)
                .expireAfter(Expiry.<String, Verified>creating((hash, verified) ->
                        Duration.ofMillis(Math.max(0, verified.expiresAtMillis() - clock.millis()))))
                .executor(Runnable::run)
                .build();
    }

    /** The token's verification, if this node made it and the token has not expired since. */
    public Optional<Verified> lookup(String token) {
        Verified verified = byHash.getIfPresent(Sha256.hex(token));
        if (verified == null || verified.expiresAtMillis() <= clock.millis()) {
            return Optional.empty();
        }
        return Optional.of(verified);
    }

    /** Keeps what MicroProfile JWT established for a token it has just verified, and its caller. */
    public void remember(String token, JsonWebToken jwt, Caller caller) {
        if (!(jwt instanceof CallerPrincipal principal) || jwt.getExpirationTime() <= 0) {
            return;
        }
        byHash.put(
                Sha256.hex(token),
                new Verified(principal, Set.copyOf(jwt.getGroups()), caller, jwt.getExpirationTime() * 1000));
    }

    long size() {
        byHash.cleanUp();
        return byHash.estimatedSize();
    }
}
