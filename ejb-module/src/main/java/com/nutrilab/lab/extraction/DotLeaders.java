package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
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

    /** The most pixels a dot measures each way: a period at 300 dpi is 4 to 8. */
    private static final int DOT_FRACTION = 250;

    private static final int MIN_DOT = 4;
    /** Dots on one line from which they are a leader, not an ellipsis or a decimal point. */
    private static final int LEADER_DOTS = 5;
    /** The widest gap between two dots of one leader, in dots. */
    private static final int DOT_GAP = 4;

    /**
     * The most runs of ink per pixel a page may have for its leaders to be looked for: printed
     * pages and photos of them have 0.003 to 0.009 (measured); noise or a pattern past this is no
     * page of text, and its runs would cost memory in proportion (a checkerboard: one run per two
     * pixels, 16 bytes each).
     */
    private static final int PIXELS_PER_RUN = 20;

    private DotLeaders() {}

    /** The page with its leaders whitened, or the same image when it has none. */
    static BufferedImage removed(BufferedImage grey) {
        int width = grey.getWidth();
        int height = grey.getHeight();
        byte[] pixels = new byte[width * height];
        grey.getRaster().getDataElements(0, 0, width, height, pixels);
        int threshold = ImagePreparation.otsu(grey);
        Runs runs = Runs.of(pixels, width, height, threshold, pixels.length / PIXELS_PER_RUN);
        if (runs == null) {
            return grey;
        }
        int dot = Math.max(MIN_DOT, width / DOT_FRACTION);
        BitSet leader = leaderPieces(runs, dot);
        if (leader.isEmpty()) {
            return grey;
        }
        byte paper = paper(pixels, threshold);
        for (int r = 0; r < runs.count; r++) {
            if (leader.get(runs.root(r))) {
                Arrays.fill(pixels, runs.y[r] * width + runs.from[r], runs.y[r] * width + runs.to[r], paper);
            }
        }
        BufferedImage clean = new BufferedImage(width, height, BufferedImage.TYPE_BYTE_GRAY);
        clean.getRaster().setDataElements(0, 0, width, height, pixels);
        return clean;
    }

    /** The page's commonest light grey: a leader is painted over in the paper's own tone, not a whiter streak. */
    private static byte paper(byte[] pixels, int threshold) {
        int[] histogram = new int[256];
        for (byte pixel : pixels) {
            histogram[pixel & 0xff]++;
        }
        int paper = 255;
        for (int level = threshold; level < 256; level++) {
            paper = histogram[level] > histogram[paper] ? level : paper;
        }
        return (byte) paper;
    }

    /** The roots of the pieces that are leaders: dots in a row of five or more. */
    private static BitSet leaderPieces(Runs runs, int dot) {
        BitSet leader = new BitSet(runs.count);
        List<Piece> dots = runs.pieces(dot);
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
                chain.forEach(p -> leader.set(p.root));
            } else if (chain.size() > LEADER_DOTS) {
                leader.set(piece.root);
            }
        }
        return leader;
    }

    private static Piece last(List<Piece> chain) {
        return chain.get(chain.size() - 1);
    }

    private static boolean continues(Piece last, Piece next, int dot) {
        double gap = next.centreX() - last.centreX();
        return gap > 0 && gap <= DOT_GAP * dot && Math.abs(next.centreY() - last.centreY()) <= dot / 2.0;
    }

    /** A connected piece of ink: its bounding box, under the root run of its union. */
    private record Piece(int root, int left, int right, int top, int bottom) {
        int width() {
            return right - left;
        }

        int height() {
            return bottom - top + 1;
        }

        double centreX() {
            return (left + right) / 2.0;
        }

        double centreY() {
            return (top + bottom) / 2.0;
        }
    }

    /** The page's runs of ink, row by row, joined into pieces (8-connected) by union-find. */
    private static final class Runs {
        int count;
        int[] y = new int[1024];
        int[] from = new int[1024];
        int[] to = new int[1024];
        int[] parent = new int[1024];

        /** The runs, or null when there are more than {@code maxRuns}. */
        static Runs of(byte[] pixels, int width, int height, int threshold, int maxRuns) {
            Runs runs = new Runs();
            int previousStart = 0;
            for (int row = 0; row < height; row++) {
                int rowStart = runs.count;
                int x = 0;
                int base = row * width;
                while (x < width) {
                    if ((pixels[base + x] & 0xff) >= threshold) {
                        x++;
                        continue;
                    }
                    int start = x;
                    while (x < width && (pixels[base + x] & 0xff) < threshold) {
                        x++;
                    }
                    runs.add(row, start, x);
                    if (runs.count > maxRuns) {
                        return null;
                    }
                }
                runs.join(previousStart, rowStart, runs.count);
                previousStart = rowStart;
            }
            return runs;
        }

        private void add(int row, int start, int end) {
            if (count == y.length) {
                int size = count * 2;
                y = Arrays.copyOf(y, size);
                from = Arrays.copyOf(from, size);
                to = Arrays.copyOf(to, size);
                parent = Arrays.copyOf(parent, size);
            }
            y[count] = row;
            from[count] = start;
            to[count] = end;
            parent[count] = count;
            count++;
        }

        /** Joins each run of this row to the runs of the row above it touches, diagonals included. */
        private void join(int above, int rowStart, int rowEnd) {
            int a = above;
            for (int b = rowStart; b < rowEnd; b++) {
                while (a < rowStart && to[a] < from[b]) {
                    a++;
                }
                for (int k = a; k < rowStart && from[k] <= to[b]; k++) {
                    union(k, b);
                }
            }
        }

        int root(int run) {
            int r = run;
            while (parent[r] != r) {
                parent[r] = parent[parent[r]];
                r = parent[r];
            }
            return r;
        }

        private void union(int a, int b) {
            int ra = root(a);
            int rb = root(b);
            if (ra != rb) {
                parent[Math.max(ra, rb)] = Math.min(ra, rb);
            }
        }

        /** The pieces no wider and no taller than a dot, each with its bounding box. */
        List<Piece> pieces(int dot) {
            int[] left = new int[count];
            int[] right = new int[count];
            int[] top = new int[count];
            int[] bottom = new int[count];
            Arrays.fill(left, Integer.MAX_VALUE);
            Arrays.fill(top, Integer.MAX_VALUE);
            Arrays.fill(right, -1);
            Arrays.fill(bottom, -1);
            for (int r = 0; r < count; r++) {
                int root = root(r);
                left[root] = Math.min(left[root], from[r]);
                right[root] = Math.max(right[root], to[r]);
                top[root] = Math.min(top[root], y[r]);
                bottom[root] = Math.max(bottom[root], y[r]);
            }
            List<Piece> pieces = new ArrayList<>();
            for (int r = 0; r < count; r++) {
                if (right[r] >= 0 && right[r] - left[r] <= dot && bottom[r] - top[r] + 1 <= dot) {
                    pieces.add(new Piece(r, left[r], right[r], top[r], bottom[r]));
                }
            }
            return pieces;
        }
    }
}
