package com.nutrilab.recommendation;

import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.util.List;

/** A diet profile as the API shows it. */
@JsonbNillable
@JsonbPropertyOrder({"diet", "exclude", "sex", "birthYear"})
public record ProfileView(String diet, List<String> exclude, String sex, Integer birthYear) {

    /** What a user without a profile gets: no diet restriction, nothing excluded, sex and age unknown. */
    public static final ProfileView DEFAULT = new ProfileView("omnivore", List.of(), null, null);

    public static ProfileView of(UserProfile profile) {
        return new ProfileView(profile.diet(), profile.exclusions(), profile.sex(), profile.birthYear());
    }
}
