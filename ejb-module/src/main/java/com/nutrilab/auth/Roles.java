package com.nutrilab.auth;

/**
 * The roles of the three kinds of caller, for {@code @RolesAllowed} on resources and EJBs: each is
 * the {@code groups} claim of its credential, which MicroProfile JWT maps to the role of the same name.
 */
public final class Roles {

    public static final String OPERATOR = "operator";
    public static final String CLIENT = "client";
    public static final String USER = "user";

    private Roles() {}
}
