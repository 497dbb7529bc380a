package com.nutrilab.auth;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The kinds of principal that may call an endpoint (on the method, else on the class).
 * An endpoint without it, and without {@code @PermitAll}, refuses everyone.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Allowed {
    PrincipalKind[] value();
}
