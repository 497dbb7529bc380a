package com.nutrilab.webhook;

/** A webhook URL that may not be called: its scheme, its form, or an address it resolves to. */
public class RefusedTargetException extends Exception {

    private static final long serialVersionUID = 1L;

    public RefusedTargetException(String reason) {
        super(reason);
    }
}
