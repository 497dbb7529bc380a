package com.nutrilab.lab.extraction;

/** A result's flag, as printed or as its value lies against its range. */
enum Flag {
    LOW,
    HIGH,
    NORMAL,
    ABNORMAL,
    /**
     * Printed as a mark of an abnormal result that does not say which way ("*", "!"): the range
     * tells the direction, else it is {@link #ABNORMAL}. Never a result's own flag.
     */
    MARKED;

    /** High or low. */
    boolean direction() {
        return this == HIGH || this == LOW;
    }
}
