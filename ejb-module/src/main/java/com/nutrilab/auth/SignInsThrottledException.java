package com.nutrilab.auth;

import com.nutrilab.platform.ProblemException;
import jakarta.ejb.ApplicationException;

/** A username that failed to sign in too often lately; answered with 429 and Retry-After. */
@ApplicationException(rollback = true)
public class SignInsThrottledException extends ProblemException {

    private static final long serialVersionUID = 1L;

    public SignInsThrottledException(long retryAfterSeconds) {
        super(
                429,
                "Too many failed sign-ins for this username. Retry in " + retryAfterSeconds + " s.",
                retryAfterSeconds);
    }
}
