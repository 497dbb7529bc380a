package com.nutrilab.lab;

import com.nutrilab.platform.InvalidInputException;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.QueryParam;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;

/** The filters of GET /labs ({@code @BeanParam}: constraints on fields, see PageQuery). */
public class LabListParams {

    private static final String ISO_DATE = "\\d{4}-\\d{2}-\\d{2}";

    @QueryParam("status")
    @Pattern(regexp = "PROCESSING|COMPLETED|FAILED", message = "must be PROCESSING, COMPLETED or FAILED")
    private String status;

    @QueryParam("from")
    @Pattern(regexp = ISO_DATE, message = "must be a date, YYYY-MM-DD")
    private String from;

    @QueryParam("to")
    @Pattern(regexp = ISO_DATE, message = "must be a date, YYYY-MM-DD")
    private String to;

    LabResults.Filter toFilter() {
        LocalDate first = date("from", from);
        LocalDate last = date("to", to);
        if (first != null && last != null && last.isBefore(first)) {
            throw new InvalidInputException("to", "must not be before from");
        }
        return new LabResults.Filter(status == null ? null : LabStatus.valueOf(status), first, last);
    }

    /** A date parameter (YYYY-MM-DD), null when not given; else a 400 naming the field. */
    public static LocalDate date(String field, String value) {
        try {
            return value == null || value.isBlank() ? null : LocalDate.parse(value);
        } catch (DateTimeParseException e) {
            throw new InvalidInputException(field, "must be a date, YYYY-MM-DD");
        }
    }
}
