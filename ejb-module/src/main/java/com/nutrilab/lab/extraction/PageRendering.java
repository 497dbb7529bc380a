package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;
import javax.imageio.spi.IIORegistry;
import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.DrawObject;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.contentstream.operator.state.Concatenate;
import org.apache.pdfbox.contentstream.operator.state.Restore;
import org.apache.pdfbox.contentstream.operator.state.Save;
import org.apache.pdfbox.contentstream.operator.state.SetGraphicsStateParameters;
import org.apache.pdfbox.contentstream.operator.state.SetMatrix;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.jbig2.JBIG2ImageReaderSpi;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.rendering.PageDrawer;
import org.apache.pdfbox.rendering.PageDrawerParameters;
import org.apache.pdfbox.util.Matrix;

/**
 * Renders a scanned PDF page for OCR: at the resolution whose pixels fit the OCR budget (300 dpi
 * at most; a page the size of a wall gets fewer dots per inch, not more memory), with every image
 * checked against the pixel limit before PDFBox decodes it, and the page's operators counted.
 */
final class PageRendering {

    static {
        // ImageIO finds its plugins on the class path of the thread that first uses it; in an
        // application server that may be the server's, not this application's. JBIG2, the bilevel
        // compression of most office scanners' PDFs (PDFBox draws such an image blank without it), is
        // registered here, once.
        IIORegistry.getDefaultInstance().registerServiceProvider(new JBIG2ImageReaderSpi());
    }

    private static final double MAX_DPI = 300;
    private static final double POINTS_PER_INCH = 72;

    private final BoundedRenderer renderer;
    private final ReadingLimits limits;

    PageRendering(PDDocument document, ReadingLimits limits) {
        this.renderer = new BoundedRenderer(document, limits.maxImagePixels());
        this.renderer.setSubsamplingAllowed(true); // large images decoded at the resolution drawn
        this.limits = limits;
    }

    /**
     * Page {@code index} (from 0) in grey, at its scan's own resolution when it is a scan (a page
     * drawn at another resolution than its image's is resampled, and the dots of a bilevel scan's
     * halftone shading and the strokes of its small type blur into grey; an image below 300 dpi is
     * enlarged, grey to grey, by {@link ImagePreparation}, as a photo is), else at 300 dpi.
     */
    BufferedImage render(PDDocument document, int index, PageBudget budget) throws IOException {
        PDPage page = document.getPage(index);
        PDRectangle box = page.getCropBox();
        float dpi = dpiFor(box.getWidth(), box.getHeight(), limits.ocrPixels());
        ScanResolution scan = new ScanResolution(budget, box);
        scan.processPage(page);
        if (scan.dpi > 0) {
            dpi = Math.min(dpi, scan.dpi);
        }
        renderer.budget = budget;
        return renderer.renderImageWithDPI(index, dpi, ImageType.GRAY);
    }

    /** The resolution at which a page of this size (points) has at most {@code maxPixels} pixels. */
    static float dpiFor(float widthPoints, float heightPoints, long maxPixels) {
        double squareInches = Math.max(1e-6, (widthPoints / POINTS_PER_INCH) * (heightPoints / POINTS_PER_INCH));
        return (float) Math.min(MAX_DPI, Math.sqrt(maxPixels / squareInches));
    }

    /**
     * The resolution of the image that covers most of a page (a scanner's page), in pixels per inch
     * as drawn; 0 when no image covers half the page. Reads the page's operators once more, without
     * decoding any image.
     */
    private static final class ScanResolution extends PDFStreamEngine {

        private final PageBudget budget;
        private final double pageArea;
        private double largestArea;
        private float dpi;

        ScanResolution(PageBudget budget, PDRectangle box) {
            this.budget = budget;
            this.pageArea = (double) box.getWidth() * box.getHeight();
            addOperator(new Concatenate(this));
            addOperator(new Save(this));
            addOperator(new Restore(this));
            addOperator(new SetGraphicsStateParameters(this));
            addOperator(new SetMatrix(this));
            addOperator(new DrawObject(this));
        }

        @Override
        protected void processOperator(Operator operator, List<COSBase> operands) throws IOException {
            budget.operator();
            if (operator.getName().equals("Do")
                    && !operands.isEmpty()
                    && operands.get(0) instanceof COSName name
                    && getResources() != null
                    && getResources().getXObject(name) instanceof PDImageXObject image) {
                Matrix ctm = getGraphicsState().getCurrentTransformationMatrix();
                // A quarter-turned image is drawn with its width down the page.
                double drawnWidth = Math.hypot(ctm.getValue(0, 0), ctm.getValue(0, 1));
                double drawnHeight = Math.hypot(ctm.getValue(1, 0), ctm.getValue(1, 1));
                double area = drawnWidth * drawnHeight;
                if (area >= pageArea / 2 && area > largestArea && drawnWidth > 0) {
                    largestArea = area;
                    dpi = (float) (image.getWidth() / (drawnWidth / POINTS_PER_INCH));
                }
                return;
            }
            super.processOperator(operator, operands);
        }
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
