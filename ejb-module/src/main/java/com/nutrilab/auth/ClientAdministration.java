package com.nutrilab.auth;

import com.nutrilab.platform.ConflictException;
import com.nutrilab.platform.DatabaseFailures;
import com.nutrilab.platform.InvalidInputException;
import com.nutrilab.platform.Page;
import com.nutrilab.platform.UnknownResourceException;
import com.nutrilab.privacy.ClientErasure;
import com.nutrilab.ratelimit.RateLimitDefaults;
import com.nutrilab.ratelimit.RateLimits;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;

/** The operator's work on clients: create, list, read, rotate the key, limit, disable. */
@Stateless
@RolesAllowed(Roles.OPERATOR)
public class ClientAdministration {

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    @Inject
    private TokenIssuer tokens;

    @Inject
    private Event<ClientChanged> clientChanges;

    @Inject
    private RateLimitDefaults defaults;

    public ClientView create(String name, RateLimitsRequest limits) {
        caller.require(PrincipalKind.OPERATOR);
        if (!entityManager
                .createNamedQuery(ApiClient.BY_NAME, ApiClient.class)
                .setParameter("name", name)
                .getResultList()
                .isEmpty()) {
            throw new ConflictException("A client named '" + name + "' exists already");
        }
        ApiClient client = new ApiClient(name);
        applyLimits(client, limits);
        entityManager.persist(client);
        // Another request may take the name between the check and the insert.
        DatabaseFailures.flushUnique(entityManager, "A client named '" + name + "' exists already");
        return changedWithKey(client);
    }

    public Page<ClientView> list(int page, int pageSize) {
        caller.require(PrincipalKind.OPERATOR);
        return Page.read(
                entityManager.createNamedQuery(ApiClient.COUNT, Long.class),
                entityManager.createNamedQuery(ApiClient.ALL, ApiClient.class),
                page,
                pageSize,
                client -> view(client, null));
    }

    public ClientView get(String id) {
        caller.require(PrincipalKind.OPERATOR);
        return view(find(id, LockModeType.NONE), null);
    }

    /** A new key; the old one stops working at once, on every node. */
    public ClientView rotateKey(String id) {
        caller.require(PrincipalKind.OPERATOR);
        ApiClient client = find(id, LockModeType.NONE);
        client.newKey();
        entityManager.flush();
        return changedWithKey(client);
    }

    /** Tells every node of the client's new state, and answers with its new key (shown this once). */
    private ClientView changedWithKey(ApiClient client) {
        clientChanges.fire(new ClientChanged(client.id(), ClientState.of(client)));
        return view(
                client,
                tokens.clientKey(client.id(), client.name(), client.keyId()).token());
    }

    /**
     * Changes limits and/or the disabled flag; a null leaves that part as it is. The client's row
     * is locked before the erasure is looked for, as the erasure's start locks it before it checks
     * the flag: of an enable and an erasure at the same moment, the second waits and is refused.
     */
    public ClientView update(String id, RateLimitsRequest limits, Boolean disabled) {
        caller.require(PrincipalKind.OPERATOR);
        ApiClient client = find(id, LockModeType.PESSIMISTIC_WRITE);
        applyLimits(client, limits);
        if (Boolean.FALSE.equals(disabled) && entityManager.find(ClientErasure.class, id) != null) {
            throw new ConflictException("The client is being erased (GET /admin/clients/" + id + "/erasure); "
                    + "it cannot be enabled again");
        }
        if (disabled != null) {
            client.setDisabled(disabled);
        }
        entityManager.flush();
        clientChanges.fire(new ClientChanged(client.id(), ClientState.of(client)));
        return view(client, null);
    }

    private ApiClient find(String id, LockModeType lock) {
        ApiClient client = id == null ? null : entityManager.find(ApiClient.class, id, lock);
        if (client == null) {
            throw new UnknownResourceException("No client " + id);
        }
        return client;
    }

    /** Per-client limits may only tighten the server's defaults. */
    private void applyLimits(ApiClient client, RateLimitsRequest limits) {
        if (limits == null) {
            return;
        }
        RateLimits max = defaults.limits();
        checkLimit("rateLimits.perSecond", limits.perSecond(), max.perSecond());
        checkLimit("rateLimits.per10Seconds", limits.per10Seconds(), max.per10Seconds());
        checkLimit("rateLimits.perMinute", limits.perMinute(), max.perMinute());
        client.limit(limits.perSecond(), limits.per10Seconds(), limits.perMinute());
    }

    private static void checkLimit(String field, Integer value, int max) {
        if (value != null && (value < 1 || value > max)) {
            throw new InvalidInputException(field, "must be between 1 and the server's default, " + max);
        }
    }

    private ClientView view(ApiClient client, String key) {
        RateLimits limits = defaults.limits()
                .tightenedBy(client.limitPerSecond(), client.limitPer10Seconds(), client.limitPerMinute());
        return new ClientView(
                client.id(), client.name(), limits, client.disabled(), client.createdAt(), client.keyIssuedAt(), key);
    }
}
