package com.nutrilab.lab.extraction;

/** A printed word and its box on the page (points for PDF text, pixels for OCR; y grows downwards). */
public record Word(String text, double left, double top, double right, double bottom) {

    double height() {
        return bottom - top;
    }

    double middle() {
        return (top + bottom) / 2;
    }
}
