package com.nutrilab.webhook;

import java.util.List;

/** The event types a webhook endpoint may subscribe to. */
public final class EventTypes {

    /** A lab report was read: status COMPLETED, with its analyte count. */
    public static final String LAB_COMPLETED = "lab.completed";
    /** A lab report could not be read: status FAILED, with its failure code. */
    public static final String LAB_FAILED = "lab.failed";

    public static final List<String> ALL = List.of(LAB_COMPLETED, LAB_FAILED);

    private EventTypes() {}
}
