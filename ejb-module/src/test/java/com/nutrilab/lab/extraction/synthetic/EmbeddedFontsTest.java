package com.nutrilab.lab.extraction.synthetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** Every generated document carries the fonts it is set in, so no machine draws it with fonts of its own. */
class EmbeddedFontsTest {

    @Test
    void everyFontOfEveryGeneratedDocumentIsEmbedded() throws IOException {
        List<SyntheticLayout> layouts = new ArrayList<>(SyntheticLabSet.LAYOUTS);
        layouts.addAll(SyntheticLabSet.NEGATIVES);
        for (ReportLanguage language : ReportLanguage.values()) {
            SyntheticLabSet.CLASSES_OF_ISSUE_54.forEach(layout -> layouts.add(layout.apply(language)));
        }
        Set<String> faces = new TreeSet<>();
        for (SyntheticLayout layout : layouts) {
            GeneratedReport report = layout.draw(new Random(layout.name().hashCode()));
            try (PDDocument document = Loader.loadPDF(report.pdf())) {
                PDResources resources = document.getPage(0).getResources();
                assertTrue(resources.getFontNames().iterator().hasNext(), layout.name() + " has no font");
                for (COSName name : resources.getFontNames()) {
                    PDFont font = resources.getFont(name);
                    assertTrue(font.isEmbedded(), layout.name() + ": " + font.getName() + " is not embedded");
                    faces.add(font.getName().substring(font.getName().indexOf('+') + 1));
                }
                String text = new PDFTextStripper().getText(document);
                assertFalse(text.isBlank(), layout.name() + " has no text layer");
                if (report.labName() != null) {
                    assertTrue(
                            text.contains(report.labName()),
                            layout.name() + ": no " + report.labName() + " in its text");
                }
            }
        }
        assertEquals(
                Set.of(
                        "LiberationSans",
                        "LiberationSans-Bold",
                        "LiberationSerif",
                        "LiberationSerif-Bold",
                        "LiberationMono",
                        "LiberationMono-Bold"),
                faces);
    }
}
