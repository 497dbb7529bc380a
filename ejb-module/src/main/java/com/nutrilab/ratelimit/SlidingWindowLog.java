package com.nutrilab.ratelimit;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * Exact sliding windows over a log of accepted requests: the times (ms) of the requests accepted
 * in the last minute, oldest first. A request is accepted when, in each window, fewer than the
 * cap were accepted in the span of the window's length ending now; then its time joins the log.
 * A refused request changes nothing, so it uses up no budget. The log never holds more than the
 * per-minute cap, which bounds its size.
 */
public final class SlidingWindowLog {

    private SlidingWindowLog() {}

    /** A decision and the log to store when the request is accepted (null when refused). */
    public record Outcome(RateLimitDecision decision, long[] nextLog) {}

    public static Outcome decide(long[] log, long now, RateLimits limits) {
        long[] recent = withinLastMinute(log, now);
        Map<Window, Integer> remaining = new EnumMap<>(Window.class);
        Map<Window, Long> reset = new EnumMap<>(Window.class);
        Optional<Window> blockedBy = Optional.empty();
        long longestWait = 0;
        for (Window window : Window.values()) {
            int first = firstWithin(recent, now, window);
            int count = recent.length - first;
            int cap = window.cap(limits);
            if (count >= cap) {
                // It must wait until enough of the window's oldest requests have left it.
                long wait = recent[first + count - cap] + window.millis() - now;
                if (wait > longestWait || blockedBy.isEmpty()) {
                    longestWait = Math.max(wait, 1);
                    blockedBy = Optional.of(window);
                }
            }
            remaining.put(window, Math.max(0, cap - count));
            reset.put(window, count == 0 ? 0 : ceilSeconds(recent[first] + window.millis() - now));
        }
        if (blockedBy.isPresent()) {
            return new Outcome(
                    new RateLimitDecision(
                            false, limits, remaining, reset, blockedBy, Math.max(1, ceilSeconds(longestWait))),
                    null);
        }
        remaining.replaceAll((window, left) -> left - 1);
        reset.replaceAll((window, seconds) -> seconds == 0 ? window.seconds() : seconds);
        long[] next = Arrays.copyOf(recent, recent.length + 1);
        next[recent.length] = Math.max(now, recent.length == 0 ? now : recent[recent.length - 1]);
        return new Outcome(new RateLimitDecision(true, limits, remaining, reset, Optional.empty(), 0), next);
    }

    /**
     * The decision when the shared state cannot be read: accept (failing open) or refuse for a
     * second (failing closed), reporting the full caps since nothing is known.
     */
    public static RateLimitDecision unavailable(RateLimits limits, boolean failOpen) {
        Map<Window, Integer> remaining = new EnumMap<>(Window.class);
        Map<Window, Long> reset = new EnumMap<>(Window.class);
        for (Window window : Window.values()) {
            remaining.put(window, failOpen ? window.cap(limits) : 0);
            reset.put(window, 0L);
        }
        return new RateLimitDecision(
                failOpen,
                limits,
                remaining,
                reset,
                failOpen ? Optional.empty() : Optional.of(Window.SECOND),
                failOpen ? 0 : 1);
    }

    private static long[] withinLastMinute(long[] log, long now) {
        if (log == null) {
            return new long[0];
        }
        int first = firstWithin(log, now, Window.longest());
        return first == 0 ? log : Arrays.copyOfRange(log, first, log.length);
    }

    /** The index of the first logged time inside the window (ending at now, excluding its start). */
    private static int firstWithin(long[] log, long now, Window window) {
        long start = now - window.millis();
        int low = 0;
        int high = log.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (log[mid] <= start) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    private static long ceilSeconds(long millis) {
        return (Math.max(0, millis) + 999) / 1000;
    }
}
