package com.nutrilab.lab;

import com.nutrilab.lab.extraction.TesseractOcr;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The lab settings of docs/configuration.md. */
@ApplicationScoped
public class LabSettings {

    @Inject
    @ConfigProperty(name = "nutrilab.labs.max-upload-bytes", defaultValue = "10485760")
    long maxUploadBytes;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.lease-seconds", defaultValue = "300")
    long leaseSeconds;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.workers", defaultValue = "0")
    int workers;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.ocr.command", defaultValue = "tesseract")
    String ocrCommand;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.ocr.languages", defaultValue = TesseractOcr.DEFAULT_LANGUAGES)
    String ocrLanguages;

    public long maxUploadBytes() {
        return maxUploadBytes;
    }

    public Duration lease() {
        return Duration.ofSeconds(leaseSeconds);
    }

    /** Reports read at once on this node: by default one per core (OCR uses one core a page). */
    public int workers() {
        return workers > 0 ? workers : Runtime.getRuntime().availableProcessors();
    }

    public String ocrCommand() {
        return ocrCommand;
    }

    public String ocrLanguages() {
        return ocrLanguages;
    }
}
