package com.nutrilab.platform;

/**
 * A refusal the caller is told of as a problem of its own status, its message the detail: one
 * mapper in the web module answers every kind.
 */
public abstract class ProblemException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final long retryAfterSeconds;

    protected ProblemException(int status, String message) {
        this(status, message, 0);
    }

    /** With a Retry-After header asking the caller to wait that many seconds. */
    protected ProblemException(int status, String message, long retryAfterSeconds) {
        super(message);
        this.status = status;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    public int status() {
        return status;
    }

    /** The seconds a Retry-After header asks the caller to wait; 0 for none. */
    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
