package com.nutrilab.lab;

import com.nutrilab.lab.extraction.ReadingLimits;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The lab settings of docs/configuration.md. */
@ApplicationScoped
public class LabSettings {

    @Inject
    @ConfigProperty(name = "nutrilab.labs.max-upload-bytes")
    long maxUploadBytes;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.lease-seconds")
    long leaseSeconds;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.workers")
    int workers;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.ocr.command")
    String ocrCommand;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.ocr.languages")
    String ocrLanguages;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.max-image-pixels")
    long maxImagePixels;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.max-pages")
    int maxPages;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.max-glyphs-per-page")
    int maxGlyphsPerPage;

    @Inject
    @ConfigProperty(name = "nutrilab.labs.time-budget-seconds")
    long timeBudgetSeconds;

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

    /** What reading one report may cost; the OCR working size and stream limit are the reader's own. */
    public ReadingLimits readingLimits() {
        ReadingLimits defaults = ReadingLimits.DEFAULTS;
        return new ReadingLimits(
                maxImagePixels,
                Math.min(defaults.ocrPixels(), maxImagePixels),
                maxPages,
                maxGlyphsPerPage,
                defaults.maxStreamBytes(),
                Duration.ofSeconds(timeBudgetSeconds));
    }
}
