package com.nutrilab.lab.extraction;

import com.nutrilab.lab.extraction.InkPieces.Piece;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Takes the dot out of a dotted zero. Analysers and the monospaced fonts their print-outs are set in
 * draw a zero with a dot inside, which Tesseract reads as a digit of its own or as a 9 ("11,90" for
 * 11,0 and "45.90" for 45.0 on the generated print-outs' scans). A dot-sized piece of ink in the
 * middle of a zero-shaped piece's box (an upright oval, two to six dots tall) is painted over in the
 * paper's tone. No other Latin letter or digit has a piece there (the dots of "i", "ä", ":" and a
 * decimal point stand outside every other glyph's box), so only a zero's dot, or a speck in the
 * counter of an "o" or a "D", is taken. Pieces of table rules and wider letters are not ovals: on a
 * real hospital's faxed print-out, taking specks out of them changed what Tesseract read of other
 * rows.
 */
final class DottedZeros {

    /** The tallest a zero around a dot may be, in dots (a 14-point zero at 300 dpi is about five). */
    private static final int MAX_ZERO_DOTS = 6;
    /** A zero's width as a share of its height: an oval, not a rule's piece nor a wide letter. */
    private static final double MIN_ZERO_WIDTH = 0.5;

    private static final double MAX_ZERO_WIDTH = 0.9;
    /** How far off a glyph's middle its dot may be, as a share of the glyph's width and height. */
    private static final double OFF_MIDDLE = 0.2;

    private DottedZeros() {}

    /** The roots of the dot-sized pieces that stand in the middle of a zero's box. */
    static BitSet dots(InkPieces ink) {
        int dot = ink.dotSide();
        int cell = MAX_ZERO_DOTS * dot;
        List<Piece> dots = new ArrayList<>();
        List<Piece> zeros = new ArrayList<>();
        for (Piece piece : ink.pieces(cell)) {
            if (piece.width() <= dot && piece.height() <= dot) {
                dots.add(piece);
            } else if (zeroShaped(piece, dot)) {
                zeros.add(piece);
            }
        }
        // a dot in a zero's middle lies within a cell of the zero's middle
        InkPieces.Grid grid = new InkPieces.Grid(cell, zeros);
        BitSet inside = new BitSet();
        for (Piece piece : dots) {
            if (grid.count(piece, zero -> inTheMiddle(piece, zero), 1) > 0) {
                inside.set(piece.root());
            }
        }
        return inside;
    }

    /** Whether a piece has a zero's size and shape: taller than two dots, an upright oval's width. */
    private static boolean zeroShaped(Piece piece, int dot) {
        return piece.height() > 2 * dot
                && piece.width() >= MIN_ZERO_WIDTH * piece.height()
                && piece.width() <= MAX_ZERO_WIDTH * piece.height();
    }

    private static boolean inTheMiddle(Piece dot, Piece glyph) {
        return dot.left() > glyph.left()
                && dot.right() < glyph.right()
                && dot.top() > glyph.top()
                && dot.bottom() < glyph.bottom()
                && Math.abs(dot.centreX() - glyph.centreX()) <= OFF_MIDDLE * glyph.width()
                && Math.abs(dot.centreY() - glyph.centreY()) <= OFF_MIDDLE * glyph.height();
    }
}
