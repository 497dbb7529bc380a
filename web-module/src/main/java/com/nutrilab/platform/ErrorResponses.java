package com.nutrilab.platform;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * Each operation's errors, one status at a time, so that a generated client knows what it may be
 * answered: 400 where it takes input, 401 and 403 where it needs a credential, 404 where its
 * path names a resource, 413 where it takes a body, 429 and 503 everywhere, and the statuses its own {@code @APIResponse}
 * annotations name (409, 413, 415), all as {@link Problem}s with the headers they carry and an
 * example of the problem built as the service builds it. The
 * {@code default} answer covers the rest (405, 406, 414, 431, 500).
 */
final class ErrorResponses {

    private static final String REQUEST_ID = "X-Request-Id";
    private static final String RATE_LIMIT = "RateLimit";
    private static final String RATE_LIMIT_POLICY = "RateLimit-Policy";
    private static final String RETRY_AFTER = "Retry-After";
    private static final String WWW_AUTHENTICATE = "WWW-Authenticate";
    private static final String EXAMPLE_INSTANCE = "/api/v1/labs/5cf42a96-4a3c-40c9-ae1a-9b788d1f6e77";
    private static final String EXAMPLE_REQUEST_ID = "0b6f2a4e-7f1c-4f0e-9c3e-2b7d8a1f5c60";

    private ErrorResponses() {}

    /** The shared responses and headers, under components. */
    static void register(Components components) {
        components.addHeader(REQUEST_ID, header("The request's id: the client's own if it sent a sane one, else made"));
        components.addHeader(
                RATE_LIMIT, header("The caller's remaining quota per window (IETF draft 10), e.g. \"1s\";r=7;t=1"));
        components.addHeader(
                RATE_LIMIT_POLICY, header("The caller's caps per window, e.g. \"1s\";q=10;w=1, \"60s\";q=100;w=60"));
        components.addHeader(
                RETRY_AFTER,
                OASFactory.createHeader()
                        .description("Whole seconds to wait before a retry")
                        .schema(OASFactory.createSchema().type(Schema.SchemaType.INTEGER)));
        components.addHeader(
                WWW_AUTHENTICATE, header("Bearer, with error=\"invalid_token\" where a token was sent (RFC 6750)"));
        Map<Integer, APIResponse> shared = new LinkedHashMap<>();
        shared.put(400, problem(400, "Invalid input: a validation problem lists the fields in errors[]"));
        shared.put(
                401,
                problem(401, "No credential, or one that is invalid, expired, revoked or of a disabled client")
                        .addHeader(WWW_AUTHENTICATE, ref(WWW_AUTHENTICATE)));
        shared.put(403, problem(403, "A valid credential whose role may not do this"));
        shared.put(404, problem(404, "Nothing here for this caller (another tenant's or user's resource included)"));
        shared.put(413, problem(413, "The request body is above its limit (64 KiB for JSON; docs/errors.md)"));
        shared.put(
                429,
                problem(429, "A rate limit is reached: the request did nothing; retry after Retry-After")
                        .addHeader(RETRY_AFTER, ref(RETRY_AFTER)));
        shared.put(
                503,
                problem(
                                503,
                                "A dependency is away or busy, nothing was done; retry after Retry-After: the database (or a "
                                        + "conflict persisted), the cluster cache refusing a credential change, or a full "
                                        + "password-hashing pool (sign-in, registration, operator login)")
                        .addHeader(RETRY_AFTER, ref(RETRY_AFTER)));
        shared.forEach((status, response) -> components.addResponse(name(status), response));
    }

    /** Declares the operation's errors; {@code path} is the operation's path in the document. */
    static void declare(String path, Operation operation) {
        APIResponses responses = operation.getResponses();
        responses.getAPIResponses().forEach((code, response) -> {
            if (isError(code) && response.getRef() == null && !hasContent(response)) {
                int status = Integer.parseInt(code);
                response.setContent(problemContent(exampleOf(status, response.getDescription() + ".", path)));
                withCommonHeaders(response);
            }
        });
        boolean input = operation.getRequestBody() != null
                || (operation.getParameters() != null
                        && !operation.getParameters().isEmpty());
        boolean secured =
                operation.getSecurity() != null && !operation.getSecurity().isEmpty();
        for (int status : List.of(400, 401, 403, 404, 413, 429, 503)) {
            boolean applies =
                    switch (status) {
                        case 400 -> input;
                        case 413 -> operation.getRequestBody() != null;
                        case 401, 403 -> secured;
                        case 404 -> path.contains("{");
                        default -> true;
                    };
            if (applies && !responses.hasAPIResponse(String.valueOf(status))) {
                responses.addAPIResponse(
                        String.valueOf(status), OASFactory.createAPIResponse().ref(name(status)));
            }
        }
        APIResponse ok = responses.getAPIResponse("200");
        if (ok != null) {
            withCommonHeaders(ok);
        }
    }

    private static boolean isError(String code) {
        return code.length() == 3 && (code.startsWith("4") || code.startsWith("5"));
    }

    private static boolean hasContent(APIResponse response) {
        return response.getContent() != null
                && response.getContent().getMediaTypes() != null
                && !response.getContent().getMediaTypes().isEmpty();
    }

    private static String name(int status) {
        return "Problem" + status;
    }

    /** A shared error response, its example the problem the service answers for that status. */
    private static APIResponse problem(int status, String description) {
        Problem example = exampleOf(status, Problems.defaultDetail(status), EXAMPLE_INSTANCE);
        return withCommonHeaders(
                OASFactory.createAPIResponse().description(description).content(problemContent(example)));
    }

    /** The problem the service answers for a status, built as it builds it. */
    private static Problem exampleOf(int status, String detail, String instance) {
        return switch (status) {
            case 400 -> Problems.validation(
                    instance, List.of(new Problem.FieldError("pageSize", "must be at most 100")));
            case 429 -> Problems.of(429, "Too many requests: the 1s limit is reached. Retry in 1 s.", instance);
            default -> Problems.of(status, detail, instance);
        };
    }

    private static APIResponse withCommonHeaders(APIResponse response) {
        return response.addHeader(REQUEST_ID, ref(REQUEST_ID))
                .addHeader(RATE_LIMIT, ref(RATE_LIMIT))
                .addHeader(RATE_LIMIT_POLICY, ref(RATE_LIMIT_POLICY));
    }

    private static Content problemContent(Problem example) {
        return OASFactory.createContent()
                .addMediaType(
                        Problems.MEDIA_TYPE,
                        OASFactory.createMediaType()
                                .schema(OASFactory.createSchema().ref(OpenApiContract.PROBLEM))
                                .example(OpenApiExamples.asWritten(example.withRequestId(EXAMPLE_REQUEST_ID))));
    }

    private static Header header(String description) {
        return OASFactory.createHeader()
                .description(description)
                .schema(OASFactory.createSchema().type(Schema.SchemaType.STRING));
    }

    private static Header ref(String name) {
        return OASFactory.createHeader().ref(name);
    }
}
