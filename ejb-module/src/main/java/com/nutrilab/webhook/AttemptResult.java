package com.nutrilab.webhook;

/**
 * How one attempt ended: the receiver's status code (null when it was never reached), how long
 * it took, and what went wrong (null for a 2xx).
 */
public record AttemptResult(Integer statusCode, int latencyMs, String error) {

    public static AttemptResult answered(int statusCode, int latencyMs) {
        return new AttemptResult(
                statusCode, latencyMs, statusCode / 100 == 2 ? null : "the receiver answered " + statusCode);
    }

    public static AttemptResult notAnswered(int latencyMs, String error) {
        return new AttemptResult(null, latencyMs, error);
    }

    public boolean delivered() {
        return statusCode != null && statusCode / 100 == 2;
    }
}
