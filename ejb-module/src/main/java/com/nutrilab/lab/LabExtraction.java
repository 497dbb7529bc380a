package com.nutrilab.lab;

import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.lab.extraction.LabReportReader;
import com.nutrilab.lab.extraction.TesseractOcr;
import com.nutrilab.platform.DataFiles;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.Optional;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The node's analyte catalogue (the config jar's, or the operator's file) and its report reader
 * (Tesseract, whose absence is logged at start and reported on each image as ocr-unavailable;
 * the reading limits), made once and produced for whoever needs them: processing reads reports,
 * recommendations look analytes up.
 */
@ApplicationScoped
public class LabExtraction {

    private static final Logger LOG = Logger.getLogger(LabExtraction.class.getName());

    @Inject
    private LabSettings settings;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.catalogue-file")
    private Optional<String> catalogueFile;

    @Inject
    @ConfigProperty(name = "nutrilab.data-dir")
    private String dataDir;

    private AnalyteCatalogue catalogue;
    private LabReportReader reader;

    @PostConstruct
    void load() {
        catalogue = DataFiles.read(AnalyteCatalogue.RESOURCE, catalogueFile, AnalyteCatalogue::read);
        TesseractOcr ocr = new TesseractOcr(
                settings.ocrCommand(), settings.ocrLanguages(), OcrScratchDirectory.prepare(Path.of(dataDir)));
        if (!ocr.available()) {
            LOG.warning(() -> "Tesseract (" + settings.ocrCommand() + ") does not run on this node: images and scanned "
                    + "PDFs will fail with ocr-unavailable. Install it (Debian: apt-get install tesseract-ocr).");
        } else if (!ocr.missingLanguages().isEmpty()) {
            LOG.warning(() -> "Tesseract has no data for " + ocr.missingLanguages() + " (nutrilab.labs.ocr.languages="
                    + settings.ocrLanguages() + "); pages in it keep their English reading. Debian: apt-get install "
                    + "tesseract-ocr-LANG for each (tesseract-ocr-deu for German).");
        }
        reader = new LabReportReader(catalogue, ocr, settings.readingLimits());
        LOG.info(() -> "Analyte catalogue: " + catalogue.analytes().size() + " analytes");
    }

    @Produces
    AnalyteCatalogue catalogue() {
        return catalogue;
    }

    @Produces
    LabReportReader reader() {
        return reader;
    }
}
