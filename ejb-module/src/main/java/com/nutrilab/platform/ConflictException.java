package com.nutrilab.platform;

import jakarta.ejb.ApplicationException;

/** The request clashes with what exists, such as a name already taken. Answered with 409. */
@ApplicationException(rollback = true)
public class ConflictException extends ProblemException {

    private static final long serialVersionUID = 1L;

    public ConflictException(String message) {
        super(409, message);
    }
}
