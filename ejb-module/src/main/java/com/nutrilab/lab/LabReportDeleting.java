package com.nutrilab.lab;

/**
 * A report is about to be deleted: fired inside the delete's transaction, with the report's row
 * locked, so that observers delete the rows that refer to it first (the foreign keys do not
 * cascade, V7).
 */
public record LabReportDeleting(String labResultId) {}
