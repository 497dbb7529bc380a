package com.nutrilab.platform;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
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
 * a path outside /api/v1, a URL or headers over their limit. Answers the same problem+json the
 * exception mappers do; such requests count against their address's limit too.
 */
@WebServlet(name = "ContainerErrorServlet", urlPatterns = ContainerErrorServlet.PATH)
public class ContainerErrorServlet extends HttpServlet {

    static final String PATH = "/container-error";

    private static final long serialVersionUID = 1L;

    @Inject
    private Instance<ContainerErrorLimit> limits;

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        // Called directly rather than as an error page: there is nothing here.
        int status = code instanceof Integer value ? value : HttpServletResponse.SC_NOT_FOUND;
        String path = uri instanceof String value ? value : request.getRequestURI();

        Optional<ProblemAnswer> refused =
                limits.isResolvable() ? limits.get().count(request, response) : Optional.empty();
        ProblemAnswer answer = refused.orElseGet(() -> status == HttpServletResponse.SC_UNAUTHORIZED
                ? Problems.unauthorized(Problems.defaultDetail(status), path, request.getHeader("Authorization"))
                : ProblemAnswer.of(Problems.of(status, Problems.defaultDetail(status), path)));
        answer.writeTo(response);
    }
}
