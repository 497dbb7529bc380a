package com.nutrilab.lab.extraction.synthetic;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The faces the generated documents are set in: the Liberation fonts (metric-compatible with
 * Helvetica, Times and Courier) from a test dependency, embedded in every PDF. A Standard 14 font
 * that is not embedded is drawn by PDFBox with whatever font the machine has (issue 45: a machine
 * with Debian's recommended fonts read the generated images worse than CI), so the set would not
 * render, nor be read, alike everywhere.
 */
enum Typeface {
    SANS("LiberationSans-Regular.ttf"),
    SANS_BOLD("LiberationSans-Bold.ttf"),
    SERIF("LiberationSerif-Regular.ttf"),
    SERIF_BOLD("LiberationSerif-Bold.ttf"),
    MONO("LiberationMono-Regular.ttf"),
    MONO_BOLD("LiberationMono-Bold.ttf");

    /** Where com.mpobjects.jasperreports.font:jasperreports-fonts-liberation keeps them. */
    private static final String FONTS = "/com/mpobjects/jasperreports/fonts/liberation/";

    private final String file;
    private byte[] bytes;

    Typeface(String file) {
        this.file = file;
    }

    /** The bold face of the same family. */
    Typeface bold() {
        return switch (this) {
            case SANS, SANS_BOLD -> SANS_BOLD;
            case SERIF, SERIF_BOLD -> SERIF_BOLD;
            case MONO, MONO_BOLD -> MONO_BOLD;
        };
    }

    /** The face loaded into {@code document}, to be embedded (as a subset) when it is saved. */
    PDFont loadInto(PDDocument document) {
        try {
            return PDType0Font.load(document, new ByteArrayInputStream(bytes()), true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private synchronized byte[] bytes() {
        if (bytes == null) {
            try (InputStream in = Typeface.class.getResourceAsStream(FONTS + file)) {
                if (in == null) {
                    throw new IllegalStateException(FONTS + file + " is not on the class path: "
                            + "ejb-module's test dependency jasperreports-fonts-liberation brings it");
                }
                bytes = in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return bytes;
    }
}
