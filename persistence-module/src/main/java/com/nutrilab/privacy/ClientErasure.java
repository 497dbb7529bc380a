package com.nutrilab.privacy;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * The erasure of a tenant: requested by the operator for a disabled client, carried out a few
 * users per transaction by whichever node holds its lease, and kept as the record of what was
 * erased once the client is gone (it names the company, never one of its users).
 */
@Entity
@Table(name = "client_erasure")
@NamedQuery(
        name = ClientErasure.CLAIM,
        query = "UPDATE ClientErasure e SET e.leaseOwner = :owner, e.leaseUntil = :until "
                + "WHERE e.clientId = :clientId AND e.status = com.nutrilab.privacy.ClientErasure.Status.RUNNING "
                + "AND (e.leaseUntil IS NULL OR e.leaseUntil < :now OR e.leaseOwner = :owner)")
@NamedQuery(
        name = ClientErasure.RUNNING,
        query = "SELECT e.clientId FROM ClientErasure e "
                + "WHERE e.status = com.nutrilab.privacy.ClientErasure.Status.RUNNING "
                + "AND (e.leaseUntil IS NULL OR e.leaseUntil < :now) ORDER BY e.requestedAt")
public class ClientErasure {

    public static final String CLAIM = "ClientErasure.claim";
    public static final String RUNNING = "ClientErasure.running";

    /** Where an erasure is. */
    public enum Status {
        RUNNING,
        /** A step found the client enabled, and erased nobody: it goes on once the client is disabled and erased again. */
        STOPPED,
        COMPLETED
    }

    @Id
    @Column(name = "client_id", length = 36)
    private String clientId;

    @Column(name = "client_name", nullable = false, length = 100)
    private String clientName;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 12)
    private Status status;

    @Column(name = "requested_at", nullable = false)
    private Instant requestedAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Column(name = "completed_at")
    private Instant completedAt;

    @Column(name = "users_total", nullable = false)
    private int usersTotal;

    @Column(name = "users_erased", nullable = false)
    private int usersErased;

    @Column(nullable = false)
    private long profiles;

    @Column(name = "sign_ins", nullable = false)
    private long signIns;

    @Column(name = "refresh_tokens", nullable = false)
    private long refreshTokens;

    @Column(name = "lab_reports", nullable = false)
    private long labReports;

    @Column(name = "lab_files", nullable = false)
    private long labFiles;

    @Column(nullable = false)
    private long analytes;

    @Column(name = "webhook_deliveries", nullable = false)
    private long webhookDeliveries;

    @Column(name = "webhook_attempts", nullable = false)
    private long webhookAttempts;

    @Column(name = "webhook_endpoints", nullable = false)
    private long webhookEndpoints;

    @Column(name = "lease_owner", length = 80)
    private String leaseOwner;

    @Column(name = "lease_until")
    private Instant leaseUntil;

    protected ClientErasure() {
        // for JPA
    }

    public ClientErasure(String clientId, String clientName, int usersTotal, Instant now) {
        this.clientId = clientId;
        this.clientName = clientName;
        this.status = Status.RUNNING;
        this.requestedAt = now;
        this.updatedAt = now;
        this.usersTotal = usersTotal;
    }

    /** Adds what one user's erasure deleted. */
    public void userErased(
            long profiles,
            long signIns,
            long refreshTokens,
            long labReports,
            long labFiles,
            long analytes,
            long webhookDeliveries,
            long webhookAttempts,
            Instant now) {
        this.usersErased++;
        this.profiles += profiles;
        this.signIns += signIns;
        this.refreshTokens += refreshTokens;
        this.labReports += labReports;
        this.labFiles += labFiles;
        this.analytes += analytes;
        this.webhookDeliveries += webhookDeliveries;
        this.webhookAttempts += webhookAttempts;
        this.updatedAt = now;
    }

    /** The client's last rows are gone: its webhook endpoints and itself. */
    public void completed(long webhookEndpoints, Instant now) {
        this.webhookEndpoints += webhookEndpoints;
        this.status = Status.COMPLETED;
        this.completedAt = now;
        this.updatedAt = now;
        this.leaseOwner = null;
        this.leaseUntil = null;
    }

    /** A step found the client enabled: nothing more is erased until the operator disables it and asks again. */
    public void stopped(Instant now) {
        this.status = Status.STOPPED;
        this.updatedAt = now;
        this.leaseOwner = null;
        this.leaseUntil = null;
    }

    /** Asked again for a client disabled again: goes on where it stopped. */
    public void resumed(Instant now) {
        this.status = Status.RUNNING;
        this.updatedAt = now;
    }

    public boolean leasedTo(String owner, Instant now) {
        return owner.equals(leaseOwner) && leaseUntil != null && leaseUntil.isAfter(now);
    }

    public String clientId() {
        return clientId;
    }

    public String clientName() {
        return clientName;
    }

    public Status status() {
        return status;
    }

    public Instant requestedAt() {
        return requestedAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public Instant completedAt() {
        return completedAt;
    }

    public int usersTotal() {
        return usersTotal;
    }

    public int usersErased() {
        return usersErased;
    }

    public long profiles() {
        return profiles;
    }

    public long signIns() {
        return signIns;
    }

    public long refreshTokens() {
        return refreshTokens;
    }

    public long labReports() {
        return labReports;
    }

    public long labFiles() {
        return labFiles;
    }

    public long analytes() {
        return analytes;
    }

    public long webhookDeliveries() {
        return webhookDeliveries;
    }

    public long webhookAttempts() {
        return webhookAttempts;
    }

    public long webhookEndpoints() {
        return webhookEndpoints;
    }
}
