package com.nutrilab.auth;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The client states one request has read, so that the rate limiter (the client's limits) and the
 * access-control filter (enabled, current key) read the cluster cache once between them. One
 * per request, made by {@link RequestObjects}.
 */
class ClientStatesOfRequest {

    private final Map<String, Optional<ClientState>> seen = new HashMap<>();

    Optional<ClientState> get(String clientId, Function<String, Optional<ClientState>> read) {
        return seen.computeIfAbsent(clientId, read);
    }

    void forget(String clientId) {
        seen.remove(clientId);
    }
}
