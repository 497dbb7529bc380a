package com.nutrilab.food;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.nutrilab.testing.Stand;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The weak tag of an answer's value, and 304 for a client that names it. */
class FoodDataCachingTest {

    /** An answer whose hash is negative, as half of them are: the tag is its hex, unsigned. */
    private static final Object ANSWER = new Object() {
        @Override
        public int hashCode() {
            return -2;
        }
    };

    private static final String TAG = "W/\"fffffffe\"";

    @Test
    void theTagIsWeakAndQuotedAsJerseyWroteIt() {
        Exchange answered = filter(null);

        assertEquals(200, answered.status);
        assertEquals(List.of(TAG), answered.headers.get("ETag"));
        assertEquals(List.of(FoodDataCaching.CACHE_CONTROL), answered.headers.get("Cache-Control"));
        assertEquals(ANSWER, answered.entity);
    }

    @Test
    void aClientNamingTheTagGets304WithoutABody() {
        for (String ifNoneMatch : List.of(TAG, "\"fffffffe\"", "\"other\", W/\"fffffffe\"", "*")) {
            Exchange answered = filter(ifNoneMatch);

            assertEquals(304, answered.status, ifNoneMatch);
            assertNull(answered.entity, ifNoneMatch);
            assertEquals(List.of(TAG), answered.headers.get("ETag"), ifNoneMatch);
        }
    }

    @Test
    void anotherTagGetsTheAnswer() {
        for (String ifNoneMatch : List.of("W/\"fffffffd\"", "fffffffe", "W/\"FFFFFFFE\"")) {
            assertEquals(200, filter(ifNoneMatch).status, ifNoneMatch);
        }
    }

    /** One GET answered 200 with {@link #ANSWER}, through the filter. */
    private static Exchange filter(String ifNoneMatch) {
        Exchange exchange = new Exchange();
        Map<String, Object> properties = new HashMap<>();
        ContainerRequestContext request = Stand.in(ContainerRequestContext.class, (name, args) -> switch (name) {
            case "getMethod" -> "GET";
            case "getHeaderString" -> "If-None-Match".equals(args[0]) ? ifNoneMatch : null;
            case "setProperty" -> properties.put((String) args[0], args[1]);
            default -> throw new UnsupportedOperationException(name);
        });
        ContainerResponseContext response = Stand.in(ContainerResponseContext.class, (name, args) -> switch (name) {
            case "getStatus" -> exchange.status;
            case "setStatus" -> {
                exchange.status = (Integer) args[0];
                yield null;
            }
            case "hasEntity" -> exchange.entity != null;
            case "getEntity" -> exchange.entity;
            case "setEntity" -> {
                exchange.entity = args[0];
                yield null;
            }
            case "getHeaders" -> exchange.headers;
            default -> throw new UnsupportedOperationException(name);
        });
        new FoodDataCaching().filter(request, response);
        return exchange;
    }

    private static final class Exchange {
        int status = 200;
        Object entity = ANSWER;
        final MultivaluedMap<String, Object> headers = new MultivaluedHashMap<>();
    }
}
