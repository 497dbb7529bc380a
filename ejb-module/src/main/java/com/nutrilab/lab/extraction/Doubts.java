package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.List;

/** How sure a reading is, and in plain words why it is doubtful, gathered while it is checked. */
final class Doubts {

    private double confidence;
    private final List<String> reasons = new ArrayList<>();

    Doubts(double confidence) {
        this.confidence = Math.max(0, Math.min(1, confidence));
    }

    /** Less sure, without a reason worth telling the user. */
    void lower(double factor) {
        confidence *= factor;
    }

    void add(double factor, String reason) {
        confidence *= factor;
        reasons.add(reason);
    }

    double confidence() {
        return Math.round(confidence * 100) / 100.0;
    }

    /** The reasons, or null when the reading is not doubtful. */
    String text() {
        return reasons.isEmpty() ? null : String.join("; ", reasons);
    }
}
