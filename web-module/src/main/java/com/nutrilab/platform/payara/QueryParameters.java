package com.nutrilab.platform.payara;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Defect: Payara 6.2025.10's OpenAPI generator fails on a constrained query parameter
 * (payara/Payara#7649, fixed after 6.2025.10), so the food search's limits cannot sit on its
 * method's parameters. The classes whose {@code @QueryParam} fields describe a resource method's query parameters:
 * names, defaults and Bean Validation limits, for the OpenAPI document (in place of what Payara
 * generates from the method's own parameters) and, once the method has built them, for
 * {@link com.nutrilab.platform.QueryConstraints#check}.
 *
 * <p>For a hot path, in place of {@code @BeanParam}: Jersey builds a bean parameter through hk2
 * on every request and resolves each field's converter anew, with three caught
 * NoSuchMethodExceptions for a {@code List} field (7 % of a search's CPU);
 * a method's own {@code @QueryParam}s are resolved once. {@code QueryParametersTest} checks that
 * the method's parameters and the classes' fields agree.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface QueryParameters {

    /** The classes, in the order their parameters are documented. */
    Class<?>[] value();
}
