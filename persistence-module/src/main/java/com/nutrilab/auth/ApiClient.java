package com.nutrilab.auth;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.UUID;

/**
 * A tenant: a company's server, holding one client key at a time. Only the key's id (its
 * {@code jti}) is kept; the signed key itself is shown once when issued.
 */
@Entity
@Table(name = "api_client")
@NamedQuery(name = ApiClient.ALL, query = "SELECT c FROM ApiClient c ORDER BY c.createdAt, c.id")
@NamedQuery(name = ApiClient.COUNT, query = "SELECT COUNT(c) FROM ApiClient c")
@NamedQuery(name = ApiClient.BY_NAME, query = "SELECT c FROM ApiClient c WHERE c.name = :name")
public class ApiClient {

    public static final String ALL = "ApiClient.all";
    public static final String COUNT = "ApiClient.count";
    public static final String BY_NAME = "ApiClient.byName";

    @Id
    @Column(length = 36)
    private String id;

    @Column(nullable = false, length = 100, unique = true)
    private String name;

    @Column(name = "key_id", nullable = false, length = 36)
    private String keyId;

    @Column(name = "key_issued_at", nullable = false)
    private Instant keyIssuedAt;

    @Column(nullable = false)
    private boolean disabled;

    @Column(name = "limit_per_second")
    private Integer limitPerSecond;

    @Column(name = "limit_per_10_seconds")
    private Integer limitPer10Seconds;

    @Column(name = "limit_per_minute")
    private Integer limitPerMinute;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Version
    private int version;

    protected ApiClient() {
        // for JPA
    }

    public ApiClient(String name) {
        this.id = UUID.randomUUID().toString();
        this.name = name;
        this.createdAt = Instant.now();
        newKey();
    }

    /** Replaces the key id: the previous key stops matching at once. */
    public String newKey() {
        keyId = UUID.randomUUID().toString();
        keyIssuedAt = Instant.now();
        return keyId;
    }

    /** Per-client limits; a null leaves the server's default in force. */
    public void limit(Integer perSecond, Integer per10Seconds, Integer perMinute) {
        this.limitPerSecond = perSecond;
        this.limitPer10Seconds = per10Seconds;
        this.limitPerMinute = perMinute;
    }

    public void setDisabled(boolean disabled) {
        this.disabled = disabled;
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    public String keyId() {
        return keyId;
    }

    public Instant keyIssuedAt() {
        return keyIssuedAt;
    }

    public boolean disabled() {
        return disabled;
    }

    public Integer limitPerSecond() {
        return limitPerSecond;
    }

    public Integer limitPer10Seconds() {
        return limitPer10Seconds;
    }

    public Integer limitPerMinute() {
        return limitPerMinute;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
