package com.nutrilab.platform;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Path;
import jakarta.validation.TraversableResolver;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import java.lang.annotation.ElementType;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Bean Validation of query parameters that a resource method built itself (see
 * {@link QueryParameters}): the same 400 problem as {@code @Valid}, every invalid parameter of
 * the request named at once.
 */
@ApplicationScoped
public class QueryConstraints {

    @Inject
    private ValidatorFactory validators;

    private Validator validator;

    /**
     * A validator of its own, without the container's JPA-aware traversable resolver: query
     * parameters are never entities, yet that resolver asks JPA whether each property is loaded,
     * half the cost of validating a search's parameters (docs/benchmarks.md).
     */
    @PostConstruct
    void create() {
        validator = validators
                .usingContext()
                .traversableResolver(new EverythingReachable())
                .getValidator();
    }

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

    /** Every property is validated: nothing here is lazily loaded. */
    private static final class EverythingReachable implements TraversableResolver {

        @Override
        public boolean isReachable(
                Object object, Path.Node property, Class<?> rootBean, Path pathToProperty, ElementType elementType) {
            return true;
        }

        @Override
        public boolean isCascadable(
                Object object, Path.Node property, Class<?> rootBean, Path pathToProperty, ElementType elementType) {
            return true;
        }
    }
}
