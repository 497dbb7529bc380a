package com.nutrilab.lab.extraction.synthetic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;

/** One page to draw a generated report on, measured from its top-left corner in points. */
final class PdfSheet implements AutoCloseable {

    static final PDRectangle LETTER = PDRectangle.LETTER;
    static final PDRectangle A4 = PDRectangle.A4;
    static final PDRectangle A4_LANDSCAPE = new PDRectangle(PDRectangle.A4.getHeight(), PDRectangle.A4.getWidth());

    private final PDDocument document;
    private final PDPageContentStream content;
    /** A font file is loaded into each document it is used in, so that it is embedded there. */
    private final Map<Typeface, PDFont> fonts = new EnumMap<>(Typeface.class);

    private final float height;
    private final float width;

    PdfSheet(PDDocument document, PDRectangle size) {
        PDPage page = new PDPage(size);
        document.addPage(page);
        this.document = document;
        this.height = size.getHeight();
        this.width = size.getWidth();
        try {
            this.content = new PDPageContentStream(document, page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    float width() {
        return width;
    }

    float height() {
        return height;
    }

    /** Text whose baseline lies {@code y} points below the top edge. */
    void text(Typeface face, float size, float x, float y, String text) {
        if (text == null || text.isEmpty()) {
            return;
        }
        try {
            content.beginText();
            content.setFont(font(face), size);
            content.newLineAtOffset(x, height - y);
            content.showText(text);
            content.endText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Text drawn {@code copies} times, each copy {@code step} points right of and below the one
     * before: the fake bold some lab systems print (an Indian lab's names came out of a text layer as
     * {@code HHHHaaaaeeeemmmmoooogggglllloooobbbbiiiinnnn}).
     */
    void overprinted(Typeface face, float size, float x, float y, String text, int copies, float step) {
        for (int copy = 0; copy < copies; copy++) {
            text(face, size, x + copy * step, y + copy * step / 2, text);
        }
    }

    void textRight(Typeface face, float size, float right, float y, String text) {
        text(face, size, right - width(face, size, text), y, text);
    }

    float width(Typeface face, float size, String text) {
        try {
            return font(face).getStringWidth(text) / 1000 * size;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private PDFont font(Typeface face) {
        return fonts.computeIfAbsent(face, f -> f.loadInto(document));
    }

    /** A horizontal rule; grey 0 is black, 1 white. */
    void rule(float x1, float x2, float y, float thickness, float grey) {
        try {
            content.setStrokingColor(grey, grey, grey);
            content.setLineWidth(thickness);
            content.moveTo(x1, height - y);
            content.lineTo(x2, height - y);
            content.stroke();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A filled box (row shading) from {@code top} down {@code boxHeight} points. */
    void box(float x, float top, float boxWidth, float boxHeight, float grey) {
        try {
            content.setNonStrokingColor(grey, grey, grey);
            content.addRect(x, height - top - boxHeight, boxWidth, boxHeight);
            content.fill();
            content.setNonStrokingColor(0f, 0f, 0f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            content.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
