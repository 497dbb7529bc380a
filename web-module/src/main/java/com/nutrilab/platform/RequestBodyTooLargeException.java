package com.nutrilab.platform;

/** A request body over {@code nutrilab.http.max-json-bytes}. Answered with 413. */
public class RequestBodyTooLargeException extends ProblemException {

    private static final long serialVersionUID = 1L;

    public RequestBodyTooLargeException(long maxBytes) {
        super(413, "The request body is larger than the limit of " + maxBytes + " bytes.");
    }
}
