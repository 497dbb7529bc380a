package com.nutrilab.platform;

import jakarta.json.JsonException;
import jakarta.json.bind.JsonbException;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/**
 * A body that is not the JSON it should be. JSON-B reports it as a JsonbException, which
 * Jersey hands over wrapped in a ProcessingException; without this it would be a 500.
 */
@Provider
public class MalformedBodyExceptionMapper implements ExceptionMapper<ProcessingException> {

    @Context
    private UriInfo uriInfo;

    @Override
    public Response toResponse(ProcessingException exception) {
        for (Throwable cause = exception; cause != null; cause = cause.getCause()) {
            if (cause instanceof RequestBodyTooLargeException tooLarge) {
                return ProblemExceptionMapper.response(tooLarge, uriInfo); // cut off while parsing
            }
        }
        if (!isJsonProblem(exception)) {
            return UnexpectedExceptionMapper.incident(
                    exception, uriInfo.getRequestUri().getPath());
        }
        return Problems.response(Problems.of(
                        400,
                        "malformed-json",
                        "The request body is not valid JSON of the expected shape.",
                        uriInfo.getRequestUri().getPath(),
                        null))
                .build();
    }

    private static boolean isJsonProblem(Throwable exception) {
        for (Throwable cause = exception; cause != null; cause = cause.getCause()) {
            if (cause instanceof JsonbException || cause instanceof JsonException) {
                return true;
            }
        }
        return false;
    }
}
