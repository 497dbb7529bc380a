package com.nutrilab.platform;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A value the service keeps for itself under a well-known name. */
@Entity
@Table(name = "app_setting")
public class AppSetting {

    @Id
    @Column(name = "name", length = 100)
    private String name;

    @Column(name = "setting_value", length = 4000, nullable = false)
    private String value;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected AppSetting() {
        // for JPA
    }

    public AppSetting(String name, String value) {
        this.name = name;
        change(value);
    }

    public void change(String newValue) {
        this.value = newValue;
        this.updatedAt = Instant.now();
    }

    public String name() {
        return name;
    }

    public String value() {
        return value;
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
