package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.util.Optional;

/**
 * A table's ruled lines taken off a scanned page for a second OCR reading: a thin rule under each row
 * touches the letters above it, and Tesseract then finds no text line there (scans of ruled tables at 150 dpi
 * read 2 of 24 rows, the same page unruled 23). A rule is a run of ink far longer than a word
 * ({@link #MIN_RUN_FRACTION} of the page across) that is, almost all along, no thicker than a rule;
 * where a letter touches it, the ink is thicker there and is kept. Lines between columns are left:
 * the stems of letters printed one under the other look like them.
 */
final class TableRules {

    /**
     * The shortest rule, as a fraction of the page's side: a table's rule spans columns; a word's
     * letters, whose ink a row of pixels crosses with gaps between them, never make a run so long.
     */
    private static final int MIN_RUN_FRACTION = 6;
    /** The thickest rule, in pixels of a page 2480 wide (300 dpi): a 1-2 point line scanned, blurred. */
    private static final int MAX_THICKNESS_AT_300_DPI = 7;
    /** Paper pixels a rule may miss in a run (a scan's noise, a JPEG's blur) and still be one rule. */
    private static final int MAX_GAP = 1;

    private static final int A4_WIDTH_AT_300_DPI = 2480;
    /**
     * How much darker than the paper a rule's pixel is at least: a faint grey rule scanned at 150 dpi
     * and enlarged is 20 to 50 tones under the paper, a scan's noise on paper a few.
     */
    private static final int FAINTEST_RULE = 16;
    /** Paper is lighter than mid-grey, however dark a scan's paper came out. */
    private static final int LIGHT_HALF = 128;
    /**
     * The share of a rule's length where its ink is no thicker than a rule; the rest is letters
     * touching it. A line of text whose letters run together crosses a stem every few pixels.
     */
    private static final double MIN_THIN_SHARE = 0.9;

    private TableRules() {}

    /** The page without its rules; empty where it has none. */
    static Optional<BufferedImage> erased(BufferedImage grey) {
        int width = grey.getWidth();
        int height = grey.getHeight();
        byte[] pixels = new byte[width * height];
        grey.getRaster().getDataElements(0, 0, width, height, pixels);
        int paper = ImagePreparation.paperTone(pixels, LIGHT_HALF);
        Page page = new Page(
                pixels,
                width,
                height,
                paper - FAINTEST_RULE,
                Math.max(2, MAX_THICKNESS_AT_300_DPI * width / A4_WIDTH_AT_300_DPI));
        boolean[] rule = new boolean[pixels.length];
        if (!page.horizontalRules(rule, width / MIN_RUN_FRACTION)) {
            return Optional.empty();
        }
        for (int i = 0; i < pixels.length; i++) {
            if (rule[i]) {
                pixels[i] = (byte) paper; // the paper's own tone: a white streak would be an edge of its own
            }
        }
        BufferedImage clean = new BufferedImage(width, height, BufferedImage.TYPE_BYTE_GRAY);
        clean.getRaster().setDataElements(0, 0, width, height, pixels);
        return Optional.of(clean);
    }

    /**
     * A grey page's pixels, row by row, and what counts as a rule's ink on it. A rule is looked for in
     * a band of two rows: after the page is levelled a long rule still steps a pixel now and then.
     */
    private record Page(byte[] pixels, int width, int height, int threshold, int maxThickness) {

        boolean ink(int x, int y) {
            return (pixels[y * width + x] & 0xff) < threshold;
        }

        private boolean bandInk(int x, int y) {
            return ink(x, y) || (y + 1 < height && ink(x, y + 1));
        }

        /** Marks each rule's thin part: whether any rule was found. */
        boolean horizontalRules(boolean[] rule, int minRun) {
            boolean found = false;
            int[] from = new int[width];
            int[] to = new int[width];
            for (int y = 0; y < height; y++) {
                int x = 0;
                while (x < width) {
                    int end = runEnd(x, y);
                    if (end - x >= minRun && thinMostly(x, end, y, from, to)) {
                        for (int along = x; along < end; along++) {
                            for (int row = from[along]; row <= to[along]; row++) {
                                rule[row * width + along] = true;
                            }
                        }
                        found = true;
                    }
                    x = Math.max(end, x + 1);
                }
            }
            return found;
        }

        /**
         * Whether the run from x to end in row y is a rule's: at almost every point the ink across it is
         * no thicker than a rule (a line of text's run crosses its letters' stems). Each thin point's
         * ink is noted from row {@code from[x]} to row {@code to[x]}; a thick one's as none.
         */
        private boolean thinMostly(int x, int end, int y, int[] from, int[] to) {
            int thin = 0;
            for (int along = x; along < end; along++) {
                int center = ink(along, y) ? y : y + 1;
                int top = center;
                int bottom = center;
                boolean inked = center < height && ink(along, center);
                while (inked && top > 0 && center - top <= maxThickness && ink(along, top - 1)) {
                    top--;
                }
                while (inked && bottom + 1 < height && bottom - center <= maxThickness && ink(along, bottom + 1)) {
                    bottom++;
                }
                if (inked && bottom - top + 1 <= maxThickness) {
                    from[along] = top;
                    to[along] = bottom;
                    thin++;
                } else {
                    from[along] = 1;
                    to[along] = 0; // nothing to take off: paper, or a letter's stroke on the rule
                }
            }
            return thin >= MIN_THIN_SHARE * (end - x);
        }

        /**
         * Where a run of ink starting at x in the band of rows y and y + 1 ends, passing over gaps of up
         * to {@link #MAX_GAP} paper pixels; x itself where it is paper.
         */
        private int runEnd(int x, int y) {
            if (!bandInk(x, y)) {
                return x;
            }
            int lastInk = x;
            for (int next = x + 1; next < width && next - lastInk <= MAX_GAP + 1; next++) {
                if (bandInk(next, y)) {
                    lastInk = next;
                }
            }
            return lastInk + 1;
        }
    }
}
