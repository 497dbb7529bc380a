package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RequestIdFilterTest {

    @Test
    void aNewIdIsARandomUuidInItsCanonicalForm() {
        String id = RequestIdFilter.newId();
        assertTrue(id.matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"), id);
        UUID uuid = UUID.fromString(id);
        assertEquals(4, uuid.version());
        assertEquals(2, uuid.variant());
    }

    @Test
    void newIdsAreDistinctAcrossThreads() {
        Set<String> ids = ConcurrentHashMap.newKeySet();
        IntStream.range(0, 200_000).parallel().forEach(i -> ids.add(RequestIdFilter.newId()));
        assertEquals(200_000, ids.size());
        Set<Character> firstDigits = new HashSet<>();
        ids.stream().limit(1_000).forEach(id -> firstDigits.add(id.charAt(0)));
        assertEquals(16, firstDigits.size(), "the bits are spread, not a counter");
    }
}
