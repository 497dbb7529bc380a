package com.nutrilab.lab;

import com.nutrilab.lab.extraction.ExtractedReport;
import com.nutrilab.lab.extraction.FileType;
import com.nutrilab.lab.extraction.LabReportReader;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Logger;

/**
 * The database side of processing, each step its own transaction: claim a report with a lease
 * (one node at a time; a dead node's lease runs out), then record the outcome only while the
 * lease is still this node's.
 */
@Stateless
public class LabLeases {

    /** This node, as lease owner: a restarted node is a new owner, so it never trusts its old leases. */
    static final String NODE = UUID.randomUUID().toString();
    /** Claims after which a report that keeps ending its node's processing (a crash, a kill) fails. */
    static final int MAX_ATTEMPTS = 3;
    /** How long an unleased upload waits for its own node before any node takes it. */
    private static final long SETTLE_SECONDS = 5;

    private static final Logger LOG = Logger.getLogger(LabLeases.class.getName());

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private LabSettings settings;

    @Inject
    private Event<LabOutcomeRecorded> outcomes;

    /** A claimed report's file. */
    public record Claim(byte[] content, FileType type) {}

    /** The report's file if this node now holds its lease; empty when another does, or it is done. */
    public Optional<Claim> claim(String id) {
        Instant now = Instant.now();
        int claimed = entityManager
                .createNamedQuery(LabResult.CLAIM)
                .setParameter("owner", NODE)
                .setParameter("until", now.plus(settings.lease()))
                .setParameter("id", id)
                .setParameter("now", now)
                .executeUpdate();
        if (claimed == 0) {
            return Optional.empty();
        }
        LabResult result = entityManager.find(LabResult.class, id);
        entityManager.refresh(result);
        if (result.attempts() > MAX_ATTEMPTS) {
            LOG.warning(() -> "Lab report " + id + " stopped its processing " + MAX_ATTEMPTS + " times: failed");
            result.fail(
                    "extraction-failed",
                    "Reading this file was interrupted " + MAX_ATTEMPTS + " times; it cannot be processed.",
                    now);
            outcomes.fire(new LabOutcomeRecorded(result));
            return Optional.empty();
        }
        LabFile file = entityManager.find(LabFile.class, id);
        return Optional.of(
                new Claim(file.content(), FileType.of(result.contentType()).orElseThrow()));
    }

    /**
     * Extends this node's lease while it still reads the report (called before each page), so a
     * long report is not taken over by another node while this one is alive. False when the
     * lease is no longer this node's: the reading may stop.
     */
    public boolean renew(String id) {
        Instant now = Instant.now();
        return entityManager
                        .createNamedQuery(LabResult.RENEW)
                        .setParameter("until", now.plus(settings.lease()))
                        .setParameter("id", id)
                        .setParameter("owner", NODE)
                        .executeUpdate()
                == 1;
    }

    /** Records the reading, and in the same transaction what follows the outcome (its webhook events). */
    public void complete(String id, LabReportReader.Reading reading) {
        ExtractedReport report = reading.report();
        leased(id).ifPresent(result -> {
            result.complete(
                    report.analytes().stream().map(StoredValues::analyte).toList(),
                    StoredValues.earlier(report.earlier()),
                    StoredValues.text(report.labName(), LabResult.MAX_LAB_NAME),
                    StoredValues.date(report.collectedAt()),
                    reading.pages(),
                    reading.ocrPages(),
                    Instant.now());
            outcomes.fire(new LabOutcomeRecorded(result));
        });
    }

    /** Records the failure, and in the same transaction what follows the outcome (its webhook events). */
    public void fail(String id, String code, String message) {
        leased(id).ifPresent(result -> {
            result.fail(code, message, Instant.now());
            outcomes.fire(new LabOutcomeRecorded(result));
        });
    }

    /**
     * Reports waiting for a node: never claimed (after a moment for their own node), or leased by
     * a dead one. A read outside any transaction, so that its failure (the database away) fails
     * only itself, never a caller's transaction (the recovery timer's).
     */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public List<WaitingReport> unclaimed(int max) {
        Instant now = Instant.now();
        return entityManager
                .createNamedQuery(LabResult.UNCLAIMED, Object[].class)
                .setParameter("now", now)
                .setParameter("settled", now.minusSeconds(SETTLE_SECONDS))
                .setMaxResults(max)
                .getResultStream()
                .map(row -> new WaitingReport((String) row[0], (String) row[1]))
                .toList();
    }

    /** The report, locked, if this node still holds its lease (it may have run out and been taken). */
    private Optional<LabResult> leased(String id) {
        LabResult result = entityManager.find(LabResult.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (result == null || !result.leasedTo(NODE)) {
            LOG.info(() -> "Lab report " + id + " was deleted or taken over by another node; its result is dropped");
            return Optional.empty();
        }
        return Optional.of(result);
    }
}
