package com.nutrilab.lab.extraction;

/** Tesseract is not installed (or does not run) on this node. */
public class OcrUnavailableException extends RuntimeException {

    public OcrUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
