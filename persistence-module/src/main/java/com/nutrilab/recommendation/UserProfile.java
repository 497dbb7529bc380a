package com.nutrilab.recommendation;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;

/** What a user eats and avoids, and what nutrition depends on (sex, age). */
@Entity
@Table(name = "user_profile")
public class UserProfile {

    @Id
    @Column(name = "user_id", length = 36)
    private String userId;

    @Column(nullable = false, length = 20)
    private String diet;

    /** The exclusions, comma-separated in a fixed order (a handful of known words). */
    @Column(nullable = false, length = 200)
    private String exclusions;

    @Column(length = 10)
    private String sex;

    @Column(name = "birth_year")
    private Integer birthYear;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected UserProfile() {
        // for JPA
    }

    public UserProfile(String userId) {
        this.userId = userId;
    }

    public void update(String newDiet, List<String> newExclusions, String newSex, Integer newBirthYear, Instant now) {
        diet = newDiet;
        exclusions = String.join(",", newExclusions);
        sex = newSex;
        birthYear = newBirthYear;
        updatedAt = now;
    }

    public String diet() {
        return diet;
    }

    public List<String> exclusions() {
        return exclusions.isEmpty() ? List.of() : Arrays.asList(exclusions.split(","));
    }

    public String sex() {
        return sex;
    }

    public Integer birthYear() {
        return birthYear;
    }
}
