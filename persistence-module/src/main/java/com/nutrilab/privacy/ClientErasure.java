package com.nutrilab.privacy;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MapKeyColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

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

    /**
     * What the users' erasures deleted, by kind (PersonalDataRegistry's names: profiles,
     * labReports, …), and the webhook endpoints deleted with the client: one row each in
     * client_erasure_count.
     */
    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "client_erasure_count", joinColumns = @JoinColumn(name = "client_id"))
    @MapKeyColumn(name = "kind", length = 40)
    @Column(name = "erased", nullable = false)
    private Map<String, Long> erased = new HashMap<>();

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

    /** Adds what one user's erasure deleted (its counts by kind; its "users" is the one user). */
    public void userErased(Map<String, Long> counts, Instant now) {
        this.usersErased++;
        counts.forEach((kind, count) -> {
            if (!kind.equals("users") && count != 0) {
                erased.merge(kind, count, Long::sum);
            }
        });
        this.updatedAt = now;
    }

    /** The client's last rows are gone: its webhook endpoints and itself. */
    public void completed(long webhookEndpoints, Instant now) {
        if (webhookEndpoints != 0) {
            erased.merge("webhookEndpoints", webhookEndpoints, Long::sum);
        }
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

    /** What the users' erasures (and the client's) deleted, by kind. */
    public Map<String, Long> erased() {
        return Collections.unmodifiableMap(erased);
    }
}
