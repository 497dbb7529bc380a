package com.nutrilab.ratelimit;

/** The three sliding windows, each with its name in the RateLimit headers. */
public enum Window {
    SECOND("1s", 1_000),
    TEN_SECONDS("10s", 10_000),
    MINUTE("60s", 60_000);

    private final String label;
    private final long millis;

    Window(String label, long millis) {
        this.label = label;
        this.millis = millis;
    }

    public String label() {
        return label;
    }

    public long millis() {
        return millis;
    }

    public long seconds() {
        return millis / 1000;
    }

    public int cap(RateLimits limits) {
        return switch (this) {
            case SECOND -> limits.perSecond();
            case TEN_SECONDS -> limits.per10Seconds();
            case MINUTE -> limits.perMinute();
        };
    }

    /** The longest window: how far back the log of accepted requests must reach. */
    public static Window longest() {
        return MINUTE;
    }
}
