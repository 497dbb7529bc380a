package com.nutrilab.lab;

import com.nutrilab.lab.extraction.LabReportReader;
import com.nutrilab.platform.DatabaseRetries;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.util.Optional;

/**
 * Reads one claimed report and records the outcome; the reading itself holds no transaction.
 * What the reading throws ends this report ({@link ReadingOutcome}); an outcome the database
 * cannot take right now is recorded once it can, rather than read again.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class ReportProcessor {

    @Inject
    private LabLeases leases;

    @Inject
    private LabReportReader reader;

    @Inject
    private DatabaseRetries retries;

    public void process(String id) {
        Optional<LabLeases.Claim> claim = leases.claim(id);
        if (claim.isEmpty()) {
            return;
        }
        ReadingOutcome outcome;
        try {
            outcome = ReadingOutcome.of(
                    id, () -> reader.read(claim.get().content(), claim.get().type(), page -> keepLease(id, page)));
        } catch (LeaseLostException e) {
            return; // deleted, or another node has it now: nothing to record here
        }
        if (outcome.completed()) {
            retries.patient(() -> leases.complete(id, outcome.reading()));
        } else {
            retries.patient(() -> leases.fail(id, outcome.code(), outcome.message()));
        }
    }

    /** Renews the lease before every page after the first; a lease lost (or a report deleted) stops the reading. */
    private void keepLease(String id, int page) {
        if (page > 1 && !leases.renew(id)) {
            throw new LeaseLostException();
        }
    }
}
