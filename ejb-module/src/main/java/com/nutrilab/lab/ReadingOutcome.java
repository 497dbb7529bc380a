package com.nutrilab.lab;

import com.nutrilab.lab.extraction.LabReportReader;
import com.nutrilab.lab.extraction.OcrUnavailableException;
import com.nutrilab.lab.extraction.ReportRefusedException;
import com.nutrilab.platform.LogText;
import java.io.IOException;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * How reading one report ended: the reading, or the failure code and message its report gets.
 * Whatever the reader throws ends this report only, an {@code OutOfMemoryError} or a
 * {@code StackOverflowError} included; only {@link LeaseLostException} passes through, because
 * then there is nothing to record here.
 */
record ReadingOutcome(LabReportReader.Reading reading, String code, String message) {

    private static final Logger LOG = Logger.getLogger(ReadingOutcome.class.getName());

    /** A reading of the file, which may throw what the reader throws. */
    interface Reading {
        LabReportReader.Reading read() throws IOException;
    }

    boolean completed() {
        return reading != null;
    }

    @SuppressWarnings("java:S1181") // an Error of the reader ends its report, not the worker
    static ReadingOutcome of(String reportId, Reading reading) {
        try {
            LabReportReader.Reading read = reading.read();
            if (read.report().analytes().isEmpty()) {
                return failed(
                        "no-results",
                        "No lab results were found in this file. It may not be a lab report, "
                                + "or its layout or language is one we cannot read yet.");
            }
            return new ReadingOutcome(read, null, null);
        } catch (LeaseLostException e) {
            throw e;
        } catch (ReportRefusedException e) {
            LOG.info(() -> "Lab report " + reportId + " refused: " + e.code() + ": " + LogText.escape(e.getMessage()));
            return failed(e.code(), e.getMessage());
        } catch (OcrUnavailableException e) {
            return failed(
                    "ocr-unavailable",
                    "This file is an image or a scan, which needs text recognition (OCR), "
                            + "and OCR is not installed on the server. Upload a PDF with text, or ask the operator.");
        } catch (IOException e) {
            return failed(
                    "unreadable-file",
                    "The file could not be read: it may be damaged, incomplete or of a " + "kind we cannot decode.");
        } catch (StackOverflowError e) {
            // PDFBox parses nested arrays and dictionaries recursively: a hostile file nests them deep.
            // Its thousand-frame trace says nothing more, so the incident is logged without it.
            String incident = UUID.randomUUID().toString();
            LOG.warning(() -> "Lab report " + reportId + " refused: too-complex: nested too deeply to parse, incident "
                    + incident);
            return failed(
                    "too-complex",
                    "This file nests its contents too deeply to read. It is not read further (incident " + incident
                            + ").");
        } catch (OutOfMemoryError e) {
            return incident(reportId, e, "too-complex", "This file needed more memory than a report may use");
        } catch (Throwable e) {
            return incident(reportId, e, "extraction-failed", "Reading this file failed unexpectedly");
        }
    }

    private static ReadingOutcome failed(String code, String message) {
        return new ReadingOutcome(null, code, message);
    }

    private static ReadingOutcome incident(String reportId, Throwable failure, String code, String message) {
        String incident = UUID.randomUUID().toString();
        LOG.log(
                Level.SEVERE,
                LogText.escape(failure), // its message may quote the uploaded file
                () -> "Reading lab report " + reportId + " failed, incident " + incident);
        return failed(code, message + " (incident " + incident + ").");
    }
}
