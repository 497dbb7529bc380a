package com.nutrilab.platform;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Gives every request an id: the client's {@code X-Request-Id} when it is sane (1 to 64 letters,
 * digits, dots, underscores, colons or dashes), else a new random (version 4) UUID. The id is answered in
 * {@code X-Request-Id} and in every problem ({@code requestId}), and while the request is served
 * it is part of its thread's name, which every log line carries ({@code _ThreadName}), so that
 * the lines of one request can be found from what a client reports. Mapped first in web.xml, so
 * that even the URL and header limits' refusals carry it.
 */
@WebFilter(filterName = "RequestIdFilter")
public class RequestIdFilter extends HttpFilter {

    public static final String HEADER = "X-Request-Id";

    private static final long serialVersionUID = 1L;
    private static final String ATTRIBUTE = RequestIdFilter.class.getName();
    private static final Pattern SANE = Pattern.compile("[A-Za-z0-9._:-]{1,64}");

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (of(request) != null) { // an error dispatch of a request this filter has seen: same id, same name
            chain.doFilter(request, response);
            return;
        }
        String sent = request.getHeader(HEADER);
        String id = sent != null && SANE.matcher(sent).matches() ? sent : newId();
        request.setAttribute(ATTRIBUTE, id);
        response.setHeader(HEADER, id);
        Thread thread = Thread.currentThread();
        String name = thread.getName();
        thread.setName(name + " request=" + id);
        try {
            chain.doFilter(request, response);
        } finally {
            thread.setName(name);
        }
    }

    /** A new id: a random (version 4) UUID. */
    static String newId() {
        return UUID.randomUUID().toString();
    }

    /** The id of the request being served, or null outside one (a request this filter did not see). */
    public static String of(ServletRequest request) {
        return request.getAttribute(ATTRIBUTE) instanceof String id ? id : null;
    }

    /** The same, from JAX-RS, whose request properties are the servlet request's attributes. */
    public static String of(jakarta.ws.rs.container.ContainerRequestContext request) {
        return request.getProperty(ATTRIBUTE) instanceof String id ? id : null;
    }
}
