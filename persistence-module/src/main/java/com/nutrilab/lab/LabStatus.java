package com.nutrilab.lab;

/** Where a lab report is: read after upload, then done or failed. */
public enum LabStatus {
    PROCESSING,
    COMPLETED,
    FAILED
}
