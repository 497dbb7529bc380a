package com.nutrilab.lab.extraction;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * The pages of an image file (a TIFF may hold several). Each page's dimensions are read from its
 * header and checked against the pixel limit before anything is decoded, so a few kilobytes that
 * declare a billion pixels cost nothing; a page larger than the OCR budget is decoded at every
 * n-th pixel, never whole. A file with a page past the page limit is refused before any page is
 * decoded; pages are never counted by walking a file's whole chain of them.
 */
final class ImagePages {

    /** Receives each decoded page, numbered from 1. */
    interface PageConsumer {
        void accept(int page, BufferedImage image) throws IOException;
    }

    private ImagePages() {}

    /** Decodes and hands over every page; the number of pages. */
    static int read(byte[] file, ReadingLimits limits, Deadline deadline, PageConsumer consumer) throws IOException {
        try (ImageInputStream input = ImageIO.createImageInputStream(new ByteArrayInputStream(file))) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(input);
            if (!readers.hasNext()) {
                throw new IOException("No image reader for this file");
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(input, false, true); // metadata (text chunks, ICC profiles) is never read
                if (hasPage(reader, limits.maxPages())) {
                    throw ReportRefusedException.tooManyPages(limits.maxPages());
                }
                int pages = 0;
                while (hasPage(reader, pages)) {
                    deadline.check();
                    consumer.accept(pages + 1, decode(reader, pages, limits));
                    pages++;
                }
                if (pages == 0) {
                    throw new IOException("The image has no readable page");
                }
                return pages;
            } finally {
                reader.dispose();
            }
        }
    }

    private static boolean hasPage(ImageReader reader, int index) throws IOException {
        try {
            reader.getWidth(index);
            return true;
        } catch (IndexOutOfBoundsException noSuchPage) {
            return false;
        }
    }

    private static BufferedImage decode(ImageReader reader, int index, ReadingLimits limits) throws IOException {
        long pixels = (long) reader.getWidth(index) * reader.getHeight(index);
        if (pixels > limits.maxImagePixels()) {
            throw ReportRefusedException.imageTooLarge(pixels, limits.maxImagePixels());
        }
        ImageReadParam param = reader.getDefaultReadParam();
        int step = subsampling(pixels, limits.ocrPixels());
        if (step > 1) {
            param.setSourceSubsampling(step, step, 0, 0);
        }
        return reader.read(index, param);
    }

    /** Every how many pixels (in each direction) to keep so that at most {@code maxPixels} remain. */
    static int subsampling(long pixels, long maxPixels) {
        return (int) Math.max(1, Math.ceil(Math.sqrt((double) pixels / maxPixels)));
    }
}
