package com.nutrilab.lab.extraction.synthetic;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.awt.image.ConvolveOp;
import java.awt.image.Kernel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Random;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.image.CCITTFactory;
import org.apache.pdfbox.pdmodel.graphics.image.JPEGFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * A text PDF made into what users upload: a phone photo or a scan at 150–200 dpi, turned by up to
 * a degree, blurred, with sensor noise and uneven light, in grey or colour, saved as PNG, as JPEG
 * at quality 70, or as a JPEG inside a PDF (a scanner's output).
 */
final class Degradation {

    enum Format {
        PNG("png", "image"),
        JPEG("jpg", "image"),
        SCANNED_PDF("pdf", "scanned-pdf"),
        /**
         * An office scanner's PDF: black and white (one bit a pixel, CCITT group 4), greys printed as
         * a halftone screen of dots (a shaded row, a faint rule), as a hospital's cumulative report
         * came (issue 54).
         */
        BILEVEL_SCAN("pdf", "scanned-pdf");

        final String extension;
        final String kind;

        Format(String extension, String kind) {
            this.extension = extension;
            this.kind = kind;
        }
    }

    /** What was done to one page: for the record in the truth file. */
    record Settings(Format format, int dpi, double degrees, double blurSigma, double noise, boolean grey) {

        @Override
        public String toString() {
            return String.format(
                    java.util.Locale.ROOT,
                    "%s %d dpi, %+.2f°, blur %.2f px, noise %.0f, %s",
                    format,
                    dpi,
                    degrees,
                    blurSigma,
                    noise,
                    grey ? "grey" : "colour");
        }
    }

    private Degradation() {}

    static Settings settings(Random random, Format format, int dpi) {
        double degrees = (0.3 + 0.7 * random.nextDouble()) * (random.nextBoolean() ? 1 : -1);
        return new Settings(
                format,
                dpi,
                degrees,
                0.5 + 0.5 * random.nextDouble(),
                4 + 6 * random.nextDouble(),
                random.nextBoolean());
    }

    /** An office scanner's settings: 200 or 300 dpi, hardly turned, sharp, a little noise, black and white. */
    static Settings bilevel(Random random, int dpi) {
        double degrees = (0.1 + 0.4 * random.nextDouble()) * (random.nextBoolean() ? 1 : -1);
        return new Settings(Format.BILEVEL_SCAN, dpi, degrees, 0.4 + 0.2 * random.nextDouble(), 3, true);
    }

    static byte[] apply(byte[] pdf, Settings settings, Random random) {
        if (settings.format() == Format.BILEVEL_SCAN) {
            return bilevelScan(pdf, settings, random);
        }
        try (PDDocument document = Loader.loadPDF(pdf)) {
            PDRectangle size = document.getPage(0).getMediaBox();
            BufferedImage page = new PDFRenderer(document).renderImageWithDPI(0, settings.dpi(), ImageType.RGB);
            BufferedImage degraded =
                    noise(blur(rotate(page, settings.degrees()), settings.blurSigma()), settings.noise(), random);
            if (settings.grey()) {
                degraded = grey(degraded);
            }
            return switch (settings.format()) {
                case PNG -> png(degraded);
                case JPEG -> jpeg(degraded);
                case SCANNED_PDF -> scannedPdf(degraded, size);
                case BILEVEL_SCAN -> throw new IllegalStateException("made by bilevelScan, from the page");
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] bilevelScan(byte[] pdf, Settings settings, Random random) {
        try (PDDocument document = Loader.loadPDF(pdf)) {
            PDRectangle size = document.getPage(0).getMediaBox();
            BufferedImage page = new PDFRenderer(document).renderImageWithDPI(0, settings.dpi(), ImageType.RGB);
            BufferedImage grey = grey(blur(rotate(page, settings.degrees()), settings.blurSigma()));
            BufferedImage bits = halftone(grey, settings.noise(), random);
            try (PDDocument scan = new PDDocument()) {
                PDPage scanned = new PDPage(size);
                scan.addPage(scanned);
                PDImageXObject picture = CCITTFactory.createFromImage(scan, bits);
                try (PDPageContentStream content = new PDPageContentStream(scan, scanned)) {
                    content.drawImage(picture, 0, 0, size.getWidth(), size.getHeight());
                }
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                scan.save(out);
                return out.toByteArray();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The side of a halftone cell, in pixels: eight at 300 dpi, as the scanned hospital report's screen. */
    private static final int CELL = 8;
    /** Darkness (0 to 255) below which a scanner prints paper white. */
    private static final int PAPER = 24;
    /** Darkness from which it prints ink black: a letter's stroke, whose edges blur into grey. */
    private static final int INK = 100;

    /**
     * Grey to black and white as a scanner's halftone does it: ink black, and for the greys between (a
     * shaded row, a faint rule) a clustered dot per cell that grows from the cell's centre as the grey
     * darkens; paper, and noise on it, white.
     */
    private static BufferedImage halftone(BufferedImage grey, double noise, Random random) {
        int[] rank = new int[CELL * CELL];
        Integer[] order = new Integer[CELL * CELL];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        double centre = (CELL - 1) / 2.0;
        java.util.Arrays.sort(order, java.util.Comparator.comparingDouble(i -> {
            double dx = i % CELL - centre;
            double dy = i / CELL - centre;
            return dx * dx + dy * dy + 1e-3 * Math.atan2(dy, dx);
        }));
        for (int r = 0; r < order.length; r++) {
            rank[order[r]] = r;
        }
        int width = grey.getWidth();
        int height = grey.getHeight();
        BufferedImage bits = new BufferedImage(width, height, BufferedImage.TYPE_BYTE_BINARY);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                double darkness = 255 - grey.getRaster().getSample(x, y, 0) + random.nextGaussian() * noise;
                double threshold = PAPER + (255 - PAPER) * (rank[(y % CELL) * CELL + x % CELL] + 0.5) / (CELL * CELL);
                bits.getRaster().setSample(x, y, 0, darkness >= INK || darkness > threshold ? 0 : 1);
            }
        }
        return bits;
    }

    private static BufferedImage rotate(BufferedImage page, double degrees) {
        BufferedImage turned = new BufferedImage(page.getWidth(), page.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = turned.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, turned.getWidth(), turned.getHeight());
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(
                page,
                AffineTransform.getRotateInstance(
                        Math.toRadians(degrees), page.getWidth() / 2.0, page.getHeight() / 2.0),
                null);
        g.dispose();
        return turned;
    }

    private static BufferedImage blur(BufferedImage image, double sigma) {
        int radius = (int) Math.ceil(2 * sigma);
        int size = 2 * radius + 1;
        float[] weights = new float[size * size];
        float sum = 0;
        for (int y = -radius; y <= radius; y++) {
            for (int x = -radius; x <= radius; x++) {
                float w = (float) Math.exp(-(x * x + y * y) / (2 * sigma * sigma));
                weights[(y + radius) * size + x + radius] = w;
                sum += w;
            }
        }
        for (int i = 0; i < weights.length; i++) {
            weights[i] /= sum;
        }
        return new ConvolveOp(new Kernel(size, size, weights), ConvolveOp.EDGE_NO_OP, null).filter(image, null);
    }

    /** Gaussian sensor noise and light falling off towards one corner, as in a phone photo. */
    private static BufferedImage noise(BufferedImage image, double sigma, Random random) {
        int width = image.getWidth();
        int height = image.getHeight();
        double shadow = 0.06 + 0.08 * random.nextDouble();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                double light = 1 - shadow * ((double) x / width + (double) y / height) / 2;
                int rgb = image.getRGB(x, y);
                int n = (int) Math.round(random.nextGaussian() * sigma);
                int r = clamp((int) (((rgb >> 16) & 0xFF) * light) + n);
                int g = clamp((int) (((rgb >> 8) & 0xFF) * light) + n);
                int b = clamp((int) ((rgb & 0xFF) * light) + n);
                image.setRGB(x, y, (r << 16) | (g << 8) | b);
            }
        }
        return image;
    }

    private static BufferedImage grey(BufferedImage image) {
        BufferedImage grey = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = grey.createGraphics();
        g.drawImage(image, 0, 0, null);
        g.dispose();
        return grey;
    }

    private static int clamp(int value) {
        return Math.max(0, Math.min(255, value));
    }

    private static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }

    private static byte[] jpeg(BufferedImage image) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(0.7f);
            writer.write(null, new IIOImage(image, null, null), param);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }

    private static byte[] scannedPdf(BufferedImage image, PDRectangle size) throws IOException {
        try (PDDocument scan = new PDDocument()) {
            PDPage page = new PDPage(size);
            scan.addPage(page);
            PDImageXObject picture = JPEGFactory.createFromImage(scan, image, 0.7f);
            try (PDPageContentStream content = new PDPageContentStream(scan, page)) {
                content.drawImage(picture, 0, 0, size.getWidth(), size.getHeight());
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            scan.save(out);
            return out.toByteArray();
        }
    }
}
