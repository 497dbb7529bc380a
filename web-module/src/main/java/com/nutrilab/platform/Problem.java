package com.nutrilab.platform;

import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.util.List;

/**
 * An RFC 9457 problem, the body of every error response.
 *
 * @param type     a URI naming the kind of problem, documented in docs/errors.md
 * @param errors   the invalid fields, for validation failures only (omitted otherwise)
 */
@JsonbPropertyOrder({"type", "title", "status", "detail", "instance", "errors"})
public record Problem(String type, String title, int status, String detail, String instance, List<FieldError> errors) {

    /** One invalid field: its name as the client sent it, and what is wrong with it. */
    public record FieldError(String field, String message) {}
}
