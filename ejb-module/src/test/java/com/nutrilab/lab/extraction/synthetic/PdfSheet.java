package com.nutrilab.lab.extraction.synthetic;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/** One page to draw a generated report on, measured from its top-left corner in points. */
final class PdfSheet implements AutoCloseable {

    static final PDFont HELVETICA = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    static final PDFont HELVETICA_BOLD = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
    static final PDFont TIMES = new PDType1Font(Standard14Fonts.FontName.TIMES_ROMAN);
    static final PDFont TIMES_BOLD = new PDType1Font(Standard14Fonts.FontName.TIMES_BOLD);
    static final PDFont COURIER = new PDType1Font(Standard14Fonts.FontName.COURIER);
    static final PDFont COURIER_BOLD = new PDType1Font(Standard14Fonts.FontName.COURIER_BOLD);

    static final PDRectangle LETTER = PDRectangle.LETTER;
    static final PDRectangle A4 = PDRectangle.A4;
    static final PDRectangle A4_LANDSCAPE = new PDRectangle(PDRectangle.A4.getHeight(), PDRectangle.A4.getWidth());

    private final PDPageContentStream content;
    private final float height;
    private final float width;

    PdfSheet(PDDocument document, PDRectangle size) {
        PDPage page = new PDPage(size);
        document.addPage(page);
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
    void text(PDFont font, float size, float x, float y, String text) {
        if (text == null || text.isEmpty()) {
            return;
        }
        try {
            content.beginText();
            content.setFont(font, size);
            content.newLineAtOffset(x, height - y);
            content.showText(text);
            content.endText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void textRight(PDFont font, float size, float right, float y, String text) {
        text(font, size, right - width(font, size, text), y, text);
    }

    static float width(PDFont font, float size, String text) {
        try {
            return font.getStringWidth(text) / 1000 * size;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
