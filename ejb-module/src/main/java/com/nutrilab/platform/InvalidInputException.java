package com.nutrilab.platform;

import jakarta.ejb.ApplicationException;

/** Input that passed the syntax checks but breaks a business rule, naming the field. Answered with 400. */
@ApplicationException(rollback = true)
public class InvalidInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String field;

    public InvalidInputException(String field, String message) {
        super(message);
        this.field = field;
    }

    public String field() {
        return field;
    }
}
