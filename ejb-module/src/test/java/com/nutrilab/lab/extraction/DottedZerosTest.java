package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

class DottedZerosTest {

    private static final int INK = 0;
    private static final int PAPER = 255;

    /**
     * "11,0" as an analyser's monospaced font prints it, at 300 dpi: the dot inside the zero goes
     * (Tesseract read "11,90"), the zero's ring stays; so do the decimal comma beside it, the dot of
     * an "i" above its stem, a colon, and a speck in the middle of a table's cell, whose frame is no
     * glyph.
     */
    @Test
    void theDotInsideAZeroGoesAndEveryOtherDotStays() {
        BufferedImage page = new BufferedImage(2480, 300, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(PAPER, PAPER, PAPER));
        g.fillRect(0, 0, 2480, 300);
        g.setColor(new Color(INK, INK, INK));
        g.fillRect(100, 40, 4, 30); // "1"
        g.fillRect(130, 40, 4, 30); // "1"
        g.fillRect(150, 64, 5, 9); // ","
        g.setStroke(new BasicStroke(4));
        g.drawOval(170, 40, 18, 30); // "0"
        g.fillRect(177, 53, 5, 5); // its dot
        g.fillRect(300, 50, 4, 20); // the stem of an "i"
        g.fillRect(300, 40, 4, 5); // its dot
        g.fillRect(400, 48, 5, 5); // a colon
        g.fillRect(400, 63, 5, 5);
        g.drawRect(600, 150, 400, 100); // a table's cell
        g.fillRect(798, 198, 4, 4); // a speck in its middle
        g.dispose();

        BufferedImage clean = InkPieces.withoutDots(page, List.of(DottedZeros::dots));

        assertEquals(PAPER, clean.getRaster().getSample(179, 55, 0), "the zero's dot");
        assertEquals(INK, clean.getRaster().getSample(170, 55, 0), "the zero's ring");
        assertEquals(INK, clean.getRaster().getSample(152, 68, 0), "the decimal comma");
        assertEquals(INK, clean.getRaster().getSample(301, 42, 0), "the i's dot");
        assertEquals(INK, clean.getRaster().getSample(402, 50, 0), "the colon");
        assertEquals(INK, clean.getRaster().getSample(799, 199, 0), "the speck in a cell");
    }
}
