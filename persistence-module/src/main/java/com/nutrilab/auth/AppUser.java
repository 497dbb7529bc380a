package com.nutrilab.auth;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/** An end user of a client's app. Belongs to exactly one client; the username is unique within it. */
@Entity
@Table(name = "app_user")
@NamedQuery(
        name = AppUser.BY_CLIENT_AND_USERNAME,
        query = "SELECT u FROM AppUser u WHERE u.clientId = :clientId AND u.username = :username")
@NamedQuery(
        name = AppUser.BY_CLIENT_AND_ID,
        query = "SELECT u FROM AppUser u WHERE u.clientId = :clientId AND u.id = :id")
public class AppUser {

    public static final String BY_CLIENT_AND_USERNAME = "AppUser.byClientAndUsername";
    public static final String BY_CLIENT_AND_ID = "AppUser.byClientAndId";

    @Id
    @Column(length = 36)
    private String id;

    @Column(name = "client_id", nullable = false, length = 36)
    private String clientId;

    @Column(nullable = false, length = 64)
    private String username;

    @Column(name = "password_hash", nullable = false)
    private String passwordHash;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected AppUser() {
        // for JPA
    }

    public AppUser(String clientId, String username, String passwordHash) {
        this.id = UUID.randomUUID().toString();
        this.clientId = clientId;
        this.username = username;
        this.passwordHash = passwordHash;
        this.createdAt = Instant.now();
    }

    public String id() {
        return id;
    }

    public String clientId() {
        return clientId;
    }

    public String username() {
        return username;
    }

    public String passwordHash() {
        return passwordHash;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
