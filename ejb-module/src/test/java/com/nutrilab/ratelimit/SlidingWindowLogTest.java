package com.nutrilab.ratelimit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class SlidingWindowLogTest {

    private static final RateLimits DEFAULTS = new RateLimits(10, 50, 100);

    /** A log, fed one request at a time, as the limiter stores it. */
    private long[] log = new long[0];

    private RateLimitDecision request(long at) {
        SlidingWindowLog.Outcome outcome = SlidingWindowLog.decide(log, at, DEFAULTS);
        if (outcome.decision().accepted()) {
            log = outcome.nextLog();
        } else {
            assertNull(outcome.nextLog(), "a refused request stores nothing");
        }
        return outcome.decision();
    }

    @Test
    void tenPerSecondThenTheEleventhWaits() {
        for (int i = 0; i < 10; i++) {
            assertTrue(request(1_000 + i).accepted());
        }
        RateLimitDecision eleventh = request(1_500);
        assertFalse(eleventh.accepted());
        assertEquals(Optional.of(Window.SECOND), eleventh.blockedBy());
        assertEquals(1, eleventh.retryAfterSeconds());
        assertEquals(0, eleventh.remaining().get(Window.SECOND));
        assertEquals(40, eleventh.remaining().get(Window.TEN_SECONDS));
    }

    @Test
    void theWindowSlidesRatherThanResetting() {
        for (int i = 0; i < 10; i++) {
            request(1_900 + i * 10); // 1.900 .. 1.990
        }
        // A fixed window would open at 2.000; a sliding one waits until 1.900 is a second old.
        assertFalse(request(2_100).accepted());
        assertFalse(request(2_899).accepted());
        assertTrue(request(2_900).accepted(), "a window is the second ending now: 1.900 has just left it");
        assertFalse(request(2_905).accepted(), "1.910 .. 1.990 and 2.900: ten in the last second");
    }

    @Test
    void refusedRequestsUseNoBudget() {
        for (int i = 0; i < 10; i++) {
            request(i);
        }
        for (int i = 0; i < 1_000; i++) {
            assertFalse(request(500).accepted());
        }
        assertTrue(request(1_000).accepted(), "only the ten accepted requests counted");
    }

    @Test
    void fiftyPerTenSecondsAndAHundredPerMinute() {
        int accepted = 0;
        for (long t = 0; t < 10_000; t += 100) { // 100 attempts, 10 per second
            accepted += request(t).accepted() ? 1 : 0;
        }
        assertEquals(50, accepted, "the 10 s window caps a steady 10/s at 50");
        RateLimitDecision blocked = request(9_999);
        assertEquals(Optional.of(Window.TEN_SECONDS), blocked.blockedBy());
        assertEquals(1, blocked.retryAfterSeconds(), "the oldest (t=0) leaves at 10.000");

        for (long t = 10_000; t < 60_000; t += 100) {
            request(t);
        }
        assertEquals(100, log.length, "never more than the per-minute cap in the log");
        RateLimitDecision minute = request(59_999);
        assertFalse(minute.accepted());
        assertTrue(minute.blockedBy().isPresent());
    }

    @Test
    void retryAfterComesFromTheWindowThatWaitsLongest() {
        RateLimits tight = new RateLimits(10, 12, 100);
        long[] current = new long[0];
        for (int i = 0; i < 12; i++) {
            current = SlidingWindowLog.decide(current, i * 200L, tight).nextLog(); // 0 .. 2.2 s
        }
        RateLimitDecision decision =
                SlidingWindowLog.decide(current, 2_300, tight).decision();
        assertFalse(decision.accepted());
        assertEquals(Optional.of(Window.TEN_SECONDS), decision.blockedBy());
        assertEquals(8, decision.retryAfterSeconds(), "t=0 leaves the 10 s window at 10.000: 7.7 s -> 8");
    }

    @Test
    void remainingAndResetDescribeTheWindowsAfterAnAcceptedRequest() {
        request(0);
        request(400);
        RateLimitDecision third = request(700);
        assertEquals(7, third.remaining().get(Window.SECOND));
        assertEquals(47, third.remaining().get(Window.TEN_SECONDS));
        assertEquals(97, third.remaining().get(Window.MINUTE));
        assertEquals(1, third.resetSeconds().get(Window.SECOND), "0.000 leaves at 1.000");
        assertEquals(10, third.resetSeconds().get(Window.TEN_SECONDS));
        assertEquals(60, third.resetSeconds().get(Window.MINUTE));
    }

    @Test
    void aClusterFailureFailsOpenOrClosed() {
        assertTrue(SlidingWindowLog.unavailable(DEFAULTS, true).accepted());
        RateLimitDecision closed = SlidingWindowLog.unavailable(DEFAULTS, false);
        assertFalse(closed.accepted());
        assertEquals(1, closed.retryAfterSeconds());
    }
}
