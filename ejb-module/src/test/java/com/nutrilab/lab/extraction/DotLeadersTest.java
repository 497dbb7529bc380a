package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

class DotLeadersTest {

    private static final int INK = 20;
    private static final int PAPER = 235;

    /** A row of dots leading to a value goes; a decimal point, an ellipsis and a letter stay. */
    @Test
    void leadersGoAndDecimalPointsEllipsesAndLettersStay() {
        BufferedImage page = page();
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(INK, INK, INK));
        for (int i = 0; i < 12; i++) {
            g.fillRect(300 + 22 * i, 100, 7, 7); // "Glicose ............" at 300 dpi
        }
        g.fillRect(1000, 100, 7, 7); // the decimal point of "84.1"
        for (int i = 0; i < 3; i++) {
            g.fillRect(1400 + 22 * i, 100, 7, 7); // an ellipsis
        }
        g.fillRect(1800, 60, 7, 47); // a letter's stem, as tall as the line
        g.dispose();

        BufferedImage clean = DotLeaders.removed(page);

        for (int i = 0; i < 12; i++) {
            assertEquals(PAPER, clean.getRaster().getSample(303 + 22 * i, 103, 0), "leader dot " + i);
        }
        assertEquals(INK, clean.getRaster().getSample(1003, 103, 0), "decimal point");
        assertEquals(INK, clean.getRaster().getSample(1403, 103, 0), "ellipsis");
        assertEquals(INK, clean.getRaster().getSample(1803, 80, 0), "letter");
    }

    @Test
    void aPageWithoutLeadersIsTheSameImage() {
        BufferedImage page = page();
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(INK, INK, INK));
        g.fillRect(1000, 100, 7, 7);
        g.dispose();
        assertSame(page, DotLeaders.removed(page));
    }

    /**
     * A page of specks, one every other pixel each way (a pattern, or noise a scanner made), has
     * more runs of ink than any page of text: it is left as it is rather than cut into a quarter of
     * a million pieces (without the bound, its specks were taken for leaders and removed).
     */
    @Test
    void aPageOfSpecksIsLeftAsItIs() {
        BufferedImage page = page();
        for (int y = 0; y < page.getHeight(); y += 2) {
            for (int x = 0; x < page.getWidth(); x += 2) {
                page.getRaster().setSample(x, y, 0, INK);
            }
        }
        assertSame(page, DotLeaders.removed(page));
    }

    /** A line of an A4 page at 300 dpi, on paper of a photo's light grey. */
    private static BufferedImage page() {
        BufferedImage page = new BufferedImage(2480, 200, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(PAPER, PAPER, PAPER));
        g.fillRect(0, 0, 2480, 200);
        g.dispose();
        return page;
    }
}
