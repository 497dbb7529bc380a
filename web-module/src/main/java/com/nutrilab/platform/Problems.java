package com.nutrilab.platform;

import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Locale;

/** Builds problem+json responses, so every error of the service has the same shape. */
public final class Problems {

    public static final String MEDIA_TYPE = "application/problem+json";

    private static final String TYPE_PREFIX = "urn:nutrilab:problem:";

    private Problems() {}

    public static Problem of(int status, String detail, String instance) {
        return of(status, slugFor(status), detail, instance, null);
    }

    public static Problem of(int status, String slug, String detail, String instance, List<Problem.FieldError> errors) {
        return new Problem(TYPE_PREFIX + slug, titleFor(status), status, detail, instance, errors, null);
    }

    /** A 400 naming each invalid field as the client sent it. */
    public static Problem validation(String instance, List<Problem.FieldError> errors) {
        return of(400, "validation", "The request has invalid fields.", instance, errors);
    }

    /**
     * A 401 with its Bearer challenge (RFC 6750): {@code error="invalid_token"} only when a token
     * was sent ({@code authorizationHeader}) and it is the token that failed.
     */
    public static ProblemAnswer unauthorized(String detail, String instance, String authorizationHeader) {
        boolean tokenSent = authorizationHeader != null && !authorizationHeader.isBlank();
        return ProblemAnswer.of(of(401, detail, instance))
                .withHeader("WWW-Authenticate", tokenSent ? "Bearer error=\"invalid_token\"" : "Bearer");
    }

    public static Response.ResponseBuilder response(Problem problem) {
        return Response.status(problem.status(), problem.title())
                .type(MEDIA_TYPE)
                .entity(problem);
    }

    /** The reason phrase of a status (RFC 9110's where it renamed one), or a generic one. */
    public static String titleFor(int status) {
        return switch (status) {
            case 405 -> "Method Not Allowed";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 415 -> "Unsupported Media Type";
            case 422 -> "Unprocessable Content";
            case 429 -> "Too Many Requests";
            case 431 -> "Request Header Fields Too Large";
            default -> {
                Response.Status known = Response.Status.fromStatusCode(status);
                if (known != null) {
                    yield known.getReasonPhrase();
                }
                yield status >= 500 ? "Server Error" : "Client Error";
            }
        };
    }

    /** "Not Found" becomes "not-found": the last part of the problem's type URI. */
    public static String slugFor(int status) {
        return titleFor(status).toLowerCase(Locale.ROOT).replace(' ', '-');
    }

    /** What a client is told for a status when nothing more specific is known. */
    public static String defaultDetail(int status) {
        return switch (status) {
            case 400 -> "The request is malformed.";
            case 401 -> "A valid bearer token is required.";
            case 403 -> "This credential may not call this endpoint.";
            case 404 -> "There is nothing at this address.";
            case 405 -> "This method is not allowed here.";
            case 406 -> "No acceptable representation: the Accept header names none of the types this endpoint"
                    + " answers (the OpenAPI document lists them).";
            case 413 -> "The request body is too large.";
            case 414 -> "The URL is too long.";
            case 415 -> "This content type is not supported here.";
            case 429 -> "Too many requests.";
            case 431 -> "The request headers are too large.";
            case 503 -> "The service is temporarily unavailable.";
            default -> status >= 500 ? "The server could not complete the request." : titleFor(status) + ".";
        };
    }
}
