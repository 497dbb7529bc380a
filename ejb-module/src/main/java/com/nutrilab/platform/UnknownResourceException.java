package com.nutrilab.platform;

import jakarta.ejb.ApplicationException;

/**
 * Nothing with this id exists for the caller: unknown, or another tenant's or user's (which
 * must not be told apart). Answered with 404.
 */
@ApplicationException(rollback = true)
public class UnknownResourceException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public UnknownResourceException(String message) {
        super(message);
    }
}
