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
        BufferedImage page = shadedRow(2480);
        Graphics2D g = inked(page);
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

    /**
     * A bold decimal comma on a shaded row whose tail touches a dot of the screen (six by thirteen
     * pixels, a dot's size to {@link DotLeaders}) is no leader's dot, though the screen's dots lie
     * along its line: it stays where the screen and a dotted leader on the same page go (painted
     * over with them, {@code 3,2} read {@code 3 2}).
     */
    @Test
    void aCommaTouchingTheScreenIsNoLeadersDot() {
        BufferedImage page = shadedRow(3508); // an A4 landscape page at 300 dpi
        Graphics2D g = inked(page);
        g.fillRect(1100, 45, 18, 23); // the digits either side of the comma
        g.fillRect(1135, 45, 16, 23);
        g.fillRect(1124, 60, 6, 9); // the comma of "3,2", its tail touching the screen's dot below
        g.fillRect(1126, 69, 3, 3);
        for (int i = 0; i < 12; i++) {
            g.fillRect(300 + 22 * i, 150, 7, 7); // a dotted leader on an unshaded row
        }
        g.dispose();

        BufferedImage clean = InkPieces.withoutDots(page, List.of(DotLeaders::leaders, HalftoneShading::dots));

        assertEquals(INK, clean.getRaster().getSample(1126, 64, 0), "decimal comma");
        assertEquals(PAPER, clean.getRaster().getSample(1000, 20, 0), "screen dot");
        assertEquals(PAPER, clean.getRaster().getSample(303, 153, 0), "leader dot");
    }

    /**
     * A strip of page {@code width} pixels wide, its rows 20 to 80 shaded by a halftone screen: dots
     * of two by two pixels, eight apart, as a bilevel scan of a hospital's cumulative report prints them.
     */
    private static BufferedImage shadedRow(int width) {
        BufferedImage page = new BufferedImage(width, 200, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(PAPER, PAPER, PAPER));
        g.fillRect(0, 0, width, 200);
        g.setColor(new Color(INK, INK, INK));
        for (int y = 20; y < 80; y += 8) {
            for (int x = (y / 8 % 2) * 4; x < width; x += 8) {
                g.fillRect(x, y, 2, 2);
            }
        }
        g.dispose();
        return page;
    }

    private static Graphics2D inked(BufferedImage page) {
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(INK, INK, INK));
        return g;
    }
}
