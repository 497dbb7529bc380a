package com.nutrilab.marker;

import com.nutrilab.lab.LabListParams;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.QueryParam;
import java.time.LocalDate;

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
        return LabListParams.date("from", from);
    }

    LocalDate to() {
        return LabListParams.date("to", to);
    }
}
