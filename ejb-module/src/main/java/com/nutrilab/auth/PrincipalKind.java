package com.nutrilab.auth;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;

/** The three kinds of caller, each named by the {@code groups} claim (its role) of its credential. */
public enum PrincipalKind {
    OPERATOR(Roles.OPERATOR),
    CLIENT(Roles.CLIENT),
    USER(Roles.USER);

    private final String group;

    PrincipalKind(String group) {
        this.group = group;
    }

    public String group() {
        return group;
    }

    /** The kind a token's groups name; a token naming none or several is no principal at all. */
    public static Optional<PrincipalKind> fromGroups(Set<String> groups) {
        if (groups == null || groups.size() != 1) {
            return Optional.empty();
        }
        return Arrays.stream(values())
                .filter(kind -> groups.contains(kind.group))
                .findFirst();
    }
}
