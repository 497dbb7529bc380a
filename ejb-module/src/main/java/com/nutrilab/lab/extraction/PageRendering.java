package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.rendering.PageDrawer;
import org.apache.pdfbox.rendering.PageDrawerParameters;

/**
 * Renders a scanned PDF page for OCR: at the resolution whose pixels fit the OCR budget (300 dpi
 * at most; a page the size of a wall gets fewer dots per inch, not more memory), with every image
 * checked against the pixel limit before PDFBox decodes it, and the page's operators counted.
 */
final class PageRendering {

    private static final double MAX_DPI = 300;
    private static final double POINTS_PER_INCH = 72;

    private final BoundedRenderer renderer;
    private final ReadingLimits limits;

    PageRendering(PDDocument document, ReadingLimits limits) {
        this.renderer = new BoundedRenderer(document, limits.maxImagePixels());
        this.renderer.setSubsamplingAllowed(true); // large images decoded at the resolution drawn
        this.limits = limits;
    }

    /** Page {@code index} (from 0) in grey. */
    BufferedImage render(PDDocument document, int index, PageBudget budget) throws IOException {
        PDRectangle box = document.getPage(index).getCropBox();
        renderer.budget = budget;
        return renderer.renderImageWithDPI(
                index, dpiFor(box.getWidth(), box.getHeight(), limits.ocrPixels()), ImageType.GRAY);
    }

    /** The resolution at which a page of this size (points) has at most {@code maxPixels} pixels. */
    static float dpiFor(float widthPoints, float heightPoints, long maxPixels) {
        double squareInches = Math.max(1e-6, (widthPoints / POINTS_PER_INCH) * (heightPoints / POINTS_PER_INCH));
        return (float) Math.min(MAX_DPI, Math.sqrt(maxPixels / squareInches));
    }

    private static final class BoundedRenderer extends PDFRenderer {

        private final long maxImagePixels;
        private PageBudget budget;

        BoundedRenderer(PDDocument document, long maxImagePixels) {
            super(document);
            this.maxImagePixels = maxImagePixels;
        }

        @Override
        protected PageDrawer createPageDrawer(PageDrawerParameters parameters) throws IOException {
            return new BoundedPageDrawer(parameters, maxImagePixels, budget);
        }
    }

    private static final class BoundedPageDrawer extends PageDrawer {

        private final long maxImagePixels;
        private final PageBudget budget;

        BoundedPageDrawer(PageDrawerParameters parameters, long maxImagePixels, PageBudget budget) throws IOException {
            super(parameters);
            this.maxImagePixels = maxImagePixels;
            this.budget = budget;
        }

        @Override
        protected void processOperator(Operator operator, List<COSBase> operands) throws IOException {
            budget.operator();
            super.processOperator(operator, operands);
        }

        @Override
        public void drawImage(PDImage image) throws IOException {
            checkPixels(image);
            if (image instanceof PDImageXObject xObject && xObject.getSoftMask() != null) {
                checkPixels(xObject.getSoftMask());
            }
            super.drawImage(image);
        }

        private void checkPixels(PDImage image) {
            long pixels = (long) image.getWidth() * image.getHeight();
            if (pixels > maxImagePixels) {
                throw ReportRefusedException.imageTooLarge(pixels, maxImagePixels);
            }
        }
    }
}
