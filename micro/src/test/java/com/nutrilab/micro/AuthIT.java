package com.nutrilab.micro;

import static com.nutrilab.testing.ApiFlows.bearer;
import static com.nutrilab.testing.ApiFlows.json;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.hazelcast.map.MapInterceptor;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import com.nutrilab.auth.ApiClient;
import com.nutrilab.auth.AppUser;
import com.nutrilab.auth.CredentialStatus;
import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.OperatorAccess;
import com.nutrilab.auth.PasswordHasher;
import com.nutrilab.auth.RefreshToken;
import com.nutrilab.auth.RevokedCredential;
import com.nutrilab.auth.SigningKeys;
import com.nutrilab.auth.TokenIssuer;
import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.enterprise.inject.spi.BeanManager;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.interfaces.RSAPrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.Date;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Auth and tenancy on Payara Micro: the EJBs in the container (hashing, tokens, refresh
 * rotation, tenant scoping), then the whole API flow and hostile credentials over HTTP.
 */
@ExtendWith(ArquillianExtension.class)
@ExtendWith(RecordedAnswers.class)
class AuthIT {

    private static final String ISSUER = "urn:nutrilab";

    @Deployment
    static WebArchive deployment() {
        return Deployments.nutrilabWar();
    }

    @Inject
    private PasswordHasher hasher;

    @Inject
    private TokenIssuer issuer;

    @EJB
    private SigningKeys signingKeys;

    @Inject
    private CredentialStatus credentialStatus;

    @EJB
    private OperatorAccess operatorAccess;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private BeanManager beans;

    @Inject
    @ConfigProperty(name = "nutrilab.auth.password-iterations")
    private int iterations;

    @Inject
    private HazelcastInstance hazelcast;

    @ArquillianResource
    private URL base;

    // --- in the container -------------------------------------------------------------

    @Test
    void passwordsAreSlowSaltedPbkdf2() throws Exception {
        String first = hasher.hash("a tenant", "correct horse battery".toCharArray());
        String second = hasher.hash("a tenant", "correct horse battery".toCharArray());
        assertTrue(first.startsWith("PBKDF2WithHmacSHA512:" + iterations + ":"), first);
        // The suites run with a tenth of the cost (micro/pom.xml); what the service ships is OWASP's.
        List<String> shipped = new ArrayList<>();
        Enumeration<URL> files =
                Thread.currentThread().getContextClassLoader().getResources("META-INF/microprofile-config.properties");
        for (URL file : Collections.list(files)) {
            Properties properties = new Properties();
            try (InputStream in = file.openStream()) {
                properties.load(in);
            }
            Optional.ofNullable(properties.getProperty("nutrilab.auth.password-iterations"))
                    .ifPresent(shipped::add);
        }
        assertEquals(List.of("210000"), shipped);
        assertNotEquals(first, second, "a fresh salt per hash");
        assertTrue(hasher.verify("a tenant", "correct horse battery".toCharArray(), first));
        assertFalse(hasher.verify("a tenant", "correct horse batterz".toCharArray(), first));
        assertFalse(hasher.verifyNothing("a tenant", "anything at all".toCharArray()));
    }

    @Test
    void accessTokensCarryTheMicroProfileClaims() throws Exception {
        SignedJWT token = SignedJWT.parse(
                issuer.accessToken("user-1", "alice", "client-1", "sign-in-1").token());
        assertEquals(JWSAlgorithm.RS256, token.getHeader().getAlgorithm());
        assertEquals(signingKeys.signingKey().getKeyID(), token.getHeader().getKeyID());
        assertTrue(token.verify(new RSASSAVerifier(signingKeys.signingKey().toRSAPublicKey())));
        JWTClaimsSet claims = token.getJWTClaimsSet();
        assertEquals(ISSUER, claims.getIssuer());
        assertEquals("user-1", claims.getSubject());
        assertEquals("alice", claims.getStringClaim("upn"));
        assertEquals(List.of("user"), claims.getStringListClaim("groups"));
        assertEquals("client-1", claims.getStringClaim("client_id"));
        assertEquals("sign-in-1", claims.getStringClaim("sid"));
        assertNotNull(claims.getJWTID());
        long lifetime =
                (claims.getExpirationTime().getTime() - claims.getIssueTime().getTime()) / 1000;
        assertEquals(900, lifetime, "15 minutes by default");
    }

    /** The request's caller: one per request (a caller kept across requests would be another request's). */
    @Test
    void theRequestsCallerIsOnePerRequest() {
        Bean<?> bean = beans.resolve(beans.getBeans(CurrentCaller.class));
        assertEquals(RequestScoped.class, bean.getScope());
    }

    /** Over HTTP, with the database and the cluster cache looked at from inside: rotation and reuse. */
    @Test
    void refreshRotatesAndAReusedTokenRevokesTheWholeSignIn() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Rotation Health");
        ApiFlows.SignIn first = flows.newUser(client, "rotator");

        ApiHttpClient.Response refreshed = refresh(client, first.refreshToken());
        assertEquals(200, refreshed.status(), refreshed::toString);
        String secondRefresh = refreshed.json().getString("refreshToken");
        assertNotEquals(first.refreshToken(), secondRefresh);
        String signIn = SignedJWT.parse(refreshed.json().getString("accessToken"))
                .getJWTClaimsSet()
                .getStringClaim("sid");
        assertEquals(
                signIn,
                SignedJWT.parse(first.accessToken()).getJWTClaimsSet().getStringClaim("sid"),
                "a refresh stays in the same sign-in");
        assertFalse(credentialStatus.revoked(RevokedCredential.Kind.SIGN_IN, signIn));

