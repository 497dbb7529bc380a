package com.nutrilab.auth;

import jakarta.ejb.ApplicationException;

/** A username that failed to sign in too often lately; answered with 429 and Retry-After. */
@ApplicationException(rollback = true)
public class SignInsThrottledException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final long retryAfterSeconds;

    public SignInsThrottledException(long retryAfterSeconds) {
        super("Too many failed sign-ins for this username. Retry in " + retryAfterSeconds + " s.");
        this.retryAfterSeconds = retryAfterSeconds;
    }

    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
