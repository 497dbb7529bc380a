package com.nutrilab.marker;

import com.nutrilab.platform.InvalidInputException;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.QueryParam;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;

/** The window of GET /markers/{code} ({@code @BeanParam}: constraints on fields, see PageQuery). */
public class MarkerHistoryParams {

    private static final String ISO_DATE = "\\d{4}-\\d{2}-\\d{2}";

    @QueryParam("from")
    @Pattern(regexp = ISO_DATE, message = "must be a date, YYYY-MM-DD")
    private String from;

    @QueryParam("to")
    @Pattern(regexp = ISO_DATE, message = "must be a date, YYYY-MM-DD")
    private String to;

    LocalDate from() {
        return date("from", from);
    }

    LocalDate to() {
        return date("to", to);
    }

    private static LocalDate date(String field, String value) {
        try {
            return value == null || value.isBlank() ? null : LocalDate.parse(value);
        } catch (DateTimeParseException e) {
            throw new InvalidInputException(field, "must be a date, YYYY-MM-DD");
        }
    }
}
