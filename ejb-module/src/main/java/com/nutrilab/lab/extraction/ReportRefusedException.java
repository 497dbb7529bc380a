package com.nutrilab.lab.extraction;

import java.util.Locale;

/**
 * A file the reader will not read to the end because it would cost more than the limits allow.
 * The report then fails with {@link #code()} and the message, which say what to send instead.
 */
public class ReportRefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String code;

    private ReportRefusedException(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }

    static ReportRefusedException imageTooLarge(long pixels, long maxPixels) {
        return new ReportRefusedException(
                "image-too-large",
                String.format(
                        Locale.ROOT,
                        "An image in this file has %,d pixels; at most %,d are read. Send a smaller picture or scan "
                                + "(300 dpi is plenty).",
                        pixels,
                        maxPixels));
    }

    static ReportRefusedException tooManyPages(int maxPages) {
        return new ReportRefusedException(
                "too-many-pages",
                "This file has more than " + maxPages
                        + " pages; a lab report has a few. Send the pages with the results only.");
    }

    static ReportRefusedException tooComplex(String why) {
        return new ReportRefusedException("too-complex", why + " It is not read further.");
    }

    static ReportRefusedException unsupportedLanguage(String script) {
        return new ReportRefusedException(
                "unsupported-language",
                "This report is printed in " + script + " script, which the service does not read yet. It reads "
                        + "English, German, French, Spanish, Italian, Portuguese, Dutch, Polish and Turkish reports.");
    }

    static ReportRefusedException encrypted() {
        return new ReportRefusedException(
                "encrypted", "This PDF is protected by a password. Send it without " + "the protection.");
    }
}
