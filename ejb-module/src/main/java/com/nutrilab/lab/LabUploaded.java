package com.nutrilab.lab;

/** A report was stored: fired inside the upload's transaction, observed after its commit. */
public record LabUploaded(String userId, String labResultId) {}
