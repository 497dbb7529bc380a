package com.nutrilab.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Validator;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Bean Validation of query parameters that a resource method built itself (see
 * {@link com.nutrilab.platform.payara.QueryParameters}): the same 400 problem as {@code @Valid}, every invalid parameter of
 * the request named at once.
 */
@ApplicationScoped
public class QueryConstraints {

    @Inject
    private Validator validator;

    /** Throws a {@link ConstraintViolationException} with the violations of all the given objects, if any. */
    public void check(Object... parameters) {
        Set<ConstraintViolation<?>> violations = new LinkedHashSet<>();
        for (Object parameter : parameters) {
            violations.addAll(validator.validate(parameter));
        }
        if (!violations.isEmpty()) {
            throw new ConstraintViolationException(violations);
        }
    }
}
