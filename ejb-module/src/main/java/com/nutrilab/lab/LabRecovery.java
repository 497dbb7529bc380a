package com.nutrilab.lab;

import jakarta.ejb.Schedule;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Resumes reports a crash, a restart or a database outage left PROCESSING: every few seconds,
 * each node offers its queue the reports nobody holds a live lease on; the lease decides which
 * node reads one.
 */
@Singleton
@Startup
public class LabRecovery {

    private static final Logger LOG = Logger.getLogger(LabRecovery.class.getName());
    private static final int BATCH = 20;

    @Inject
    private LabLeases leases;

    @Inject
    private ProcessingQueue processing;

    // No transaction around the sweep: a query failed by the database would roll it back and so fail
    // the timer's delivery, and the container expunges a timer whose delivery fails twice (EJB5119):
    // no report would ever be resumed again on this node.
    @Schedule(second = "*/5", minute = "*", hour = "*", persistent = false)
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public void resumeWaitingReports() {
        try {
            leases.unclaimed(BATCH).forEach(processing::submit);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Looking for lab reports to resume failed; trying again shortly: {0}", e.toString());
        }
    }
}
