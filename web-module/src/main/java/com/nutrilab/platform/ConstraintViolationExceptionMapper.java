package com.nutrilab.platform;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Bean Validation failures on a request: 400 with one entry per invalid field. */
@Provider
public class ConstraintViolationExceptionMapper implements ExceptionMapper<ConstraintViolationException> {

    @Context
    private UriInfo uriInfo;

    @Override
    public Response toResponse(ConstraintViolationException exception) {
        List<Problem.FieldError> errors = exception.getConstraintViolations().stream()
                .map(violation -> new Problem.FieldError(fieldName(violation), violation.getMessage()))
                .sorted(Comparator.comparing(Problem.FieldError::field).thenComparing(Problem.FieldError::message))
                .toList();
        return Problems.response(Problems.validation(uriInfo.getRequestUri().getPath(), errors))
                .build();
    }

    /**
     * The name a client knows: "username" for a body property, "pageSize" for a query
     * parameter; never the Java method ("register.arg0.username").
     */
    static String fieldName(ConstraintViolation<?> violation) {
        List<String> parameterNames = new ArrayList<>();
        List<String> propertyNames = new ArrayList<>();
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.PARAMETER) {
                parameterNames.add(node.getName());
            } else if (node.getKind() == ElementKind.PROPERTY) {
                propertyNames.add(node.getName());
            }
        }
        if (!propertyNames.isEmpty()) {
            return String.join(".", propertyNames);
        }
        return parameterNames.isEmpty() ? "request" : parameterNames.get(parameterNames.size() - 1);
    }
}
