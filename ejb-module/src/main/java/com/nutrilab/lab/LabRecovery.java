package com.nutrilab.lab;

import jakarta.ejb.Schedule;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Resumes reports a crash or restart left PROCESSING: every few seconds, each node offers its
 * executor the reports nobody holds a live lease on; the lease decides which node reads one.
 */
@Singleton
@Startup
public class LabRecovery {

    private static final Logger LOG = Logger.getLogger(LabRecovery.class.getName());
    private static final int BATCH = 20;

    @Inject
    private LabLeases leases;

    @Inject
    private LabProcessing processing;

    @Schedule(second = "*/5", minute = "*", hour = "*", persistent = false)
    void resumeWaitingReports() {
        try {
            leases.unclaimed(BATCH).forEach(processing::submit);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Looking for lab reports to resume failed; trying again shortly", e);
        }
    }
}
