package com.nutrilab.recommendation;

import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.platform.InvalidInputException;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.time.Year;
import java.util.List;

/** The caller's diet profile. */
@Stateless
public class Profiles {

    public static final List<String> DIETS = List.of("omnivore", "vegetarian", "vegan", "pescatarian");
    public static final List<String> EXCLUSIONS = List.of("dairy", "gluten", "nuts", "peanuts", "shellfish", "fish",
            "egg", "soy", "pork");
    private static final int FIRST_BIRTH_YEAR = 1900;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    /** The caller's profile, or the default. */
    public ProfileView get() {
        UserProfile profile = entityManager.find(UserProfile.class, userId());
        return profile == null ? ProfileView.DEFAULT : ProfileView.of(profile);
    }

    /** Replaces the profile; exclusions are kept once each, in the API's order. */
    public ProfileView put(ProfileView wanted) {
        if (wanted.birthYear() != null && wanted.birthYear() > Year.now().getValue()) {
            throw new InvalidInputException("birthYear", "must not be in the future");
        }
        if (wanted.birthYear() != null && wanted.birthYear() < FIRST_BIRTH_YEAR) {
            throw new InvalidInputException("birthYear", "must be " + FIRST_BIRTH_YEAR + " or later");
        }
        List<String> exclusions = EXCLUSIONS.stream().filter(wanted.exclude()::contains).toList();
        String userId = userId();
        UserProfile profile = entityManager.find(UserProfile.class, userId);
        if (profile == null) {
            profile = new UserProfile(userId);
            profile.update(wanted.diet(), exclusions, wanted.sex(), wanted.birthYear(), Instant.now());
            entityManager.persist(profile);
        } else {
            profile.update(wanted.diet(), exclusions, wanted.sex(), wanted.birthYear(), Instant.now());
        }
        return ProfileView.of(profile);
    }

    private String userId() {
        return caller.require(PrincipalKind.USER).subject();
    }
}
