package com.nutrilab.platform;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;

/**
 * A limit on the requests the container answers itself, before JAX-RS (a token MicroProfile JWT
 * refused, a path outside the API): the rate limiter implements it, the error page asks it.
 */
public interface ContainerErrorLimit {

    /** Counts the request; sets the limit's headers on the response; the answer to send instead when it is over. */
    Optional<ProblemAnswer> count(HttpServletRequest request, HttpServletResponse response);
}
