package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A list like any other, except that its hash is taken once, from its elements at the copy. */
class HashedListTest {

    @Test
    void itIsEqualToAndHashesLikeAnyListOfTheSameElements() {
        List<Object> source = new ArrayList<>(List.of("a", Map.of("protein", 3.5), 7));
        HashedList<Object> copy = HashedList.copyOf(source);

        assertEquals(source, copy);
        assertEquals(copy, source);
        assertEquals(source.hashCode(), copy.hashCode());
        assertEquals(List.of("a", Map.of("protein", 3.5), 7), copy);
        assertEquals(2, copy.indexOf(7));
    }

    @Test
    void itIsACopyThatCannotChange() {
        List<String> source = new ArrayList<>(List.of("a", "b"));
        HashedList<String> copy = HashedList.copyOf(source);
        source.add("c");

        assertEquals(List.of("a", "b"), copy);
        assertEquals(List.of("a", "b").hashCode(), copy.hashCode());
        assertThrows(UnsupportedOperationException.class, () -> copy.add("c"));
        assertThrows(UnsupportedOperationException.class, () -> copy.set(0, "z"));
        assertThrows(NullPointerException.class, () -> HashedList.copyOf(java.util.Arrays.asList("a", null)));
    }

    @Test
    void itHashesItsElementsOnceWhenItIsMadeNotOnEveryAsking() {
        AtomicInteger hashings = new AtomicInteger();
        Object element = new Object() {
            @Override
            public int hashCode() {
                hashings.incrementAndGet();
                return 42;
            }
        };
        HashedList<Object> copy = HashedList.copyOf(List.of(element, "b"));
        int atCopy = hashings.get();

        for (int i = 0; i < 1_000; i++) {
            assertEquals(List.of(42, "b").hashCode(), copy.hashCode());
        }
        assertEquals(1, atCopy);
        assertEquals(atCopy, hashings.get());
    }
}
