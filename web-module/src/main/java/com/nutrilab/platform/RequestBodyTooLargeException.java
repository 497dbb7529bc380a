package com.nutrilab.platform;

/** A request body over {@code nutrilab.http.max-json-bytes}. Answered with 413. */
public class RequestBodyTooLargeException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public RequestBodyTooLargeException(long maxBytes) {
        super("The request body is larger than the limit of " + maxBytes + " bytes.", null, false, false);
    }
}
