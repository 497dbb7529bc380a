package com.nutrilab.lab.extraction;

/**
 * A printed word and its box on the page (points for PDF text, pixels for OCR; y grows downwards).
 *
 * @param confidence how sure the reading of the word is, 0 to 1: OCR's own confidence, 1 for a PDF's text layer
 */
public record Word(String text, double left, double top, double right, double bottom, double confidence) {

    /** A word read exactly, from a PDF's text layer. */
    public Word(String text, double left, double top, double right, double bottom) {
        this(text, left, top, right, bottom, 1.0);
    }

    double height() {
        return bottom - top;
    }

    double middle() {
        return (top + bottom) / 2;
    }
}
