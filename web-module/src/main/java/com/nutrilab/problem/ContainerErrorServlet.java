package com.nutrilab.problem;

import com.nutrilab.ratelimit.RateLimitDecision;
import com.nutrilab.ratelimit.RateLimitGate;
import com.nutrilab.ratelimit.RateLimitHeaders;
import jakarta.inject.Inject;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;

/**
 * The error page of the web container (see web.xml), for errors raised before JAX-RS runs:
 * MicroProfile JWT refusing a token (an HTML 401/403 otherwise, without WWW-Authenticate),
 * a path outside /api/v1, a body over the container's limit. Answers the same problem+json
 * the exception mappers do.
 */
@WebServlet(name = "ContainerErrorServlet", urlPatterns = ContainerErrorServlet.PATH)
public class ContainerErrorServlet extends HttpServlet {

    static final String PATH = "/container-error";

    private static final long serialVersionUID = 1L;
    private static final Jsonb JSONB = JsonbBuilder.create();
    private static final int TOO_MANY_REQUESTS = 429;

    @Inject
    private RateLimitGate rateLimits;

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        // Called directly rather than as an error page: there is nothing here.
        int status = code instanceof Integer value ? value : HttpServletResponse.SC_NOT_FOUND;
        String path = uri instanceof String value ? value : request.getRequestURI();

        // These requests never reach JAX-RS and its rate-limit filter; they count against the address.
        RateLimitDecision decision = rateLimits.enabled()
                ? rateLimits.decide(Optional.empty(), request.getRemoteAddr()) : null;
        if (decision != null) {
            response.setHeader(RateLimitHeaders.POLICY, RateLimitHeaders.policy(decision.limits()));
            response.setHeader(RateLimitHeaders.STATE, RateLimitHeaders.state(decision));
        }
        Problem problem;
        if (decision != null && !decision.accepted()) {
            status = TOO_MANY_REQUESTS;
            problem = Problems.of(status, "Too many requests. Retry in " + decision.retryAfterSeconds() + " s.", path);
            response.setHeader("Retry-After", Long.toString(decision.retryAfterSeconds()));
        } else {
            problem = Problems.of(status, Problems.defaultDetail(status), path);
            if (status == HttpServletResponse.SC_UNAUTHORIZED) {
                response.setHeader("WWW-Authenticate", BearerChallenge.forRequest(request.getHeader("Authorization")));
            }
        }
        response.setStatus(status);
        response.setContentType(Problems.MEDIA_TYPE);
        response.setCharacterEncoding("UTF-8");
        response.getWriter().write(JSONB.toJson(problem));
    }
}
