package com.nutrilab.lab.extraction;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * The words of one PDF page's text layer with their positions (Apache PDFBox), so that rows are
 * rebuilt from what is printed side by side, not from the order the PDF draws it in. A letter drawn
 * again where it stands (a fake bold) is one letter ({@link OverprintedGlyphs}). The page's
 * operators and glyphs are counted against its {@link PageBudget} as PDFBox reads them.
 */
final class PdfText extends PDFTextStripper {

    /**
     * Glyphs taller than this many times the page's median glyph are display text: a watermark, a
     * barcode's caption. A letterhead's name (two to three times the body) stays.
     */
    private static final double DISPLAY_HEIGHT = 3.2;

    private final List<TextPosition> glyphs = new ArrayList<>();
    private final OverprintedGlyphs overprinted = new OverprintedGlyphs();
    private final PageBudget budget;

    private PdfText(PageBudget budget) {
        super();
        this.budget = budget;
        setSortByPosition(true);
    }

    /** The page's words; few or none for a scanned page. */
    static List<Word> words(PDDocument document, int pageNumber, PageBudget budget) throws IOException {
        PdfText stripper = new PdfText(budget);
        stripper.setStartPage(pageNumber);
        stripper.setEndPage(pageNumber);
        stripper.getText(document);
        return stripper.toWords();
    }

    @Override
    protected void processOperator(Operator operator, List<COSBase> operands) throws IOException {
        budget.operator();
        super.processOperator(operator, operands);
    }

    @Override
    protected void processTextPosition(TextPosition text) {
        budget.glyph();
        if (!overprinted.repeats(text)) {
            glyphs.add(text);
        }
    }

    /**
     * Glyphs into words: a space, or a gap wider than a third of the font's space, ends a word.
     * Display text is left out: a watermark drawn across the table ("Smart Pathology Laboratory"
     * in letters four times the body's height) would otherwise put its letters between a row's.
     */
    private List<Word> toWords() {
        double displayHeight = DISPLAY_HEIGHT * medianHeight();
        List<Word> glyphWords = glyphs.stream()
                .filter(g -> g.getHeightDir() <= displayHeight)
                .map(g -> new Word(
                        g.getUnicode(),
                        g.getXDirAdj(),
                        g.getYDirAdj() - g.getHeightDir(),
                        g.getXDirAdj() + g.getWidthDirAdj(),
                        g.getYDirAdj()))
                .toList();
        List<Word> words = new ArrayList<>();
        for (TextLine line : TextLine.assemble(0, glyphWords)) {
            StringBuilder text = new StringBuilder();
            Word first = null;
            Word last = null;
            for (Word glyph : line.words()) {
                boolean space = glyph.text().isBlank();
                boolean gap = last != null && glyph.left() - last.right() > Math.max(0.8, 0.25 * last.height());
                if ((space || gap) && first != null) {
                    words.add(new Word(text.toString(), first.left(), first.top(), last.right(), first.bottom()));
                    text.setLength(0);
                    first = null;
                }
                if (!space) {
                    first = first == null ? glyph : first;
                    text.append(glyph.text());
                    last = glyph;
                }
            }
            if (first != null) {
                words.add(new Word(text.toString(), first.left(), first.top(), last.right(), first.bottom()));
            }
        }
        return words;
    }

    private double medianHeight() {
        double[] heights = glyphs.stream()
                .mapToDouble(TextPosition::getHeightDir)
                .filter(h -> h > 0)
                .sorted()
                .toArray();
        return heights.length == 0 ? Double.MAX_VALUE : heights[heights.length / 2];
    }
}
