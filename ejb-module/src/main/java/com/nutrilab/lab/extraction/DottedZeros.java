package com.nutrilab.lab.extraction;

import com.nutrilab.lab.extraction.InkPieces.Piece;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
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
        List<Piece> dots = new ArrayList<>();
        List<Piece> glyphs = new ArrayList<>();
        for (Piece piece : ink.pieces(MAX_ZERO_DOTS * dot)) {
            if (piece.width() <= dot && piece.height() <= dot) {
                dots.add(piece);
            } else if (zeroShaped(piece, dot)) {
                glyphs.add(piece);
            }
        }
        glyphs.sort(Comparator.comparingInt(Piece::left));
        int widest = glyphs.stream().mapToInt(Piece::width).max().orElse(0);
        BitSet inside = new BitSet();
        for (Piece piece : dots) {
            // the glyphs whose left edge is within the widest glyph's width left of the dot
            int from = firstLeftOf(glyphs, piece.left() - widest);
            for (int g = from; g < glyphs.size() && glyphs.get(g).left() < piece.left(); g++) {
                if (inTheMiddle(piece, glyphs.get(g))) {
                    inside.set(piece.root());
                    break;
                }
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

    /** The index of the first glyph whose left edge is at or after {@code x}. */
    private static int firstLeftOf(List<Piece> glyphs, int x) {
        int low = 0;
        int high = glyphs.size();
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (glyphs.get(mid).left() < x) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
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
