package com.nutrilab.auth;

import jakarta.ejb.ApplicationException;

/**
 * Every password-hashing thread of this node is busy and its queue is full: the sign-in,
 * registration or operator login did nothing and may be sent again. Answered with 503 and
 * Retry-After.
 */
@ApplicationException(rollback = true)
public class PasswordHashingBusyException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** A queued hash takes about 0.2 s; a second lets the queue drain. */
    public static final long RETRY_AFTER_SECONDS = 1;

    public PasswordHashingBusyException() {
        super("The server is busy checking other passwords. Retry in " + RETRY_AFTER_SECONDS + " s.");
    }

    public long retryAfterSeconds() {
        return RETRY_AFTER_SECONDS;
    }
}
