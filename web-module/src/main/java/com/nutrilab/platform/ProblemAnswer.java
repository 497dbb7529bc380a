package com.nutrilab.platform;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A problem and the headers that go with it (a challenge, Retry-After), so that an error is made
 * in one place and answered the same way by JAX-RS and by the servlet layer (the container's
 * error page and filters, which run before JAX-RS).
 */
public record ProblemAnswer(Problem problem, Map<String, String> headers) {

    public ProblemAnswer {
        headers = Map.copyOf(headers);
    }

    public static ProblemAnswer of(Problem problem) {
        return new ProblemAnswer(problem, Map.of());
    }

    public ProblemAnswer withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new ProblemAnswer(problem, more);
    }

    public Response toResponse() {
        Response.ResponseBuilder builder = Problems.response(problem);
        headers.forEach(builder::header);
        return builder.build();
    }

    /** Answers it from the servlet layer, with the request's id ({@link RequestIdFilter}). */
    public void writeTo(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String requestId = RequestIdFilter.of(request);
        response.setStatus(problem.status());
        if (requestId != null) {
            response.setHeader(RequestIdFilter.HEADER, requestId);
        }
        headers.forEach(response::setHeader);
        response.setContentType(Problems.MEDIA_TYPE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write(Json.JSONB.toJson(problem.withRequestId(requestId)));
    }

    /** Made on first use: the servlet layer has no JAX-RS message body writer to do it. */
    static final class Json {
        static final Jsonb JSONB = JsonbBuilder.create();
    }
}
