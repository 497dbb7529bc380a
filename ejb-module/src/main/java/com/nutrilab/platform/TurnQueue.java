package com.nutrilab.platform;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Work waiting for a worker on this node (a user's lab reports, a client's webhook deliveries),
 * taken in turn per owner, with at most {@code perOwner} of one owner's in flight at once: an
 * owner who queues a hundred items (or whose items are slow) waits behind them, while another
 * owner's one item is taken next. An item is held once, from its offer until it is done.
 *
 * @param <T> an item, which names its owner and its id
 */
public final class TurnQueue<T> {

    private final int perOwner;
    private final Function<T, String> owner;
    private final Function<T, String> id;
    /** Each owner's waiting items, the owners in turn order. */
    private final Map<String, Deque<T>> waiting = new LinkedHashMap<>();

    private final Map<String, Integer> inFlight = new HashMap<>();
    private final Set<String> held = new HashSet<>();

    public TurnQueue(int perOwner, Function<T, String> owner, Function<T, String> id) {
        this.perOwner = perOwner;
        this.owner = owner;
        this.id = id;
    }

    /** Queues an item unless it is waiting or in flight already. */
    public synchronized boolean offer(T item) {
        if (!held.add(id.apply(item))) {
            return false;
        }
        waiting.computeIfAbsent(owner.apply(item), o -> new ArrayDeque<>()).add(item);
        return true;
    }

    /** The oldest waiting item of the next owner in turn that has room; that owner goes to the back. */
    public synchronized Optional<T> next() {
        Iterator<Map.Entry<String, Deque<T>>> turns = waiting.entrySet().iterator();
        while (turns.hasNext()) {
            Map.Entry<String, Deque<T>> turn = turns.next();
            if (inFlight.getOrDefault(turn.getKey(), 0) >= perOwner) {
                continue;
            }
            T taken = turn.getValue().poll();
            turns.remove();
            if (!turn.getValue().isEmpty()) {
                waiting.put(turn.getKey(), turn.getValue());
            }
            inFlight.merge(turn.getKey(), 1, Integer::sum);
            return Optional.of(taken);
        }
        return Optional.empty();
    }

    public synchronized void done(T taken) {
        held.remove(id.apply(taken));
        inFlight.computeIfPresent(owner.apply(taken), (o, count) -> count > 1 ? count - 1 : null);
    }

    /** Whether a worker would find something to take now. */
    public synchronized boolean hasReady() {
        return waiting.keySet().stream().anyMatch(o -> inFlight.getOrDefault(o, 0) < perOwner);
    }

    public synchronized boolean isEmpty() {
        return held.isEmpty();
    }

    /** Owners with at least {@code backlog} items held here: looking for more of theirs can wait. */
    public synchronized Set<String> backlogged(int backlog) {
        Set<String> full = new HashSet<>();
        waiting.forEach((o, queued) -> {
            if (queued.size() + inFlight.getOrDefault(o, 0) >= backlog) {
                full.add(o);
            }
        });
        return full;
    }
}
