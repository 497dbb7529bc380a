package com.nutrilab.auth;

import jakarta.ejb.ApplicationException;

/**
 * A secret, password or token that does not sign anyone in. The message is the same whatever
 * the reason, so that it tells an attacker nothing. Answered with 401.
 */
@ApplicationException(rollback = false)
public class InvalidCredentialsException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public InvalidCredentialsException(String message) {
        super(message);
    }
}
