package com.nutrilab.lab.extraction;

import java.util.HashMap;
import java.util.Map;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.pdfbox.text.TextPosition;

/**
 * The glyphs of a page that are drawn again where they already stand: a fake bold that prints each
 * letter several times a tenth of a point apart (an Indian lab's report gave names like
 * {@code HHHHaaaaeeeemmmmoooogggglllloooobbbbiiiinnnn}), or a shadow. The same character within a
 * third of its width (across and down) of one already on the page is the same printed letter. The
 * test is on positions, never on the text: {@code 1111} and {@code ll} are letters side by side, each
 * a whole width from the next. PDFBox's own test of this lives in the text stripper's glyph handler,
 * which {@link PdfText} replaces with its own, so it is made here, with the same tolerance.
 */
final class OverprintedGlyphs {

    /**
     * How many printed positions within reach across are compared at most: a real page has one or
     * two; a hostile one with thousands of the same letter stacked in a column costs no more.
     */
    private static final int MAX_COMPARED = 64;

    /** Per character, the positions already printed: x, then the y's at that x. */
    private final Map<String, TreeMap<Float, TreeSet<Float>>> printed = new HashMap<>();

    /** Whether {@code glyph} repeats one seen before; if not, it is remembered. */
    boolean repeats(TextPosition glyph) {
        return repeats(glyph.getUnicode(), glyph.getXDirAdj(), glyph.getYDirAdj(), glyph.getWidthDirAdj());
    }

    boolean repeats(String character, float x, float y, float width) {
        TreeMap<Float, TreeSet<Float>> positions = printed.computeIfAbsent(character, c -> new TreeMap<>());
        float tolerance = Math.abs(width) / 3;
        if (tolerance > 0 && !character.isBlank()) {
            int compared = 0;
            for (NavigableSet<Float> ys :
                    positions.subMap(x - tolerance, true, x + tolerance, true).values()) {
                if (!ys.subSet(y - tolerance, true, y + tolerance, true).isEmpty()) {
                    return true;
                }
                if (++compared == MAX_COMPARED) {
                    break;
                }
            }
        }
        positions.computeIfAbsent(x, key -> new TreeSet<>()).add(y);
        return false;
    }
}
