package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A page image's ink cut into connected pieces: runs of dark pixels in each row, joined to the
 * touching runs of the row above (diagonals included) by union-find. {@link DotLeaders} and
 * {@link HalftoneShading} find the dots they take out among the small pieces, and paint them over
 * in the paper's tone.
 */
final class InkPieces {

    /** A connected piece of ink: its bounding box and its dark pixels, under the root run of its union. */
    record Piece(int root, int left, int right, int top, int bottom, int area) {
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

    /**
     * Pieces by the square cell of the page their middle falls in, so that a piece looks only at the
     * pieces whose middles lie within one cell of its own (its cell and the eight around it), not at
     * every piece of the page.
     */
    static final class Grid {

        private final double cell;
        private final Map<Long, List<Piece>> cells = new HashMap<>();

        Grid(double cell, List<Piece> pieces) {
            this.cell = cell;
            for (Piece piece : pieces) {
                cells.computeIfAbsent(key(cellOf(piece.centreX()), cellOf(piece.centreY())), k -> new ArrayList<>())
                        .add(piece);
            }
        }

        /** How many of the pieces near this one match, counted up to {@code most}. */
        int count(Piece piece, Predicate<Piece> match, int most) {
            int cx = cellOf(piece.centreX());
            int cy = cellOf(piece.centreY());
            int found = 0;
            for (int dx = -1; dx <= 1; dx++) {
                for (int dy = -1; dy <= 1; dy++) {
                    for (Piece other : cells.getOrDefault(key(cx + dx, cy + dy), List.of())) {
                        if (match.test(other) && ++found >= most) {
                            return found;
                        }
                    }
                }
            }
            return found;
        }

        private int cellOf(double coordinate) {
            return (int) Math.floor(coordinate / cell);
        }

        private static long key(int cx, int cy) {
            return ((long) cx << 32) | (cy & 0xffffffffL);
        }
    }

    /**
     * The most runs of ink per pixel a page may have for its dots to be looked for: printed pages
     * and photos of them have 0.003 to 0.009 (measured), a scan with halftone shading behind every
     * other row 0.02; noise or a pattern past this is no page of text, and its runs would cost memory
     * in proportion (a checkerboard: one run per two pixels, 16 bytes each).
     */
    private static final int PIXELS_PER_RUN = 20;

    private static final int DOT_FRACTION = 250;

    private static final int MIN_DOT = 4;

    private final byte[] pixels;
    private final int width;
    private final int threshold;
    private int count;
    private int[] y = new int[1024];
    private int[] from = new int[1024];
    private int[] to = new int[1024];
    private int[] parent = new int[1024];

    private InkPieces(byte[] pixels, int width, int threshold) {
        this.pixels = pixels;
        this.width = width;
        this.threshold = threshold;
    }

    /**
     * The page with the pieces the finders pick painted over in the paper's tone; the same image when
     * they pick none, or when the page has too many runs of ink to be a page of text.
     */
    static BufferedImage withoutDots(BufferedImage grey, List<Function<InkPieces, BitSet>> finders) {
        int width = grey.getWidth();
        int height = grey.getHeight();
        byte[] pixels = new byte[width * height];
        grey.getRaster().getDataElements(0, 0, width, height, pixels);
        InkPieces ink = of(pixels, width, height, ImagePreparation.otsu(grey), pixels.length / PIXELS_PER_RUN);
        if (ink == null) {
            return grey;
        }
        BitSet dots = new BitSet();
        finders.forEach(finder -> dots.or(finder.apply(ink)));
        if (dots.isEmpty()) {
            return grey;
        }
        BufferedImage clean = new BufferedImage(width, height, BufferedImage.TYPE_BYTE_GRAY);
        clean.getRaster().setDataElements(0, 0, width, height, ink.paintedOver(dots));
        return clean;
    }

    /** The width of the page, in pixels. */
    int width() {
        return width;
    }

    /** The most pixels a printed dot measures each way on this page: a period at 300 dpi is 4 to 8. */
    int dotSide() {
        return Math.max(MIN_DOT, width / DOT_FRACTION);
    }

    /**
     * The pieces of the page's pixels (grey, row by row) darker than {@code threshold}, or null when
     * there are more than {@code maxRuns} runs of ink: noise or a pattern, no page of text, whose
     * runs would cost memory in proportion.
     */
    static InkPieces of(byte[] pixels, int width, int height, int threshold, int maxRuns) {
        InkPieces runs = new InkPieces(pixels, width, threshold);
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

    private int root(int run) {
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

    /** The pieces no wider and no taller than {@code side} pixels, each with its bounding box and area. */
    List<Piece> pieces(int side) {
        int[] left = new int[count];
        int[] right = new int[count];
        int[] top = new int[count];
        int[] bottom = new int[count];
        int[] area = new int[count];
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
            area[root] += to[r] - from[r];
        }
        List<Piece> pieces = new ArrayList<>();
        for (int r = 0; r < count; r++) {
            if (right[r] >= 0 && right[r] - left[r] <= side && bottom[r] - top[r] + 1 <= side) {
                pieces.add(new Piece(r, left[r], right[r], top[r], bottom[r], area[r]));
            }
        }
        return pieces;
    }

    /** The page with the pieces of these roots painted over in the paper's tone (the pixels are changed). */
    byte[] paintedOver(BitSet roots) {
        byte paper = (byte) ImagePreparation.paperTone(pixels, threshold);
        for (int r = 0; r < count; r++) {
            if (roots.get(root(r))) {
                Arrays.fill(pixels, y[r] * width + from[r], y[r] * width + to[r], paper);
            }
        }
        return pixels;
    }
}
