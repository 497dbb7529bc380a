package com.nutrilab.lab.extraction;

import java.text.Normalizer;
import java.util.regex.Pattern;

/**
 * A printed word and its box on the page (points for PDF text, pixels for OCR; y grows downwards).
 *
 * @param confidence how sure the reading of the word is, 0 to 1: OCR's own confidence, 1 for a PDF's text layer
 */
public record Word(String text, double left, double top, double right, double bottom, double confidence) {

    /** The Latin ligatures (U+FB00-FB06: "ﬁ", "ﬂ", "ﬀ"), drawn as one glyph by many fonts and OCR. */
    private static final Pattern LIGATURE = Pattern.compile("[\\x{FB00}-\\x{FB06}]");

    private static final Pattern DIGIT = Pattern.compile("\\d");

    /**
     * A ligature is its letters ("Neutróﬁlos" is "Neutrófilos", "ﬂ" is "fl"). Only the Latin ligatures are
     * decomposed, not all that NFKC would: it would also make "10⁹" into "109".
     */
    public Word {
        if (text != null && text.chars().anyMatch(c -> c >= 0xFB00 && c <= 0xFB06)) {
            text = LIGATURE.matcher(text)
                    .replaceAll(ligature -> Normalizer.normalize(ligature.group(), Normalizer.Form.NFKC));
        }
    }

    /** A word read exactly, from a PDF's text layer. */
    public Word(String text, double left, double top, double right, double bottom) {
        this(text, left, top, right, bottom, 1.0);
    }

    /** Whether the word holds an ASCII digit: a number, a range, a date, a code. */
    boolean hasDigit() {
        return DIGIT.matcher(text).find();
    }

    double height() {
        return bottom - top;
    }

    double middle() {
        return (top + bottom) / 2;
    }
}
