package com.nutrilab.recommendation;

import com.nutrilab.auth.AccountLocks;
import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.platform.InvalidInputException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.time.Year;
import java.util.List;

/** The caller's diet profile. */
@Stateless
@RolesAllowed(Roles.USER)
public class Profiles {

    private static final int FIRST_BIRTH_YEAR = 1900;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    @Inject
    private RecommendationData data;

    /** The caller's profile, or the default. */
    public ProfileView get() {
        UserProfile profile = entityManager.find(UserProfile.class, userId());
        return profile == null ? ProfileView.DEFAULT : ProfileView.of(profile);
    }

    /**
     * Replaces the profile; exclusions are kept once each, in the API's order. The diets and
     * exclusions are those of the food classes file, so an operator who adds one there may use it.
     */
    public ProfileView put(ProfileView wanted) {
        FoodClassification classification = data.classification();
        if (!classification.diets().contains(wanted.diet())) {
            throw new InvalidInputException("diet", "must be one of " + String.join(", ", classification.diets()));
        }
        wanted.exclude().stream()
                .filter(exclusion -> !classification.exclusions().contains(exclusion))
                .findFirst()
                .ifPresent(unknown -> {
                    throw new InvalidInputException(
                            "exclude",
                            "'" + unknown + "' is not one of " + String.join(", ", classification.exclusions()));
                });
        if (wanted.birthYear() != null && wanted.birthYear() > Year.now().getValue()) {
            throw new InvalidInputException("birthYear", "must not be in the future");
        }
        if (wanted.birthYear() != null && wanted.birthYear() < FIRST_BIRTH_YEAR) {
            throw new InvalidInputException("birthYear", "must be " + FIRST_BIRTH_YEAR + " or later");
        }
        List<String> exclusions = classification.exclusions().stream()
                .filter(wanted.exclude()::contains)
                .toList();
        String userId = userId();
        AccountLocks.lockUser(entityManager, userId); // an erasure either sees this profile or refuses it
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
