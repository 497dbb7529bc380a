package com.nutrilab.lab;

/**
 * A report waiting for a node, and whose it is (the queue takes users in turn): fired inside the
 * upload's transaction and observed after its commit, or found by the recovery's sweep.
 */
public record WaitingReport(String reportId, String userId) {}
