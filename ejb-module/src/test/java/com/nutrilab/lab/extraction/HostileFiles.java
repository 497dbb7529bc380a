package com.nutrilab.lab.extraction;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.Raster;
import java.awt.image.WritableRaster;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;

/**
 * A corpus of hostile and broken report files, generated here (never committed as binaries):
 * decompression bombs, pages and images larger than any scan, millions of glyphs or operators,
 * thousands of pages, deep nesting, encryption, truncation, wrong magic, odd pixel formats. Each
 * case says which failure codes it may end with; none may cost more than its report's limits.
 */
public final class HostileFiles {

    /** A hostile file and the codes its report may fail with ({@code COMPLETED} for one that must be read). */
    public record Case(String name, String fileName, byte[] bytes, Set<String> outcomes) {
        @Override
        public String toString() {
            return name + " (" + bytes.length + " bytes)";
        }
    }

    public static final String COMPLETED = "COMPLETED";
    private static final long BOMB_BYTES = 150L * 1024 * 1024;

    private HostileFiles() {}

    public static List<Case> all() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("png-1x100-stretched", "strip.png", png(grey(1, 100)), Set.of("no-results")));
        cases.add(new Case("png-1x65535", "line.png", png(grey(1, 65_535)), Set.of("no-results")));
        cases.add(new Case(
                "png-claims-2500-megapixels", "bomb.png", pngHeaderOnly(50_000, 50_000), Set.of("image-too-large")));
        cases.add(new Case("png-49-megapixels-blank", "huge-blank.png", png(grey(7_000, 7_000)), Set.of("no-results")));
        cases.add(new Case("png-16-bit", "deep.png", png(sixteenBit(1_200, 800)), Set.of("no-results")));
        cases.add(new Case(
                "png-truncated",
                "cut.png",
                truncated(png(noise(800, 600)), 0.5),
                Set.of("unreadable-file", "no-results")));
        cases.add(new Case(
                "jpeg-claims-4-gigapixels", "bomb.jpg", jpegClaiming(65_000, 65_000), Set.of("image-too-large")));
        cases.add(new Case("jpeg-cmyk", "cmyk.jpg", cmykJpeg(), Set.of("unreadable-file", "no-results")));
        cases.add(new Case("tiff-1000-pages", "pages.tiff", tiffPages(1_000), Set.of("too-many-pages")));
        cases.add(new Case(
                "tiff-claims-10-gigapixels", "bomb.tiff", tiffHeaderOnly(100_000, 100_000), Set.of("image-too-large")));
        cases.add(new Case("png-magic-pdf-body", "fake.png", wrongMagic(), Set.of("unreadable-file")));
        cases.add(
                new Case("pdf-5500pt-page", "wall.pdf", pdfPage(new PDRectangle(5_500, 5_500)), Set.of("no-results")));
        cases.add(new Case("pdf-200000-glyphs-one-line", "glyphs.pdf", pdfGlyphs(200_000), Set.of("too-complex")));
        cases.add(new Case("pdf-2000000-operators", "operators.pdf", pdfOperators(2_000_000), Set.of("too-complex")));
        cases.add(new Case("pdf-flate-bomb-150MiB", "bomb.pdf", pdfFlateBomb(), Set.of("too-complex")));
        cases.add(new Case("pdf-5000-pages", "thousands.pdf", pdfPages(5_000), Set.of("too-many-pages")));
        cases.add(new Case(
                "pdf-image-claims-400-megapixels",
                "image.pdf",
                pdfHugeImage(20_000, 20_000),
                Set.of("image-too-large")));
        cases.add(new Case(
                "pdf-nested-100000-deep", "nested.pdf", pdfNested(100_000), Set.of("too-complex", "unreadable-file")));
        cases.add(new Case("pdf-encrypted", "secret.pdf", pdfEncrypted(), Set.of("encrypted")));
        cases.add(new Case(
                "pdf-truncated",
                "half.pdf",
                truncated(pdfPage(PDRectangle.A4), 0.6),
                Set.of("unreadable-file", "no-results")));
        cases.add(new Case("pdf-absurd-values", "absurd.pdf", pdfAbsurdValues(), Set.of(COMPLETED)));
        return cases;
    }

    // --- images ---------------------------------------------------------------------------------

    static BufferedImage grey(int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        g.dispose();
        return image;
    }

    private static BufferedImage noise(int width, int height) {
        BufferedImage image = grey(width, height);
        java.util.Random random = new java.util.Random(11);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.getRaster().setSample(x, y, 0, random.nextInt(256));
            }
        }
        return image;
    }

    private static BufferedImage sixteenBit(int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_USHORT_GRAY);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        g.setColor(Color.BLACK);
        g.setFont(liberationSans(28));
        g.drawString("Thank you for your visit.", 60, 120);
        g.dispose();
        return image;
    }

    /**
     * The sans-serif face PDFBox ships, so that the image is the same on every machine: a logical
     * font such as {@code Font.SANS_SERIF} is whatever font the machine has.
     */
    private static Font liberationSans(float size) {
        try (InputStream in =
                PDDocument.class.getResourceAsStream("/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf")) {
            return Font.createFont(Font.TRUETYPE_FONT, in).deriveFont(size);
        } catch (FontFormatException | IOException e) {
            throw new IllegalStateException("PDFBox's LiberationSans-Regular.ttf", e);
        }
    }

    static byte[] png(BufferedImage image) {
        return encode(image, "png");
    }

    private static byte[] encode(BufferedImage image, String format) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            if (!ImageIO.write(image, format, out)) {
                throw new IllegalStateException("No writer for " + format);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A PNG whose header declares the dimensions and whose data is a few bytes: decoding it would allocate them all. */
    private static byte[] pngHeaderOnly(int width, int height) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A});
        ByteBuffer header = ByteBuffer.allocate(13)
                .putInt(width)
                .putInt(height)
                .put((byte) 8)
                .put((byte) 0)
                .put((byte) 0)
                .put((byte) 0)
                .put((byte) 0);
        chunk(out, "IHDR", header.array());
        chunk(out, "IDAT", deflate(new byte[4096]));
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt(data.length).array());
        out.writeBytes(typeBytes);
        out.writeBytes(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    /** A small JPEG whose frame header is changed to declare the dimensions. */
    private static byte[] jpegClaiming(int width, int height) {
        byte[] jpeg = encode(grey(16, 16), "jpg");
        for (int i = 2; i + 9 < jpeg.length; i++) {
            if ((jpeg[i] & 0xFF) == 0xFF && ((jpeg[i + 1] & 0xFF) == 0xC0 || (jpeg[i + 1] & 0xFF) == 0xC2)) {
                ByteBuffer.wrap(jpeg, i + 5, 4).putShort((short) height).putShort((short) width);
                return jpeg;
            }
        }
        throw new IllegalStateException("No frame header in the JPEG");
    }

    /** Four channels written as they are: readers take them for CMYK (or YCCK), which Java's decoder refuses. */
    private static byte[] cmykJpeg() {
        WritableRaster raster = Raster.createInterleavedRaster(DataBuffer.TYPE_BYTE, 400, 300, 4, null);
        for (int y = 0; y < 300; y++) {
            for (int x = 0; x < 400; x++) {
                raster.setPixel(x, y, new int[] {0, 0, 0, x % 2 == 0 ? 0 : 30});
            }
        }
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        try (ByteArrayOutputStream out = new ByteArrayOutputStream();
                ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.write(null, new IIOImage(raster, null, null), null);
            stream.flush();
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            writer.dispose();
        }
    }

    private static byte[] tiffPages(int pages) {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("tiff").next();
        try (ByteArrayOutputStream out = new ByteArrayOutputStream();
                ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.prepareWriteSequence(null);
            BufferedImage page = grey(2, 2);
            for (int i = 0; i < pages; i++) {
                writer.writeToSequence(new IIOImage(page, null, null), null);
            }
            writer.endWriteSequence();
            stream.flush();
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            writer.dispose();
        }
    }

    /** A baseline TIFF of one uncompressed grey strip that declares the dimensions and holds a few bytes. */
    private static byte[] tiffHeaderOnly(int width, int height) {
        ByteBuffer tiff = ByteBuffer.allocate(8 + 2 + 9 * 12 + 4 + 16).order(ByteOrder.LITTLE_ENDIAN);
        tiff.put((byte) 'I').put((byte) 'I').putShort((short) 42).putInt(8);
        tiff.putShort((short) 9);
        int dataOffset = 8 + 2 + 9 * 12 + 4;
        entry(tiff, 256, 4, width); // ImageWidth
        entry(tiff, 257, 4, height); // ImageLength
        entry(tiff, 258, 3, 8); // BitsPerSample
        entry(tiff, 259, 3, 1); // Compression: none
        entry(tiff, 262, 3, 1); // PhotometricInterpretation: black is zero
        entry(tiff, 273, 4, dataOffset); // StripOffsets
        entry(tiff, 277, 3, 1); // SamplesPerPixel
        entry(tiff, 278, 4, height); // RowsPerStrip
        entry(tiff, 279, 4, 16); // StripByteCounts
        tiff.putInt(0);
        return tiff.array();
    }

    private static void entry(ByteBuffer tiff, int tag, int type, int value) {
        tiff.putShort((short) tag).putShort((short) type).putInt(1);
        if (type == 3) {
            tiff.putShort((short) value).putShort((short) 0);
        } else {
            tiff.putInt(value);
        }
    }

    /** PNG magic bytes in front of what is otherwise a whole PDF, with its trailer. */
    private static byte[] wrongMagic() {
        byte[] pdf = pdfPage(PDRectangle.A4);
        byte[] fake = Arrays.copyOf(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A}, 8 + pdf.length);
        System.arraycopy(pdf, 0, fake, 8, pdf.length);
        return fake;
    }

    static byte[] truncated(byte[] file, double fraction) {
        return Arrays.copyOf(file, (int) (file.length * fraction));
    }

    // --- PDFs -----------------------------------------------------------------------------------

    private interface PdfContent {
        void build(PDDocument document) throws IOException;
    }

    private static byte[] pdf(PdfContent content) {
        try (PDDocument document = new PDDocument();
                ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            content.build(document);
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] pdfPage(PDRectangle size) {
        return pdf(document -> document.addPage(new PDPage(size)));
    }

    private static byte[] pdfPages(int pages) {
        return pdf(document -> {
            for (int i = 0; i < pages; i++) {
                document.addPage(new PDPage(PDRectangle.A4));
            }
        });
    }

    /** One line of tiny glyphs: the text layer of a page, character after character. */
    private static byte[] pdfGlyphs(int glyphs) {
        return pdf(document -> {
            PDPage page = new PDPage(PDRectangle.A4);
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.beginText();
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 0.01f);
                content.newLineAtOffset(10, 400);
                content.showText("x".repeat(glyphs));
                content.endText();
            }
        });
    }

    private static byte[] pdfOperators(int operators) {
        byte[] moves = "0 0 m\n".repeat(operators).getBytes(StandardCharsets.US_ASCII);
        return pdfWithRawContent(deflate(moves));
    }

    /** A content stream of a few hundred kilobytes that inflates to 150 MiB of spaces. */
    private static byte[] pdfFlateBomb() {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        try (DeflaterOutputStream out = new DeflaterOutputStream(compressed, deflater, 64 * 1024)) {
            byte[] spaces = new byte[1024 * 1024];
            Arrays.fill(spaces, (byte) ' ');
            for (long written = 0; written < BOMB_BYTES; written += spaces.length) {
                out.write(spaces);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            deflater.end();
        }
        return pdfWithRawContent(compressed.toByteArray());
    }

    /** A page whose content stream holds these bytes as they are, marked as deflated. */
    private static byte[] pdfWithRawContent(byte[] deflated) {
        return pdf(document -> {
            PDPage page = new PDPage(PDRectangle.A4);
            document.addPage(page);
            COSStream stream = document.getDocument().createCOSStream();
            stream.setItem(COSName.FILTER, COSName.FLATE_DECODE);
            try (OutputStream raw = stream.createRawOutputStream()) {
                raw.write(deflated);
            }
            page.setContents(new PDStream(stream));
        });
    }

    /** A page that only draws one image, whose dictionary declares the dimensions over a few bytes of data. */
    private static byte[] pdfHugeImage(int width, int height) {
        return pdf(document -> {
            PDPage page = new PDPage(PDRectangle.A4);
            document.addPage(page);
            COSStream image = document.getDocument().createCOSStream();
            image.setItem(COSName.TYPE, COSName.XOBJECT);
            image.setItem(COSName.SUBTYPE, COSName.IMAGE);
            image.setInt(COSName.WIDTH, width);
            image.setInt(COSName.HEIGHT, height);
            image.setInt(COSName.BITS_PER_COMPONENT, 8);
            image.setItem(COSName.COLORSPACE, COSName.DEVICEGRAY);
            image.setItem(COSName.FILTER, COSName.FLATE_DECODE);
            try (OutputStream raw = image.createRawOutputStream()) {
                raw.write(deflate(new byte[1024]));
            }
            PDResources resources = new PDResources();
            COSName name = resources.add(new PDImageXObject(new PDStream(image), resources));
            page.setResources(resources);
            COSStream content = document.getDocument().createCOSStream();
            try (OutputStream out = content.createOutputStream()) {
                out.write(("q 500 0 0 700 40 60 cm /" + name.getName() + " Do Q").getBytes(StandardCharsets.US_ASCII));
            }
            page.setContents(new PDStream(content));
        });
    }

    /** A page dictionary holding arrays nested {@code depth} deep, written by hand. */
    private static byte[] pdfNested(int depth) {
        String nested = "[".repeat(depth) + "]".repeat(depth);
        List<String> objects = List.of(
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Nested " + nested + " >>");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("%PDF-1.7\n".getBytes(StandardCharsets.US_ASCII));
        List<Integer> offsets = new ArrayList<>();
        for (int i = 0; i < objects.size(); i++) {
            offsets.add(out.size());
            out.writeBytes(((i + 1) + " 0 obj\n" + objects.get(i) + "\nendobj\n").getBytes(StandardCharsets.US_ASCII));
        }
        int xref = out.size();
        StringBuilder table = new StringBuilder("xref\n0 " + (objects.size() + 1) + "\n0000000000 65535 f \n");
        offsets.forEach(offset -> table.append(String.format("%010d 00000 n \n", offset)));
        table.append("trailer\n<< /Size ")
                .append(objects.size() + 1)
                .append(" /Root 1 0 R >>\nstartxref\n")
                .append(xref)
                .append("\n%%EOF\n");
        out.writeBytes(table.toString().getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    private static byte[] pdfEncrypted() {
        return pdf(document -> {
            document.addPage(new PDPage(PDRectangle.A4));
            StandardProtectionPolicy policy =
                    new StandardProtectionPolicy("owner-secret", "user-secret", new AccessPermission());
            policy.setEncryptionKeyLength(128);
            document.protect(policy);
        });
    }

    /** A results table with a 400-digit value, a 300-character name and "Infinity" beside one good result. */
    private static byte[] pdfAbsurdValues() {
        return pdf(document -> {
            PDPage page = new PDPage(PDRectangle.A4);
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.beginText();
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 9);
                content.setLeading(14);
                content.newLineAtOffset(40, 780);
                for (String line : List.of(
                        "Test Result Units Reference Range",
                        "Glucose 92 mg/dL 70-99",
                        "Sodium " + "9".repeat(400) + " mmol/L 135-145",
                        "Potassium Infinity mmol/L 3.5-5.1",
                        "Cholesterol " + "Z".repeat(300) + " 180 mg/dL <200",
                        "Calcium 9." + "1".repeat(300) + " mg/dL 8.6-10.3")) {
                    content.showText(line);
                    content.newLine();
                }
                content.endText();
            }
        });
    }

    static byte[] deflate(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DeflaterOutputStream deflater = new DeflaterOutputStream(out)) {
            deflater.write(data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** Writes the corpus into a directory, for trying it by hand: {@code java ... HostileFiles DIR}. */
    public static void main(String[] args) throws IOException {
        java.nio.file.Path directory = java.nio.file.Path.of(args.length > 0 ? args[0] : "target/hostile-files");
        java.nio.file.Files.createDirectories(directory);
        for (Case hostile : all()) {
            java.nio.file.Files.write(directory.resolve(hostile.name() + "-" + hostile.fileName()), hostile.bytes());
            System.out.println(hostile + " -> " + hostile.outcomes());
        }
    }
}
