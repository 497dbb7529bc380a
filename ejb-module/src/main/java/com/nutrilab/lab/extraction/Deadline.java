package com.nutrilab.lab.extraction;

import java.time.Duration;

/** The end of one report's time budget; every long step of the reading checks it. */
final class Deadline {

    private final Duration budget;
    private final long endNanos;

    private Deadline(Duration budget) {
        this.budget = budget;
        this.endNanos = System.nanoTime() + budget.toNanos();
    }

    static Deadline after(Duration budget) {
        return new Deadline(budget);
    }

    /** Refuses the report once its time is up. */
    void check() {
        if (System.nanoTime() - endNanos >= 0) {
            throw ReportRefusedException.tooComplex(
                    "Reading this file took longer than its limit of " + budget.toSeconds() + " s.");
        }
    }

    /** The time left, at least a second (a step that starts may finish its smallest unit). */
    Duration remaining() {
        return Duration.ofNanos(
                Math.max(endNanos - System.nanoTime(), Duration.ofSeconds(1).toNanos()));
    }
}
