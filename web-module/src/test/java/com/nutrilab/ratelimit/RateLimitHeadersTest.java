package com.nutrilab.ratelimit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RateLimitHeadersTest {

    @Test
    void policyListsTheThreeWindowsAsTheContractShows() {
        assertEquals(
                "\"1s\";q=10;w=1, \"10s\";q=50;w=10, \"60s\";q=100;w=60",
                RateLimitHeaders.policy(new RateLimits(10, 50, 100)));
    }

    @Test
    void stateGivesRemainingAndSecondsUntilReset() {
        long[] log = new long[0];
        for (int i = 0; i < 3; i++) {
            log = SlidingWindowLog.decide(log, i * 100L, new RateLimits(10, 50, 100))
                    .nextLog();
        }
        RateLimitDecision decision =
                SlidingWindowLog.decide(log, 300, new RateLimits(10, 50, 100)).decision();
        assertEquals("\"1s\";r=6;t=1, \"10s\";r=46;t=10, \"60s\";r=96;t=60", RateLimitHeaders.state(decision));
    }
}
