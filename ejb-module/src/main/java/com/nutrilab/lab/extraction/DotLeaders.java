package com.nutrilab.lab.extraction;

import com.nutrilab.lab.extraction.InkPieces.Piece;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Takes out of a page image the dots that lead the eye from a test's name to its value
 * ("Glicose de jejum ........ 98 mg/dL"), and dotted rules: Tesseract read such rows as "Hemacias
 * ...omcoccnioconcornoc 2" and "Colesterol total ........ 1399" for 139 (the generated Brazilian
 * laudo's photos: 5 of 43 results right, 43 of 43 without the dots). Ink is cut into connected
 * pieces (runs of a row joined to the touching runs of the row above, diagonals included); a piece
 * no wider and no taller than a dot that is one of five or more dots along one line is painted
 * over in the paper's tone. A decimal point, an ellipsis, a colon, a dash or a letter is never
 * such a piece. Thin lines (a rule, dots blurred into one) are left alone: removing them as well
 * gained no result on the generated set and cost two (measured), and whitening every thin run of
 * a photo's table rules, letters' strokes on them included, cost a cumulative report half its
 * results.
 */
final class DotLeaders {

    /** Dots on one line from which they are a leader, not an ellipsis or a decimal point. */
    private static final int LEADER_DOTS = 5;
    /** The widest gap between two dots of one leader, in dots. */
    private static final int DOT_GAP = 4;

    private DotLeaders() {}

    /** The page with its leaders whitened, or the same image when it has none. */
    static BufferedImage removed(BufferedImage grey) {
        return InkPieces.withoutDots(grey, List.of(DotLeaders::leaders));
    }

    /** The roots of the pieces that are leaders: dots in a row of five or more. */
    static BitSet leaders(InkPieces ink) {
        int dot = ink.dotSide();
        BitSet leader = new BitSet();
        List<Piece> dots = ink.pieces(dot);
        dots.sort(Comparator.comparingDouble(Piece::centreX));
        // Open chains by the band (half a dot tall) of their last dot: a dot continues a chain of its
        // own band or the next one up or down, so each dot looks at a few chains, not the page's (a
        // page of 100,000 specks of noise: 0.3 s, where a list of every open chain took 3 to 5 s).
        Map<Integer, List<List<Piece>>> open = new HashMap<>();
        for (Piece piece : dots) {
            int band = (int) Math.floor(piece.centreY() / (dot / 2.0));
            List<Piece> chain = null;
            for (int b = band - 1; b <= band + 1 && chain == null; b++) {
                List<List<Piece>> chains = open.get(b);
                if (chains == null) {
                    continue;
                }
                chains.removeIf(c -> piece.centreX() - last(c).centreX() > DOT_GAP * dot);
                for (List<Piece> c : chains) {
                    if (continues(last(c), piece, dot)) {
                        chain = c;
                        chains.remove(c);
                        break;
                    }
                }
            }
            chain = chain == null ? new ArrayList<>() : chain;
            chain.add(piece);
            open.computeIfAbsent(band, b -> new ArrayList<>()).add(chain);
            if (chain.size() == LEADER_DOTS) {
                chain.forEach(p -> leader.set(p.root()));
            } else if (chain.size() > LEADER_DOTS) {
                leader.set(piece.root());
            }
        }
        return leader;
    }

    private static Piece last(List<Piece> chain) {
        return chain.get(chain.size() - 1);
    }

    /**
     * Whether {@code next} is the next dot of {@code last}'s leader: close after it on its line, and
     * of its height to within a factor of two. A leader's dots are alike; a decimal comma on a row
     * shaded by a halftone screen (a dot of the screen touching it) is three times as tall as the
     * screen's dots, and was painted over with them ({@code 3 2} read for 3,2).
     */
    private static boolean continues(Piece last, Piece next, int dot) {
        double gap = next.centreX() - last.centreX();
        return gap > 0
                && gap <= DOT_GAP * dot
                && Math.abs(next.centreY() - last.centreY()) <= dot / 2.0
                && Math.max(next.height(), last.height()) <= 2 * Math.min(next.height(), last.height());
    }
}
