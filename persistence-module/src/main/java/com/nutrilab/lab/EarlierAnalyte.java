package com.nutrilab.lab;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Embedded;
import java.time.LocalDate;

/**
 * One result of an older dated column of a cumulative report (V15): the result as any other, under
 * its column's date, never the report's.
 */
@Embeddable
public class EarlierAnalyte {

    /** The column's date; null only where the reader gave the column none. */
    @Column(name = "collected_at")
    private LocalDate collectedAt;

    @Embedded
    private LabAnalyte analyte;

    protected EarlierAnalyte() {
        // for JPA
    }

    public EarlierAnalyte(LocalDate collectedAt, LabAnalyte analyte) {
        this.collectedAt = collectedAt;
        this.analyte = analyte;
    }

    public LocalDate collectedAt() {
        return collectedAt;
    }

    public LabAnalyte analyte() {
        return analyte;
    }
}
