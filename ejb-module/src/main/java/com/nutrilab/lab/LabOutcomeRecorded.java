package com.nutrilab.lab;

/**
 * A report's outcome (completed or failed) was written: fired inside that transaction, with the
 * report's row locked, for observers that must write in the same transaction (the webhook outbox).
 * An event, so that the lab feature does not depend on the features that follow its reports.
 */
public record LabOutcomeRecorded(LabResult result) {}
