package com.nutrilab.webhook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RetryScheduleTest {

    private static final RetrySchedule DEFAULTS =
            new RetrySchedule(Duration.ofSeconds(5), Duration.ofHours(1), Duration.ofHours(24));
    private static final Instant START = Instant.parse("2025-01-01T00:00:00Z");

    @Test
    void theDelayDoublesUpToTheMaximum() {
        assertEquals(5_000, delayMillis(1, 0.5));
        assertEquals(10_000, delayMillis(2, 0.5));
        assertEquals(20_000, delayMillis(3, 0.5));
        assertEquals(2_560_000, delayMillis(10, 0.5));
        assertEquals(3_600_000, delayMillis(11, 0.5));
        assertEquals(3_600_000, delayMillis(500, 0.5), "no overflow however many failures");
    }

    @Test
    void jitterIsAQuarterEitherWay() {
        assertEquals(7_500, delayMillis(2, 0.0));
        assertEquals(12_500, delayMillis(2, 1.0));
    }

    @Test
    void itGivesUpWhenTheNextTryWouldBePastTheLimit() {
        Instant late = START.plus(Duration.ofHours(23).plusMinutes(30));
        assertTrue(DEFAULTS.next(20, START, late, 0.5).isEmpty(), "an hour later is past 24 h");
        assertTrue(DEFAULTS.next(1, START, late, 0.5).isPresent(), "5 s later is not");
        // From the start, how many attempts a receiver that is always down gets in a day: the schedule of
        // docs/webhooks.md.
        int attempts = 1;
        Instant now = START;
        for (Optional<Instant> next = DEFAULTS.next(1, START, now, 0.5);
                next.isPresent();
                next = DEFAULTS.next(attempts, START, now, 0.5)) {
            now = next.get();
            attempts++;
        }
        assertEquals(33, attempts);
    }

    private static long delayMillis(int failures, double random) {
        return Duration.between(
                        START, DEFAULTS.next(failures, START, START, random).orElseThrow())
                .toMillis();
    }
}
