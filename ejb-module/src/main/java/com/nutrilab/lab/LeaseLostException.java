package com.nutrilab.lab;

/** The report's lease ran out and another node claimed it, or the report was deleted: stop reading it. */
final class LeaseLostException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    LeaseLostException() {
        super(null, null, false, false);
    }
}
