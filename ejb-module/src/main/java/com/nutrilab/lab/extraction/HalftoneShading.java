package com.nutrilab.lab.extraction;

import com.nutrilab.lab.extraction.InkPieces.Piece;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Takes out of a page image the halftone screen that shades a table's rows: a scan of a hospital's
 * cumulative report (bilevel, 300 dpi) greys every other row with a grid of dots one to eight pixels
 * each, eight pixels apart, and Tesseract read its values through them as other digits ({@code 189}
 * for 139, {@code 21.} for 121). A halftone dot is a piece of ink no larger than a few pixels with
 * many such pieces around it; a decimal point or comma (18 pixels at 300 dpi), a letter's dot or a
 * dotted leader's dot has few or none, and stays.
 */
final class HalftoneShading {

    /** The most pixels a halftone dot measures each way, as a share of the page's width: 4 at 300 dpi. */
    private static final int DOT_FRACTION = 620;
    /** The most pixels a halftone dot covers, in squares of its side: 8 at 300 dpi. */
    private static final double AREA = 0.5;
    /** How far the neighbours counted lie, in dots' sides: 12 pixels at 300 dpi. */
    private static final double REACH = 3;
    /** Other dots within reach from which a dot is part of a screen. */
    private static final int NEIGHBOURS = 4;

    private HalftoneShading() {}

    /** The roots of the pieces that are dots of a halftone screen. */
    static BitSet dots(InkPieces ink) {
        int side = Math.max(2, ink.width() / DOT_FRACTION);
        int maxArea = (int) Math.max(2, AREA * side * side);
        List<Piece> specks = new ArrayList<>();
        for (Piece piece : ink.pieces(side)) {
            if (piece.area() <= maxArea) {
                specks.add(piece);
            }
        }
        double reach = REACH * side;
        InkPieces.Grid grid = new InkPieces.Grid(reach, specks);
        BitSet screen = new BitSet();
        for (Piece speck : specks) {
            if (grid.count(speck, other -> other != speck && within(speck, other, reach), NEIGHBOURS) >= NEIGHBOURS) {
                screen.set(speck.root());
            }
        }
        return screen;
    }

    private static boolean within(Piece speck, Piece other, double reach) {
        double x = other.centreX() - speck.centreX();
        double y = other.centreY() - speck.centreY();
        return x * x + y * y <= reach * reach;
    }
}
