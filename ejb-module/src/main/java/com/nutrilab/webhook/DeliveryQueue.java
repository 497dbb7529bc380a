package com.nutrilab.webhook;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The deliveries waiting for a worker on this node, taken in turn per endpoint, with at most
 * {@code perEndpoint} of one endpoint's in flight at once: a receiver that is slow or dead holds
 * that many workers at most, and every other endpoint's deliveries go on. A delivery is held
 * once, from its offer until it is done.
 */
final class DeliveryQueue {

    /** A delivery taken by a worker. */
    record Taken(String endpointId, String deliveryId) {
    }

    private final int perEndpoint;
    /** Each endpoint's waiting deliveries, the endpoints in turn order. */
    private final Map<String, Deque<String>> waiting = new LinkedHashMap<>();
    private final Map<String, Integer> inFlight = new HashMap<>();
    private final Set<String> held = new HashSet<>();

    DeliveryQueue(int perEndpoint) {
        this.perEndpoint = perEndpoint;
    }

    /** Queues a delivery unless it is waiting or in flight already. */
    synchronized boolean offer(String endpointId, String deliveryId) {
        if (!held.add(deliveryId)) {
            return false;
        }
        waiting.computeIfAbsent(endpointId, endpoint -> new ArrayDeque<>()).add(deliveryId);
        return true;
    }

    /** The oldest waiting delivery of the next endpoint in turn that has room; that endpoint goes to the back. */
    synchronized Optional<Taken> next() {
        Iterator<Map.Entry<String, Deque<String>>> turns = waiting.entrySet().iterator();
        while (turns.hasNext()) {
            Map.Entry<String, Deque<String>> turn = turns.next();
            if (inFlight.getOrDefault(turn.getKey(), 0) >= perEndpoint) {
                continue;
            }
            String deliveryId = turn.getValue().poll();
            turns.remove();
            if (!turn.getValue().isEmpty()) {
                waiting.put(turn.getKey(), turn.getValue());
            }
            inFlight.merge(turn.getKey(), 1, Integer::sum);
            return Optional.of(new Taken(turn.getKey(), deliveryId));
        }
        return Optional.empty();
    }

    synchronized void done(Taken taken) {
        held.remove(taken.deliveryId());
        inFlight.computeIfPresent(taken.endpointId(), (endpoint, count) -> count > 1 ? count - 1 : null);
    }

    /** Whether a worker would find something to take now. */
    synchronized boolean hasReady() {
        return waiting.keySet().stream().anyMatch(endpoint -> inFlight.getOrDefault(endpoint, 0) < perEndpoint);
    }

    synchronized boolean isEmpty() {
        return held.isEmpty();
    }

    /** Endpoints with at least {@code backlog} deliveries held here: looking for more of theirs can wait. */
    synchronized Set<String> backlogged(int backlog) {
        Set<String> full = new HashSet<>();
        waiting.forEach((endpoint, queued) -> {
            if (queued.size() + inFlight.getOrDefault(endpoint, 0) >= backlog) {
                full.add(endpoint);
            }
        });
        return full;
    }
}
