package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class PageTest {

    @Test
    void aRowAddedBetweenTheCountAndThePageStillCounts() {
        Page<String> page = new Page<>(List.of("new"), 1, 20, 0);
        assertEquals(1, page.totalItems());
        assertEquals(1, page.totalPages());

        Page<String> third = new Page<>(List.of("a", "b"), 3, 10, 20);
        assertEquals(22, third.totalItems(), "two rows on page 3 of 10 each: at least 22");
    }

    @Test
    void aCountThatCoversThePageIsKept() {
        assertEquals(45, new Page<>(List.of("a", "b"), 1, 10, 45).totalItems());
        assertEquals(
                7, new Page<>(List.of(), 5, 10, 7).totalItems(), "a page past the end is empty and changes nothing");
    }
}
