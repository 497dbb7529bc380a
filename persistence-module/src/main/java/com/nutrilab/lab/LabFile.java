package com.nutrilab.lab;

import jakarta.persistence.Basic;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.Lob;
import jakarta.persistence.Table;

/** The original bytes of a report, apart from its row so that lists never load them. */
@Entity
@Table(name = "lab_file")
public class LabFile {

    @Id
    @Column(name = "lab_result_id", length = 36)
    private String labResultId;

    @Lob
    @Basic(fetch = FetchType.LAZY)
    @Column(nullable = false)
    private byte[] content;

    protected LabFile() {
        // for JPA
    }

    public LabFile(String labResultId, byte[] content) {
        this.labResultId = labResultId;
        this.content = content;
    }

    public byte[] content() {
        return content;
    }
}
