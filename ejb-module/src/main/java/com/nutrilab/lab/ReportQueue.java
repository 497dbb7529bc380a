package com.nutrilab.lab;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The reports waiting for a worker on this node, taken in turn per user: a user who uploads a
 * hundred files (or a hundred hostile ones) waits behind them, while another user's one report
 * is read next. A report is held once, from its offer until it is done.
 */
final class ReportQueue {

    /** Each user's waiting reports, the users in turn order: the next turn is the first entry. */
    private final Map<String, Deque<String>> waitingByUser = new LinkedHashMap<>();

    private final Set<String> held = new HashSet<>();

    /** Queues a report unless it is waiting or being read already. */
    synchronized boolean offer(String userId, String reportId) {
        if (!held.add(reportId)) {
            return false;
        }
        waitingByUser.computeIfAbsent(userId, user -> new ArrayDeque<>()).add(reportId);
        return true;
    }

    /** The next user's oldest waiting report; that user then goes to the back of the line. */
    synchronized Optional<String> next() {
        Iterator<Map.Entry<String, Deque<String>>> turns =
                waitingByUser.entrySet().iterator();
        if (!turns.hasNext()) {
            return Optional.empty();
        }
        Map.Entry<String, Deque<String>> turn = turns.next();
        String reportId = turn.getValue().poll();
        turns.remove();
        if (!turn.getValue().isEmpty()) {
            waitingByUser.put(turn.getKey(), turn.getValue());
        }
        return Optional.of(reportId);
    }

    synchronized void done(String reportId) {
        held.remove(reportId);
    }

    synchronized boolean hasWaiting() {
        return !waitingByUser.isEmpty();
    }
}
