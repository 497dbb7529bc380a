package com.nutrilab.ratelimit;

/** The three caps of the sliding windows: requests per 1 s, per 10 s and per 60 s. */
public record RateLimits(int perSecond, int per10Seconds, int perMinute) {

    /** Each of these caps that is lower than the other's; the tighter of the two. */
    public RateLimits tightenedBy(Integer perSecondCap, Integer per10SecondsCap, Integer perMinuteCap) {
        return new RateLimits(
                min(perSecond, perSecondCap), min(per10Seconds, per10SecondsCap), min(perMinute, perMinuteCap));
    }

    private static int min(int value, Integer cap) {
        return cap == null ? value : Math.min(value, cap);
    }
}
