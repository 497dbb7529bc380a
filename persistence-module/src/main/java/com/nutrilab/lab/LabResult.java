package com.nutrilab.lab;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** One uploaded lab report of a user: the file's facts, where its processing is, and what was read. */
@Entity
@Table(name = "lab_result")
@NamedQuery(
        name = LabResult.BY_USER_AND_SHA256,
        query = "SELECT r FROM LabResult r WHERE r.userId = :userId AND r.sha256 = :sha256")
@NamedQuery(
        name = LabResult.CLAIM,
        query = "UPDATE LabResult r SET r.leaseOwner = :owner, r.leaseUntil = :until, "
                + "r.attempts = r.attempts + 1 WHERE r.id = :id AND r.status = com.nutrilab.lab.LabStatus.PROCESSING "
                + "AND (r.leaseUntil IS NULL OR r.leaseUntil < :now)")
@NamedQuery(
        name = LabResult.RENEW,
        query = "UPDATE LabResult r SET r.leaseUntil = :until WHERE r.id = :id "
                + "AND r.leaseOwner = :owner AND r.status = com.nutrilab.lab.LabStatus.PROCESSING")
@NamedQuery(
        name = LabResult.UNCLAIMED,
        query =
                "SELECT r.id, r.userId FROM LabResult r "
                        + "WHERE r.status = com.nutrilab.lab.LabStatus.PROCESSING "
                        + "AND ((r.leaseUntil IS NULL AND r.uploadedAt < :settled) OR r.leaseUntil < :now) ORDER BY r.uploadedAt")
public class LabResult {

    public static final String BY_USER_AND_SHA256 = "LabResult.byUserAndSha256";
    public static final String CLAIM = "LabResult.claim";
    public static final String UNCLAIMED = "LabResult.unclaimed";
    public static final String RENEW = "LabResult.renew";
    public static final int MAX_LAB_NAME = 200;

    @Id
    @Column(length = 36)
    private String id;

    @Column(name = "user_id", nullable = false, length = 36)
    private String userId;

    @Column(name = "client_id", nullable = false, length = 36)
    private String clientId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 12)
    private LabStatus status;

    @Column(name = "file_name", length = 255)
    private String fileName;

    @Column(name = "content_type", nullable = false, length = 40)
    private String contentType;

    @Column(name = "size_bytes", nullable = false)
    private long sizeBytes;

    @Column(nullable = false, length = 64)
    private String sha256;

    @Column(length = 2000)
    private String notes;

    @Column(name = "uploaded_at", nullable = false)
    private Instant uploadedAt;

    @Column(name = "processed_at")
    private Instant processedAt;

    @Column(name = "collected_at")
    private LocalDate collectedAt;

    @Column(name = "lab_name", length = MAX_LAB_NAME)
    private String labName;

    @Column(name = "error_code", length = 40)
    private String errorCode;

    @Column(name = "error_message", length = 500)
    private String errorMessage;

    private Integer pages;

    @Column(name = "ocr_pages")
    private Integer ocrPages;

    @Column(name = "lease_owner", length = 80)
    private String leaseOwner;

    @Column(name = "lease_until")
    private Instant leaseUntil;

    @Column(nullable = false)
    private int attempts;

    @ElementCollection
    @CollectionTable(name = "lab_analyte", joinColumns = @JoinColumn(name = "lab_result_id"))
    @OrderColumn(name = "position")
    private List<LabAnalyte> analytes = new ArrayList<>();

    /** A cumulative report's older dated columns, newest column first (V15); empty for other reports. */
    @ElementCollection
    @CollectionTable(name = "lab_earlier_analyte", joinColumns = @JoinColumn(name = "lab_result_id"))
    @OrderColumn(name = "position")
    private List<EarlierAnalyte> earlier = new ArrayList<>();

    protected LabResult() {
        // for JPA
    }

    /** A report just uploaded, to be processed. */
    public LabResult(
            String userId,
            String clientId,
            String fileName,
            String contentType,
            long sizeBytes,
            String sha256,
            LocalDate collectedAt,
            String notes,
            Instant uploadedAt) {
        this.id = UUID.randomUUID().toString();
        this.userId = userId;
        this.clientId = clientId;
        this.status = LabStatus.PROCESSING;
        this.fileName = fileName;
        this.contentType = contentType;
        this.sizeBytes = sizeBytes;
        this.sha256 = sha256;
        this.collectedAt = collectedAt;
        this.notes = notes;
        this.uploadedAt = uploadedAt;
    }

    /** Done: what was read replaces anything read before; a date the user gave wins over the printed one. */
    public void complete(
            List<LabAnalyte> read,
            List<EarlierAnalyte> readInEarlierColumns,
            String printedLabName,
            LocalDate printedCollectedAt,
            int pageCount,
            int ocrPageCount,
            Instant now) {
        analytes.clear();
        analytes.addAll(read);
        earlier.clear();
        earlier.addAll(readInEarlierColumns);
        labName = printedLabName;
        collectedAt = collectedAt != null ? collectedAt : printedCollectedAt;
        pages = pageCount;
        ocrPages = ocrPageCount;
        finish(LabStatus.COMPLETED, now);
    }

    public void fail(String code, String message, Instant now) {
        errorCode = code;
        errorMessage = message;
        finish(LabStatus.FAILED, now);
    }

    private void finish(LabStatus outcome, Instant now) {
        status = outcome;
        processedAt = now;
        leaseOwner = null;
        leaseUntil = null;
    }

    /** Whether this node still holds the lease it claimed: else another took the report over. */
    public boolean leasedTo(String owner) {
        return status == LabStatus.PROCESSING && owner.equals(leaseOwner);
    }

    public String id() {
        return id;
    }

    public String userId() {
        return userId;
    }

    public String clientId() {
        return clientId;
    }

    public LabStatus status() {
        return status;
    }

    public String fileName() {
        return fileName;
    }

    public String contentType() {
        return contentType;
    }

    public long sizeBytes() {
        return sizeBytes;
    }

    public String sha256() {
        return sha256;
    }

    public String notes() {
        return notes;
    }

    public Instant uploadedAt() {
        return uploadedAt;
    }

    public Instant processedAt() {
        return processedAt;
    }

    public LocalDate collectedAt() {
        return collectedAt;
    }

    public String labName() {
        return labName;
    }

    public String errorCode() {
        return errorCode;
    }

    public String errorMessage() {
        return errorMessage;
    }

    public Integer pages() {
        return pages;
    }

    public Integer ocrPages() {
        return ocrPages;
    }

    public int attempts() {
        return attempts;
    }

    public List<LabAnalyte> analytes() {
        return analytes;
    }

    public List<EarlierAnalyte> earlier() {
        return earlier;
    }
}
