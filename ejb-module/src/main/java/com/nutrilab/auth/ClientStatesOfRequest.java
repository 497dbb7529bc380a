package com.nutrilab.auth;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The client states one request has read, so that the rate limiter (the client's limits) and the
 * access-control filter (enabled, current key) read the cluster cache once between them. One
 * per request, made by {@link RequestObjects}.
 *
 * <p>The methods are public although nothing outside the package calls them: Weld's client proxy
 * calls a package-private method by reflection, after looking the instance up again (1.5 % of a
 * search's CPU, docs/benchmarks.md), and a public one directly.
 */
class ClientStatesOfRequest {

    private final Map<String, Optional<ClientState>> seen = new HashMap<>();

    public Optional<ClientState> get(String clientId, Function<String, Optional<ClientState>> read) {
        return seen.computeIfAbsent(clientId, read);
    }

    public void forget(String clientId) {
        seen.remove(clientId);
    }
}
