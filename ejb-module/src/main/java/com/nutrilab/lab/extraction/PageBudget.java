package com.nutrilab.lab.extraction;

import java.util.Locale;

/**
 * What one PDF page may cost while PDFBox interprets its content: a number of drawing operators
 * and of printed characters, and the report's deadline, checked as they go, so that a page of
 * millions of operators or glyphs stops in time rather than holding a worker for minutes.
 */
final class PageBudget {

    /** Far above any real page (a dense table draws a few thousand), far below what costs seconds. */
    private static final int MAX_OPERATORS = 1_000_000;

    private static final int DEADLINE_CHECK_INTERVAL = 1024;

    private final int page;
    private final int maxGlyphs;
    private final Deadline deadline;
    private int operators;
    private int glyphs;

    PageBudget(int page, int maxGlyphs, Deadline deadline) {
        this.page = page;
        this.maxGlyphs = maxGlyphs;
        this.deadline = deadline;
    }

    void operator() {
        if (++operators > MAX_OPERATORS) {
            throw ReportRefusedException.tooComplex(
                    String.format(Locale.ROOT, "Page %d draws more than %,d shapes and texts.", page, MAX_OPERATORS));
        }
        if (operators % DEADLINE_CHECK_INTERVAL == 0) {
            deadline.check();
        }
    }

    void glyph() {
        if (++glyphs > maxGlyphs) {
            throw ReportRefusedException.tooComplex(
                    String.format(Locale.ROOT, "Page %d prints more than %,d characters.", page, maxGlyphs));
        }
    }
}
