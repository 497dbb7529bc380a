package com.nutrilab.platform;

import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Refuses a request whose URL or headers are longer than any client of this API sends, before
 * anything reads them: 414 or 431, as problem+json through the container's error page. (The HTTP
 * layer's own limit, raised in config/payara/pre-boot-commands.asadmin, is far above these.)
 */
@WebFilter(filterName = "RequestSizeFilter", urlPatterns = "/*")
public class RequestSizeFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;
    private static final int URI_TOO_LONG = 414;
    private static final int HEADERS_TOO_LARGE = 431;

    @Inject
    @ConfigProperty(name = "nutrilab.http.max-url-bytes")
    private int maxUrlBytes;

    @Inject
    @ConfigProperty(name = "nutrilab.http.max-header-bytes")
    private int maxHeaderBytes;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String query = request.getQueryString();
        if (request.getRequestURI().length() + (query == null ? 0 : query.length() + 1) > maxUrlBytes) {
            response.sendError(URI_TOO_LONG);
            return;
        }
        if (headerBytes(request) > maxHeaderBytes) {
            response.sendError(HEADERS_TOO_LARGE);
            return;
        }
        chain.doFilter(request, response);
    }

    /** The bytes of the headers as sent: each name, ": ", value and line end. */
    private static long headerBytes(HttpServletRequest request) {
        long bytes = 0;
        for (String name : Collections.list(request.getHeaderNames())) {
            for (String value : Collections.list(request.getHeaders(name))) {
                bytes += name.length() + value.length() + 4;
            }
        }
        return bytes;
    }
}
