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
 * The deliveries waiting for a worker on this node, taken in turn per client, with at most
 * {@code perClient} of one client's in flight at once: a receiver that is slow or dead (or a
 * client with several of them) holds that many workers at most, and every other client's
 * deliveries go on. A delivery is held once, from its offer until it is done.
 */
final class DeliveryQueue {

    private final int perClient;
    /** Each client's waiting deliveries, the clients in turn order. */
    private final Map<String, Deque<PendingDelivery>> waiting = new LinkedHashMap<>();

    private final Map<String, Integer> inFlight = new HashMap<>();
    private final Set<String> held = new HashSet<>();

    DeliveryQueue(int perClient) {
        this.perClient = perClient;
    }

    /** Queues a delivery unless it is waiting or in flight already. */
    synchronized boolean offer(PendingDelivery delivery) {
        if (!held.add(delivery.deliveryId())) {
            return false;
        }
        waiting.computeIfAbsent(delivery.clientId(), client -> new ArrayDeque<>())
                .add(delivery);
        return true;
    }

    /** The oldest waiting delivery of the next client in turn that has room; that client goes to the back. */
    synchronized Optional<PendingDelivery> next() {
        Iterator<Map.Entry<String, Deque<PendingDelivery>>> turns =
                waiting.entrySet().iterator();
        while (turns.hasNext()) {
            Map.Entry<String, Deque<PendingDelivery>> turn = turns.next();
            if (inFlight.getOrDefault(turn.getKey(), 0) >= perClient) {
                continue;
            }
            PendingDelivery taken = turn.getValue().poll();
            turns.remove();
            if (!turn.getValue().isEmpty()) {
                waiting.put(turn.getKey(), turn.getValue());
            }
            inFlight.merge(turn.getKey(), 1, Integer::sum);
            return Optional.of(taken);
        }
        return Optional.empty();
    }

    synchronized void done(PendingDelivery taken) {
        held.remove(taken.deliveryId());
        inFlight.computeIfPresent(taken.clientId(), (client, count) -> count > 1 ? count - 1 : null);
    }

    /** Whether a worker would find something to take now. */
    synchronized boolean hasReady() {
        return waiting.keySet().stream().anyMatch(client -> inFlight.getOrDefault(client, 0) < perClient);
    }

    synchronized boolean isEmpty() {
        return held.isEmpty();
    }

    /** Clients with at least {@code backlog} deliveries held here: looking for more of theirs can wait. */
    synchronized Set<String> backlogged(int backlog) {
        Set<String> full = new HashSet<>();
        waiting.forEach((client, queued) -> {
            if (queued.size() + inFlight.getOrDefault(client, 0) >= backlog) {
                full.add(client);
            }
        });
        return full;
    }
}
