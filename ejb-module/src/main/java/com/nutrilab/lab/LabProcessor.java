package com.nutrilab.lab;

import com.nutrilab.lab.extraction.LabReportReader;
import com.nutrilab.lab.extraction.OcrUnavailableException;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Reads one claimed report and records the outcome; the reading itself holds no transaction. */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class LabProcessor {

    private static final Logger LOG = Logger.getLogger(LabProcessor.class.getName());

    @Inject
    private LabLeases leases;

    @Inject
    private LabReading reading;

    public void process(String id) {
        Optional<LabLeases.Claim> claim = leases.claim(id);
        if (claim.isEmpty()) {
            return;
        }
        Outcome outcome = read(id, claim.get());
        if (outcome.reading != null) {
            leases.complete(id, outcome.reading);
        } else if (outcome.code != null) {
            leases.fail(id, outcome.code, outcome.message);
        }
    }

    private Outcome read(String id, LabLeases.Claim claim) {
        try {
            LabReportReader.Reading read = reading.read(claim.content(), claim.type(), page -> keepLease(id, page));
            if (read.report().analytes().isEmpty()) {
                return Outcome.failed("no-results", "No lab results were found in this file. It may not be a lab "
                        + "report, or its layout or language is one we cannot read yet.");
            }
            return new Outcome(read, null, null);
        } catch (LeaseLostException e) {
            return Outcome.failed(null, null); // another node has it now: nothing to record here
        } catch (OcrUnavailableException e) {
            return Outcome.failed("ocr-unavailable", "This file is an image or a scan, which needs text recognition "
                    + "(OCR), and OCR is not installed on the server. Upload a PDF with text, or ask the operator.");
        } catch (IOException e) {
            return Outcome.failed("unreadable-file", "The file could not be read: it may be damaged, incomplete "
                    + "or password-protected.");
        } catch (RuntimeException e) {
            String incident = UUID.randomUUID().toString();
            LOG.log(Level.SEVERE, e, () -> "Reading lab report " + id + " failed, incident " + incident);
            return Outcome.failed("extraction-failed", "Reading this file failed unexpectedly (incident "
                    + incident + ").");
        }
    }

    /** Renews the lease before every page after the first; a lease lost to another node stops the reading. */
    private void keepLease(String id, int page) {
        if (page > 1 && !leases.renew(id)) {
            throw new LeaseLostException();
        }
    }

    /** The report's lease ran out and another node claimed it. */
    private static final class LeaseLostException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LeaseLostException() {
            super(null, null, false, false);
        }
    }

    private record Outcome(LabReportReader.Reading reading, String code, String message) {
        static Outcome failed(String code, String message) {
            return new Outcome(null, code, message);
        }
    }
}
