package com.nutrilab.food;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

/**
 * {@code ETag} and {@code Cache-Control} on the answers of {@link FoodDataAnswer} endpoints, and
 * 304 Not Modified when the client's {@code If-None-Match} names the answer it would get.
 *
 * <p>The tag is a hash of the answer's value (records, lists and strings hash by value), not of a
 * data version: it is the same on every node of a cluster and after a restart, and it changes
 * with what the client would see, whichever import changed it. It is weak ({@code W/}): equal
 * values, not byte-for-byte equal bodies. The answer is still computed for a 304; what is saved is
 * the body on the wire and the client's parsing.
 */
@Provider
@FoodDataAnswer
public class FoodDataCaching implements ContainerResponseFilter {

    /** Food data changes only on an import; a client may reuse an answer for five minutes, then revalidates. */
    static final String CACHE_CONTROL = "private, max-age=300";

    /** The request property that hands the answer's hash on to {@link SerializedAnswers}. */
    static final String ANSWER_HASH = FoodDataCaching.class.getName() + ".hash";

    /** An answer and its hash, computed once for both the tag and the written bytes' key. */
    record HashedAnswer(Object answer, int hash) {}

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (!HttpMethod.GET.equals(request.getMethod()) || response.getStatus() != 200 || !response.hasEntity()) {
            return;
        }
        int hash = response.getEntity().hashCode();
        request.setProperty(ANSWER_HASH, new HashedAnswer(response.getEntity(), hash));
        String opaqueTag = "\"" + Integer.toHexString(hash) + "\"";
        // As text, not an EntityTag: Jersey's writer of one builds a localized error message on every call.
        response.getHeaders().putSingle(HttpHeaders.ETAG, "W/" + opaqueTag);
        response.getHeaders().putSingle(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL);
        if (matches(request.getHeaderString(HttpHeaders.IF_NONE_MATCH), opaqueTag)) {
            response.setStatus(Response.Status.NOT_MODIFIED.getStatusCode());
            response.setEntity(null);
            response.getHeaders().remove(HttpHeaders.CONTENT_TYPE);
        }
    }

    /** RFC 9110 13.1.2: a list of tags or *, compared weakly (W/ ignored on either side). */
    private static boolean matches(String ifNoneMatch, String opaqueTag) {
        if (ifNoneMatch == null || ifNoneMatch.length() > 4096) {
            return false;
        }
        for (String candidate : ifNoneMatch.split(",")) {
            String value = candidate.strip();
            if (value.equals("*")) {
                return true;
            }
            if (value.startsWith("W/")) {
                value = value.substring(2);
            }
            if (value.equals(opaqueTag)) {
                return true;
            }
        }
        return false;
    }
}