        assertProblem(refresh(client, first.refreshToken()), 401);
        assertTrue(
                credentialStatus.revoked(RevokedCredential.Kind.SIGN_IN, signIn),
                "a spent token presented again revokes its whole sign-in, access tokens included");
        assertProblem(refresh(client, secondRefresh), 401);
        List<RefreshToken> family = entityManager
                .createQuery("SELECT t FROM RefreshToken t WHERE t.familyId = :f", RefreshToken.class)
                .setParameter("f", signIn)
                .getResultList();
        assertEquals(2, family.size());
        assertTrue(family.stream().allMatch(RefreshToken::revoked), "the newest refresh token of the sign-in too");
    }

    @Test
    void usersAreFoundOnlyWithinTheirClient() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient tenantA = flows.newClient("Tenant A Health");
        ApiFlows.NewClient tenantB = flows.newClient("Tenant B Health");
        flows.register(tenantA, "shared-name", "password of a");

        assertProblem(flows.loginResponse(tenantB, "shared-name", "password of a"), 401);
        String idInB = flows.register(tenantB, "shared-name", "password of b");
        AppUser inB = entityManager
                .createNamedQuery(AppUser.BY_CLIENT_AND_USERNAME, AppUser.class)
                .setParameter("clientId", tenantB.id())
                .setParameter("username", "shared-name")
                .getSingleResult();
        assertEquals(idInB, inB.id());
        assertEquals(tenantB.id(), inB.clientId(), "the client comes from the caller, never the request");
    }

    /**
     * A user holds at most {@code nutrilab.auth.max-sign-ins} sign-ins (issue 55 item 3): one more
     * ends the one used least recently, its refresh token gone and its access token refused, and
     * the rows the user has stay bounded however often a client signs them in.
     */
    @Test
    void aUserHoldsABoundedNumberOfSignIns() throws Exception {
        int max = org.eclipse.microprofile.config.ConfigProvider.getConfig()
                .getValue("nutrilab.auth.max-sign-ins", Integer.class);
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Many Devices Health");
        ApiFlows.SignIn first = flows.newUser(client, "many-devices");
        List<ApiFlows.SignIn> later = new ArrayList<>();
        for (int i = 0; i < max + 2; i++) {
            later.add(flows.login(client, "many-devices", "password-of-many-devices"));
        }

        assertProblem(refresh(client, first.refreshToken()), 401);
        assertProblem(api().get("api/v1/labs", "Authorization", bearer(first.accessToken())), 401);
        assertProblem(refresh(client, later.get(0).refreshToken()), 401);
        ApiFlows.SignIn kept = later.get(2);
        assertEquals(
                200,
                api().get("api/v1/labs", "Authorization", bearer(kept.accessToken()))
                        .status());
        assertEquals(200, refresh(client, kept.refreshToken()).status(), "the sign-ins within the bound go on");
        String userId = SignedJWT.parse(kept.accessToken()).getJWTClaimsSet().getSubject();
        long signIns = entityManager
                .createQuery("SELECT COUNT(DISTINCT t.familyId) FROM RefreshToken t WHERE t.userId = :u", Long.class)
                .setParameter("u", userId)
                .getSingleResult();
        assertEquals(max, signIns, "the user's sign-ins");
    }

    /**
     * A revocation lasts as long as the token it refuses is accepted: its expiry plus
     * {@code mp.jwt.verify.clock.skew} (issue 55 item 5), for a logout's access token and for an
     * erasure's sign-ins; until its expiry only, a token was accepted again for the skew's 30 s.
     */
    @Test
    void revocationsLastUntilExpiryPlusTheClockSkew() throws Exception {
        long skew = org.eclipse.microprofile.config.ConfigProvider.getConfig()
                .getValue("mp.jwt.verify.clock.skew", Long.class);
        assertTrue(skew > 0, "the suites run with a clock skew");
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Skew Health");

        ApiFlows.SignIn leaving = flows.newUser(client, "leaving");
        JWTClaimsSet loggedOut = SignedJWT.parse(leaving.accessToken()).getJWTClaimsSet();
        ApiHttpClient.Response logout = api().post(
                        "api/v1/auth/logout",
                        json("refreshToken", leaving.refreshToken()),
                        "Authorization",
                        bearer(leaving.accessToken()));
        assertEquals(200, logout.status(), logout::toString);
        assertRevokedUntil(
                RevokedCredential.Kind.ACCESS_TOKEN,
                loggedOut.getJWTID(),
                loggedOut.getExpirationTime().toInstant().plusSeconds(skew));

        ApiFlows.SignIn erased = flows.newUser(client, "erased");
        JWTClaimsSet ofErased = SignedJWT.parse(erased.accessToken()).getJWTClaimsSet();
        ApiHttpClient.Response erasure =
                api().method("DELETE", "api/v1/me", null, "Authorization", bearer(erased.accessToken()));
        assertEquals(200, erasure.status(), erasure::toString);
        assertRevokedUntil(
                RevokedCredential.Kind.SIGN_IN,
                ofErased.getStringClaim("sid"),
                ofErased.getExpirationTime().toInstant().plusSeconds(skew));
    }

    private void assertRevokedUntil(RevokedCredential.Kind kind, String id, Instant acceptedUntil) {
        RevokedCredential revoked = entityManager.find(RevokedCredential.class, new RevokedCredential.Key(kind, id));
        assertNotNull(revoked, kind + " " + id + " revoked");
        assertFalse(
                revoked.expiresAt().isBefore(acceptedUntil),
                kind + " revoked until " + revoked.expiresAt() + ", accepted until " + acceptedUntil);
    }

    private ApiHttpClient.Response refresh(ApiFlows.NewClient client, String refreshToken) throws Exception {
        return api().post(
                        "api/v1/auth/refresh",
                        json("refreshToken", refreshToken),
                        "Authorization",
                        bearer(client.key()));
    }

    // --- over HTTP --------------------------------------------------------------------

    @Test
    @RunAsClient
    void aUsernameThatFailedFiveTimesIsRefusedForAWhileAndNoOtherIs() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Brute Force Health");
        flows.register(client, "target", "target-password");
        flows.register(client, "bystander", "bystander-password");
        for (int attempt = 0; attempt < 5; attempt++) {
            assertProblem(flows.loginResponse(client, "target", "guess-" + attempt), 401);
        }

        ApiHttpClient.Response refused = flows.loginResponse(client, "target", "target-password");
        assertProblem(refused, 429);
        long retryAfter = Long.parseLong(refused.header("Retry-After").orElseThrow());
        assertTrue(retryAfter > 800 && retryAfter <= 900, "until the first failure is 15 minutes old: " + retryAfter);
        assertEquals(
                200,
                flows.loginResponse(client, "bystander", "bystander-password").status(),
                "another username of the tenant signs in");

        ApiFlows.NewClient otherTenant = flows.newClient("Other Brute Force Health");
        flows.register(otherTenant, "target", "other-target-password");
        assertEquals(
                200,
                flows.loginResponse(otherTenant, "target", "other-target-password")
                        .status(),
                "the same name in another tenant is another user");
    }

    @Test
    @RunAsClient
    void aTokenIsVerifiedOnceAndStaysRevocable() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Verified Once Health");
        ApiFlows.SignIn user = flows.newUser(client, "cached-user");
        double hitsBefore = verifiedTokenHits();
        for (int call = 0; call < 3; call++) {
            assertEquals(
                    200,
                    api().get("api/v1/labs", "Authorization", bearer(user.accessToken()))
                            .status());
        }
        assertTrue(verifiedTokenHits() >= hitsBefore + 2, "the second and third calls found the verified token");

        ApiHttpClient.Response logout = api().post(
                        "api/v1/auth/logout",
                        json("refreshToken", user.refreshToken()),
                        "Authorization",
                        bearer(user.accessToken()));
        assertEquals(200, logout.status(), logout::toString);
        assertProblem(api().get("api/v1/labs", "Authorization", bearer(user.accessToken())), 401);
    }

    private double verifiedTokenHits() throws Exception {
        return api().counter("nutrilab_auth_verified_tokens_hits");
    }

    @Test
    @RunAsClient
    void theWholeFlowFromOperatorToLogout() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Flow Health");
        String userId = flows.register(client, "flow.user@example", "flow-password-1");
        ApiFlows.SignIn signIn = flows.login(client, "flow.user@example", "flow-password-1");

        ApiHttpClient.Response refreshed = api().post(
                        "api/v1/auth/refresh",
                        json("refreshToken", signIn.refreshToken()),
                        "Authorization",
                        bearer(client.key()));
        assertEquals(200, refreshed.status(), refreshed::toString);
        JsonObject pair = refreshed.json();
        assertEquals("Bearer", pair.getString("tokenType"));
        assertEquals(900, pair.getInt("expiresIn"));
        assertEquals(30 * 24 * 3600, pair.getInt("refreshExpiresIn"));
        String access = pair.getString("accessToken");
        String refresh = pair.getString("refreshToken");
        assertEquals(userId, SignedJWT.parse(access).getJWTClaimsSet().getSubject());

        ApiHttpClient.Response logout =
                api().post("api/v1/auth/logout", json("refreshToken", refresh), "Authorization", bearer(access));
        assertEquals(200, logout.status(), logout::toString);

        assertProblem(
                api().post("api/v1/auth/logout", json("refreshToken", refresh), "Authorization", bearer(access)), 401);
        assertProblem(
                api().post("api/v1/auth/refresh", json("refreshToken", refresh), "Authorization", bearer(client.key())),
                401);
    }

    /**
     * Two refreshes with the same token at the same moment: one conditional update spends it, so
     * exactly one gets a pair and the other is the token presented twice (the sign-in is revoked).
     * Token answers are never cached.
     */
    @Test
    @RunAsClient
    void ofTwoConcurrentRefreshesWithOneTokenExactlyOneGetsAPair() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Race Health");
        for (int round = 0; round < 5; round++) {
            ApiFlows.SignIn signIn = flows.newUser(client, "racer" + round);
            String body = json("refreshToken", signIn.refreshToken());
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                List<Future<ApiHttpClient.Response>> answers = new java.util.ArrayList<>();
                for (int i = 0; i < 2; i++) {
                    answers.add(pool.submit(() -> {
                        start.await();
                        return api().post("api/v1/auth/refresh", body, "Authorization", bearer(client.key()));
                    }));
                }
                start.countDown();
                List<Integer> statuses = new java.util.ArrayList<>();
                for (Future<ApiHttpClient.Response> answer : answers) {
                    ApiHttpClient.Response response = answer.get();
                    statuses.add(response.status());
                    if (response.status() == 200) {
                        assertEquals(
                                "no-store", response.header("Cache-Control").orElse(""), response::toString);
                    } else {
                        assertProblem(response, 401);
                    }
                }
                assertEquals(List.of(200, 401), statuses.stream().sorted().toList(), "round " + round);
            } finally {
                pool.shutdownNow();
            }
        }
        ApiHttpClient.Response login = flows.loginResponse(client, "racer0", "password-of-racer0");
        assertEquals("no-store", login.header("Cache-Control").orElse(""), login::toString);
    }

    @Test
    @RunAsClient
    void aRefreshTokenPresentedTwiceRevokesTheSignInOverHttp() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Reuse Health");
        ApiFlows.SignIn signIn = flows.newUser(client, "reuser");
        String body = json("refreshToken", signIn.refreshToken());
        ApiHttpClient.Response first = api().post("api/v1/auth/refresh", body, "Authorization", bearer(client.key()));
        assertEquals(200, first.status(), first::toString);
        assertProblem(api().post("api/v1/auth/refresh", body, "Authorization", bearer(client.key())), 401);

        String newest = first.json().getString("accessToken");
        assertProblem(
                api().post("api/v1/auth/logout", json("refreshToken", "x"), "Authorization", bearer(newest)), 401);
    }

    @Test
    @RunAsClient
    void loginFailsAlikeForAnUnknownUserAndAWrongPassword() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Timing Health");
        flows.register(client, "known", "the-right-password");
        List<Long> unknown = new ArrayList<>();
        List<Long> wrong = new ArrayList<>();
        String unknownBody = null;
        String wrongBody = null;
        for (int i = 0; i < 5; i++) { // five: a sixth failed sign-in would lock the username
            long start = System.nanoTime();
            ApiHttpClient.Response a = flows.loginResponse(client, "nobody-" + i, "the-right-password");
            unknown.add(System.nanoTime() - start);
            start = System.nanoTime();
            ApiHttpClient.Response b = flows.loginResponse(client, "known", "a-wrong-password");
            wrong.add(System.nanoTime() - start);
            assertProblem(a, 401);
            assertProblem(b, 401);
            unknownBody = a.json().getString("detail");
            wrongBody = b.json().getString("detail");
        }
        assertEquals(wrongBody, unknownBody, "the same answer");
        double ratio = (double) median(unknown) / median(wrong);
        // Without the check an unknown user's answer costs a tenth of a known one's or less: a band
        // of three either way tells that apart on a busy machine too.
        assertTrue(ratio > 1 / 3.0 && ratio < 3.0, "an unknown user costs a password check too; ratio " + ratio);
    }

    @Test
    @RunAsClient
    void aRoleSmuggledIntoRegistrationIsIgnored() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Smuggle Health");
        ApiHttpClient.Response registered = api().post(
                        "api/v1/auth/register",
                        "{\"username\":\"mallory\",\"password\":\"mallory-password\",\"role\":\"operator\","
                                + "\"groups\":[\"operator\"],\"clientId\":\"someone-else\"}",
                        "Authorization",
                        bearer(client.key()));
        assertEquals(200, registered.status(), registered::toString);
        ApiFlows.SignIn signIn = flows.login(client, "mallory", "mallory-password");
        JWTClaimsSet claims = SignedJWT.parse(signIn.accessToken()).getJWTClaimsSet();
        assertEquals(List.of("user"), claims.getStringListClaim("groups"));
        assertEquals(client.id(), claims.getStringClaim("client_id"));
        assertProblem(api().get("api/v1/admin/clients", "Authorization", bearer(signIn.accessToken())), 403);
    }

    @Test
    @RunAsClient
    void forgedTokensAreRefusedWithAProblemAndAChallenge() throws Exception {
        RSAPrivateKey ourKey = ourPrivateKey();
        RSAKey otherKey = new RSAKeyGenerator(2048).generate();
        // The operator key a genuine token names (its id, not the secret), as the service issues it.
        String operatorKey = SignedJWT.parse(new ApiFlows(api()).operatorToken())
                .getJWTClaimsSet()
                .getStringClaim(TokenIssuer.SIGN_IN_CLAIM);
        JWTClaimsSet operator = operatorClaims(ISSUER, Instant.now().plusSeconds(600), operatorKey);
        String publicPem = Files.readString(keyFile("jwt-public.pem"));

        SignedJWT tampered =
                SignedJWT.parse(new ApiFlows(api()).newClient("Tamper Health").key());
        String[] parts = tampered.serialize().split("\\.");
        String forgedPayload = Base64.getUrlEncoder()
                .withoutPadding()
                .encodeToString(operator.toString().getBytes());

        List<String> forged = List.of(
                new PlainJWT(operator).serialize(),
                sign(new MACSigner(padded(publicPem.getBytes())), JWSAlgorithm.HS256, operator),
                sign(new RSASSASigner(otherKey), JWSAlgorithm.RS256, operator),
                parts[0] + "." + forgedPayload + "." + parts[2],
                sign(
                        new RSASSASigner(ourKey),
                        JWSAlgorithm.RS256,
                        operatorClaims(ISSUER, Instant.now().minusSeconds(120), operatorKey)),
                sign(
                        new RSASSASigner(ourKey),
                        JWSAlgorithm.RS256,
                        operatorClaims("urn:somebody-else", Instant.now().plusSeconds(600), operatorKey)),
                // signed with our key, but naming no operator key (or another one): refused by the service
                sign(
                        new RSASSASigner(ourKey),
                        JWSAlgorithm.RS256,
                        operatorClaims(ISSUER, Instant.now().plusSeconds(600), null)),
                sign(
                        new RSASSASigner(ourKey),
                        JWSAlgorithm.RS256,
                        operatorClaims(ISSUER, Instant.now().plusSeconds(600), "0".repeat(32))),
                "not-a-jwt-at-all");
        for (String token : forged) {
            ApiHttpClient.Response response = api().get("api/v1/admin/clients", "Authorization", bearer(token));
            assertProblem(response, 401);
            assertEquals(
                    "Bearer error=\"invalid_token\"",
                    response.header("WWW-Authenticate").orElse(""),
                    () -> "challenge for " + token);
        }
        // Our own key, our issuer, still valid: accepted (so the refusals above are the forgery's doing).
        String genuine = sign(new RSASSASigner(ourKey), JWSAlgorithm.RS256, operator);
        assertEquals(
                200,
                api().get("api/v1/admin/clients", "Authorization", bearer(genuine))
                        .status());
    }

    /**
     * Every operation the OpenAPI document secures, over HTTP: 401 with the Bearer challenge
     * without a credential (no error code: no token was sent), 403 with each credential of another
     * kind. RoleChecks enforces what the resources declare, and EndpointSecurityTest checks that the
     * document declares the same.
     */
    @Test
    @RunAsClient
    void everySecuredOperationRefusesNoCredentialAndTheOtherKinds() throws Exception {
        Map<String, String> credentials = new ApiFlows(api()).oneCredentialOfEachKind("Every Operation Health");
        ApiHttpClient http = api();
        JsonObject paths = http.serverRoot()
                .get("openapi", "Accept", "application/json")
                .json()
                .getJsonObject("paths");

        List<String> checked = new ArrayList<>();
        List<String> open = new ArrayList<>();
        paths.forEach((path, item) -> item.asJsonObject().forEach((method, value) -> {
            JsonObject operation = value instanceof JsonObject object ? object : null;
            if (operation == null) {
                return; // path-level parameters
            }
            if (!operation.containsKey("security")) {
                open.add(method + " " + path);
                return;
            }
            Set<String> allowed = operation.getJsonArray("security").stream()
                    .flatMap(requirement -> requirement.asJsonObject().keySet().stream())
                    .collect(Collectors.toSet());
            String url = path.replaceAll("\\{[^}]+}", "1");
            String name = method + " " + path;
            String verb = method.toUpperCase(Locale.ROOT);

            ApiHttpClient.Response none = http.method(verb, url, null);
            assertProblem(none, 401);
            assertEquals("Bearer", none.header("WWW-Authenticate").orElse(""), name);
            credentials.forEach((kind, credential) -> {
                if (!allowed.contains(kind)) {
                    ApiHttpClient.Response refused = http.method(verb, url, null, "Authorization", bearer(credential));
                    assertEquals(403, refused.status(), () -> name + " with a " + kind + ": " + refused);
                    // RoleChecks' own wording: an EJB's role check further in would refuse too, worded otherwise.
                    assertEquals(
                            "This kind of credential may not call this operation.",
                            assertProblem(refused, 403).getString("detail"),
                            () -> name + " with a " + kind);
                }
            });
            checked.add(name);
        }));
        assertEquals(
                Set.of("post /api/v1/admin/login", "get /api/v1"),
                Set.copyOf(open),
                "only signing in and the index are open");
        assertTrue(checked.size() > 30, checked::toString);
    }

    @Test
    @RunAsClient
    void aDisabledClientAndItsUsersAreRefusedAtOnce() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String operator = flows.operatorToken();
        ApiFlows.NewClient client = flows.newClient(operator, "Disabled Health");
        ApiFlows.SignIn user = flows.newUser(client, "disabled-user");
        String logoutBody = json("refreshToken", user.refreshToken());

        ApiHttpClient.Response disabled = api().method(
                        "PATCH",
                        "api/v1/admin/clients/" + client.id(),
                        json("disabled", true),
                        "Authorization",
                        bearer(operator),
                        "Content-Type",
                        "application/json");
        assertEquals(200, disabled.status(), disabled::toString);
        assertTrue(disabled.json().getBoolean("disabled"));

        ApiHttpClient.Response clientCall = flows.loginResponse(client, "disabled-user", "password-of-disabled-user");
        assertProblem(clientCall, 401);
        assertEquals(
                "Bearer error=\"invalid_token\"",
                clientCall.header("WWW-Authenticate").orElse(""));
        assertProblem(api().post("api/v1/auth/logout", logoutBody, "Authorization", bearer(user.accessToken())), 401);

        api().method(
                        "PATCH",
                        "api/v1/admin/clients/" + client.id(),
                        json("disabled", false),
                        "Authorization",
                        bearer(operator),
                        "Content-Type",
                        "application/json");
        assertEquals(
                200,
                flows.loginResponse(client, "disabled-user", "password-of-disabled-user")
                        .status());
        assertEquals(
                200,
                api().post("api/v1/auth/logout", logoutBody, "Authorization", bearer(user.accessToken()))
                        .status());
    }

    /**
     * Replacing the operator secret (as a start with a newly configured one does) ends every
     * operator token issued under the old one at once, one this node has verified before too
     * (issue 47); the new secret signs in, the old one no longer does. In the container, to
     * replace it without a restart; the IT's own secret is put back afterwards.
     */
    @Test
    void operatorTokensOfAReplacedSecretAreRefusedAtOnce() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String before = flows.operatorToken();
        for (int call = 0; call < 2; call++) {
            assertEquals(
                    200,
                    api().get("api/v1/admin/clients", "Authorization", bearer(before))
                            .status());
        }
        String replaced = "a-replaced-operator-secret-0123456789";
        try {
            operatorAccess.replaceSecret(replaced);

            assertProblem(api().get("api/v1/admin/clients", "Authorization", bearer(before)), 401);
            assertProblem(api().post("api/v1/admin/login", json("operatorKey", ApiFlows.OPERATOR_KEY)), 401);
            ApiHttpClient.Response login = api().post("api/v1/admin/login", json("operatorKey", replaced));
            assertEquals(200, login.status(), login::toString);
            String after = login.json().getString("accessToken");
            assertEquals(
                    200,
                    api().get("api/v1/admin/clients", "Authorization", bearer(after))
                            .status());
        } finally {
            operatorAccess.replaceSecret(ApiFlows.OPERATOR_KEY);
        }
    }

    /**
     * A disable or a logout whose write the cluster cache refuses is not reported done while the
     * credential goes on working (issue 47): it answers 503 with Retry-After and changes nothing,
     * in the database either; once the cache takes writes again, the same request takes effect.
     * A Hazelcast interceptor on the shared map refuses the writes, as a failing member would.
     */
    @Test
    void aChangeTheClusterCacheRefusesIsNotReportedDone() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String operator = flows.operatorToken();
        ApiFlows.NewClient client = flows.newClient(operator, "Unshared Health");
        ApiFlows.SignIn user = flows.newUser(client, "unshared-user");
        String disable = json("disabled", true);
        String logout = json("refreshToken", user.refreshToken());

        IMap<String, String> clients = hazelcast.getMap("nutrilab.client-status");
        String refusing = clients.addInterceptor(new RefusedWrites("disabled|"));
        try {
            ApiHttpClient.Response refused = api().method(
                            "PATCH",
                            "api/v1/admin/clients/" + client.id(),
                            disable,
                            "Authorization",
                            bearer(operator),
                            "Content-Type",
                            "application/json");
            assertProblem(refused, 503);
            assertTrue(refused.header("Retry-After").isPresent(), refused::toString);
            assertFalse(entityManager.find(ApiClient.class, client.id()).disabled(), "the disable was rolled back");
            assertEquals(
                    200,
                    flows.loginResponse(client, "unshared-user", "password-of-unshared-user")
                            .status());
        } finally {
            clients.removeInterceptor(refusing);
        }

        IMap<String, String> revoked = hazelcast.getMap("nutrilab.revoked-credentials");
        refusing = revoked.addInterceptor(new RefusedWrites(""));
        try {
            ApiHttpClient.Response refused =
                    api().post("api/v1/auth/logout", logout, "Authorization", bearer(user.accessToken()));
            assertProblem(refused, 503);
            assertEquals(
                    200,
                    api().get("api/v1/labs", "Authorization", bearer(user.accessToken()))
                            .status(),
                    "a logout reported failed leaves the token working, as the database does");
        } finally {
            revoked.removeInterceptor(refusing);
        }

        assertEquals(
                200,
                api().post("api/v1/auth/logout", logout, "Authorization", bearer(user.accessToken()))
                        .status());
        assertProblem(api().get("api/v1/labs", "Authorization", bearer(user.accessToken())), 401);
        ApiHttpClient.Response disabled = api().method(
                        "PATCH",
                        "api/v1/admin/clients/" + client.id(),
                        disable,
                        "Authorization",
                        bearer(operator),
                        "Content-Type",
                        "application/json");
        assertEquals(200, disabled.status(), disabled::toString);
        assertProblem(flows.loginResponse(client, "unshared-user", "password-of-unshared-user"), 401);
    }

    /**
     * One tenant's sign-in flood is refused to that tenant alone (issue 55 item 1): while sixteen
     * threads of tenant A sign in over and over, beyond what the hashing threads and their queue
     * hold (half the cores, a queue of 4), A gets 429 problems with Retry-After, and tenant B
     * registers users and signs them in, and the operator signs in, every time. Before the fair
     * share, the pool was one for all: B and the operator got 503 while A's hashes filled it.
     */
    @Test
    @RunAsClient
    void oneTenantsSignInFloodIsRefusedToItAlone() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient flooding = flows.newClient("Flooding Health");
        ApiFlows.NewClient other = flows.newClient("Patient Health");
        flows.newUser(flooding, "flooder");
        int threads = 16;
        AtomicBoolean stillFlooding = new AtomicBoolean(true);
        AtomicInteger signedIn = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        CountDownLatch firstRefusal = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> floods = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                floods.add(pool.submit(() -> {
                    while (stillFlooding.get()) {
                        ApiHttpClient.Response response =
                                flows.loginResponse(flooding, "flooder", "password-of-flooder");
                        if (response.status() == 200) {
                            signedIn.incrementAndGet();
                        } else {
                            assertProblem(response, 429);
                            assertEquals("1", response.header("Retry-After").orElse(""), response::toString);
                            refused.incrementAndGet();
                            firstRefusal.countDown();
                        }
                    }
                    return null;
                }));
            }
            assertTrue(firstRefusal.await(60, TimeUnit.SECONDS), "the flood fills A's share");
            for (int i = 1; i <= 3; i++) {
                flows.register(other, "patient-" + i, "password-of-patient");
                ApiHttpClient.Response login = flows.loginResponse(other, "patient-" + i, "password-of-patient");
                assertEquals(200, login.status(), login::toString);
            }
            flows.operatorToken(); // the operator's reserve: 200
            stillFlooding.set(false);
            for (Future<?> flood : floods) {
                flood.get();
            }
            assertTrue(signedIn.get() > 0, "A's share signs A's users in");
            assertTrue(refused.get() > 0, "and refuses the rest at once: " + signedIn + " signed in");
        } finally {
            stillFlooding.set(false);
            pool.shutdownNow();
        }
        // The flood's last requests may still fill the client key's windows: a client that
        // honours Retry-After signs in once it has passed.
        ApiHttpClient.Response after = flows.loginResponse(flooding, "flooder", "password-of-flooder");
        if (after.status() == 429) {
            long retryAfter = Long.parseLong(after.header("Retry-After").orElseThrow());
            assertTrue(retryAfter <= 1, () -> "only the one-second window can be full: " + retryAfter);
            Thread.sleep(Duration.ofSeconds(retryAfter).toMillis());
            after = flows.loginResponse(flooding, "flooder", "password-of-flooder");
        }
        assertEquals(200, after.status(), after::toString);
    }

    /** Refuses, on the partition, every write of a string that starts with {@code prefix}. */
    static final class RefusedWrites implements MapInterceptor {

        private static final long serialVersionUID = 1L;

        private final String prefix;

        RefusedWrites(String prefix) {
            this.prefix = prefix;
        }

        @Override
        public Object interceptPut(Object oldValue, Object newValue) {
            if (newValue instanceof String value && value.startsWith(prefix)) {
                throw new IllegalStateException("refused by the test");
            }
            return null;
        }

        @Override
        public Object interceptGet(Object value) {
            return null;
        }

        @Override
        public void afterGet(Object value) {}

        @Override
        public void afterPut(Object value) {}

        @Override
        public Object interceptRemove(Object removedValue) {
            return null;
        }

        @Override
        public void afterRemove(Object oldValue) {}
    }

    @Test
    @RunAsClient
    void aRotatedKeyStopsWorkingAndTheNewOneWorks() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String operator = flows.operatorToken();
        ApiFlows.NewClient client = flows.newClient(operator, "Rotate Health");
        ApiHttpClient.Response rotated =
                api().post("api/v1/admin/clients/" + client.id() + "/keys", "", "Authorization", bearer(operator));
        assertEquals(200, rotated.status(), rotated::toString);
        String newKey = rotated.json().getString("key");
        assertNotEquals(client.key(), newKey);

        assertProblem(flows.loginResponse(client, "anyone", "any-password-1"), 401);
        ApiFlows.NewClient withNewKey = new ApiFlows.NewClient(client.id(), newKey);
        flows.register(withNewKey, "after-rotation", "after-rotation-pw");

        JsonObject shown = api().get("api/v1/admin/clients/" + client.id(), "Authorization", bearer(operator))
                .json();
        assertFalse(shown.containsKey("key"), "a key is shown once, never again");
    }

    @Test
    @RunAsClient
    void aUserOfOneClientIsInvisibleToAnother() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String operator = flows.operatorToken();
        ApiFlows.NewClient clientA = flows.newClient(operator, "Tenant A Health");
        ApiFlows.NewClient clientB = flows.newClient(operator, "Tenant B Health");
        ApiFlows.SignIn userOfA = flows.newUser(clientA, "only-in-a");

        assertProblem(flows.loginResponse(clientB, "only-in-a", "password-of-only-in-a"), 401);
        assertProblem(
                api().post(
                                "api/v1/auth/refresh",
                                json("refreshToken", userOfA.refreshToken()),
                                "Authorization",
                                bearer(clientB.key())),
                401);
        // ...and A's refresh token was not spent by B's attempt.
        assertEquals(
                200,
                api().post(
                                "api/v1/auth/refresh",
                                json("refreshToken", userOfA.refreshToken()),
                                "Authorization",
                                bearer(clientA.key()))
                        .status());
        String sameNameInB = flows.register(clientB, "only-in-a", "another-password");
        assertNotEquals(userOfA.userId(), sameNameInB);
    }

    @Test
    @RunAsClient
    void invalidBodiesAndNamesAreClearErrors() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String operator = flows.operatorToken();
        ApiFlows.NewClient client = flows.newClient(operator, "Errors Health");

        ApiHttpClient.Response badName = api().post(
                        "api/v1/auth/register",
                        json("username", "no spaces!", "password", "long-enough-pw"),
                        "Authorization",
                        bearer(client.key()));
        assertProblem(badName, 400);
        assertEquals(List.of("username"), badName.errorFields());

        ApiHttpClient.Response noBody = api().post("api/v1/auth/register", "", "Authorization", bearer(client.key()));
        assertProblem(noBody, 400);

        flows.register(client, "taken-name", "long-enough-pw");
        assertProblem(
                api().post(
                                "api/v1/auth/register",
                                json("username", "taken-name", "password", "long-enough-pw"),
                                "Authorization",
                                bearer(client.key())),
                409);

        String duplicate = json("name", "Duplicate Health " + UUID.randomUUID());
        assertEquals(
                200,
                api().post("api/v1/admin/clients", duplicate, "Authorization", bearer(operator))
                        .status());
        assertProblem(api().post("api/v1/admin/clients", duplicate, "Authorization", bearer(operator)), 409);
        int defaultPerSecond = api().get("api/v1").rateLimitPolicy().get("1s");
        ApiHttpClient.Response tooLoose = api().post(
                        "api/v1/admin/clients",
                        json("name", "Loose Health", "rateLimits", limits("perSecond", defaultPerSecond + 1)),
                        "Authorization",
                        bearer(operator));
        assertProblem(tooLoose, 400);
        assertEquals(List.of("rateLimits.perSecond"), tooLoose.errorFields());
        assertProblem(api().get("api/v1/admin/clients/" + UUID.randomUUID(), "Authorization", bearer(operator)), 404);
        ApiHttpClient.Response tooBig =
                api().get("api/v1/admin/clients?pageSize=101", "Authorization", bearer(operator));
        assertProblem(tooBig, 400);
        assertEquals(List.of("pageSize"), tooBig.errorFields());
        ApiHttpClient.Response notANumber =
                api().get("api/v1/admin/clients?page=abc", "Authorization", bearer(operator));
        assertProblem(notANumber, 400);
        assertEquals(List.of("page"), notANumber.errorFields());
        assertProblem(api().post("api/v1/admin/login", json("operatorKey", "wrong")), 401);
    }

    @Test
    @RunAsClient
    void clientsAreListedInPagesWithTheirLimits() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        String operator = flows.operatorToken();
        ApiHttpClient.Response created = api().post(
                        "api/v1/admin/clients",
                        json("name", "Tight Health " + UUID.randomUUID(), "rateLimits", limits("perSecond", 5)),
                        "Authorization",
                        bearer(operator));
        JsonObject limits = created.json().getJsonObject("rateLimits");
        assertEquals(5, limits.getInt("perSecond"));
        assertEquals(
                created.rateLimitPolicy().get("10s"), limits.getInt("per10Seconds"), "the default where none was set");

        JsonObject page = api().get("api/v1/admin/clients?page=1&pageSize=2", "Authorization", bearer(operator))
                .json();
        assertEquals(2, page.getJsonArray("items").size());
        assertTrue(page.getInt("totalItems") >= 2);
        JsonObject pastTheEnd = api().get("api/v1/admin/clients?page=9999", "Authorization", bearer(operator))
                .json();
        assertEquals(0, pastTheEnd.getJsonArray("items").size());
    }

    // --- helpers ----------------------------------------------------------------------

    private ApiHttpClient api() throws Exception {
        return ServedContract.client(base);
    }

    private static JWTClaimsSet operatorClaims(String issuer, Instant expiry, String operatorKey) {
        return new JWTClaimsSet.Builder()
                .issuer(issuer)
                .subject("operator")
                .claim("upn", "operator")
                .claim("groups", List.of("operator"))
                .claim(TokenIssuer.SIGN_IN_CLAIM, operatorKey)
                .jwtID(UUID.randomUUID().toString())
                .issueTime(Date.from(expiry.minusSeconds(900)))
                .expirationTime(Date.from(expiry))
                .build();
    }

    private static String sign(com.nimbusds.jose.JWSSigner signer, JWSAlgorithm algorithm, JWTClaimsSet claims)
            throws Exception {
        SignedJWT jwt = new SignedJWT(
                new JWSHeader.Builder(algorithm).type(JOSEObjectType.JWT).build(), claims);
        jwt.sign(signer);
        return jwt.serialize();
    }

    /** HS256 needs a secret of at least 256 bits; the PEM text is longer than that already. */
    private static byte[] padded(byte[] secret) {
        return secret.length >= 32 ? secret : java.util.Arrays.copyOf(secret, 32);
    }

    private static Path keyFile(String name) {
        return Path.of(System.getProperty("nutrilab.data-dir"), "keys", name);
    }

    private static RSAPrivateKey ourPrivateKey() throws Exception {
        String pem = Files.readString(keyFile("jwt-private.pem"))
                .replaceAll("-----[A-Z ]+-----", "")
                .replaceAll("\\s", "");
        return (RSAPrivateKey) KeyFactory.getInstance("RSA")
                .generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(pem)));
    }

    private static long median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    /** A client's own rate limits, as the request body's {@code rateLimits} object. */
    private static JsonObject limits(String window, int cap) {
        return Json.createObjectBuilder().add(window, cap).build();
    }
}
