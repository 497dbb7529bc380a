package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A table's rules taken off a page, the strokes that touch them kept; drawn with shapes, no font. */
class TableRulesTest {

    private static final int WIDTH = 2480;
    private static final int HEIGHT = 600;

    @Test
    void aFaintRuleUnderARowIsTakenOffAndTheStrokesTouchingItStay() {
        BufferedImage page = paper();
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(215, 215, 215)); // a faint grey rule, 3 pixels thick, across the table
        g.fillRect(100, 300, 2200, 3);
        g.setColor(Color.BLACK);
        g.fillRect(400, 260, 5, 43); // a letter's stem standing on the rule
        g.fillRect(600, 200, 300, 4); // a short stroke: a dash, far shorter than a rule
        g.dispose();

        BufferedImage clean = TableRules.erased(page).orElseThrow();

        assertEquals(250, grey(clean, 1200, 301), "the rule is paper now, in the paper's tone");
        assertEquals(0, grey(clean, 402, 280), "the stem above the rule stays");
        assertTrue(grey(clean, 402, 301) < 128, "where the stem crosses the rule its ink stays");
        assertEquals(0, grey(clean, 700, 201), "a short stroke is no rule");
    }

    @Test
    void aPageWithoutRulesIsLeftAsItIs() {
        BufferedImage page = paper();
        Graphics2D g = page.createGraphics();
        g.setColor(Color.BLACK);
        for (int x = 100; x < 2300; x += 12) {
            g.fillRect(x, 100, 8, 30); // a line of letters: long, but crossed by a stem every few pixels
        }
        g.fillRect(100, 400, 2200, 40); // a filled bar, far thicker than a rule
        g.dispose();

        assertEquals(Optional.empty(), TableRules.erased(page));
    }

    private static BufferedImage paper() {
        BufferedImage page = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(250, 250, 250));
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.dispose();
        return page;
    }

    private static int grey(BufferedImage image, int x, int y) {
        return image.getRaster().getSample(x, y, 0);
    }
}
