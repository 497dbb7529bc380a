package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

class HalftoneShadingTest {

    private static final int INK = 0;
    private static final int PAPER = 255;

    /**
     * A row shaded by a halftone screen (dots of two by two pixels, eight apart, as a bilevel scan of
     * a hospital's cumulative report prints them) loses its screen; the value's digits and its
     * decimal comma (18 pixels) stay, and so does a speck on a row of its own (a letter's dot).
     */
    @Test
    void theScreenGoesAndDigitsCommasAndLoneSpecksStay() {
        BufferedImage page = new BufferedImage(2480, 200, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(PAPER, PAPER, PAPER));
        g.fillRect(0, 0, 2480, 200);
        g.setColor(new Color(INK, INK, INK));
        for (int y = 20; y < 80; y += 8) {
            for (int x = (y / 8 % 2) * 4; x < 2480; x += 8) {
                g.fillRect(x, y, 2, 2);
            }
        }
        g.fillRect(1110, 45, 3, 28); // a digit's stem in the shaded row
        g.fillRect(1133, 69, 4, 7); // the decimal comma of "3,93" beside it
        g.fillRect(1500, 150, 2, 2); // the dot of an i on an unshaded row
        g.dispose();

        BufferedImage clean = InkPieces.withoutDots(page, List.of(HalftoneShading::dots));

        for (int x = 16; x < 1000; x += 8) {
            assertEquals(PAPER, clean.getRaster().getSample(x, 20, 0), "screen dot at " + x);
        }
        assertEquals(INK, clean.getRaster().getSample(1111, 60, 0), "digit");
        assertEquals(INK, clean.getRaster().getSample(1134, 72, 0), "decimal comma");
        assertEquals(INK, clean.getRaster().getSample(1500, 150, 0), "lone speck");
    }
}
