package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ExpiringEntriesTest {

    private static final long NOW = 1_000_000;

    /** The values are the times from which they are of no use; every read of one is counted. */
    private final AtomicInteger reads = new AtomicInteger();

    private final ExpiringEntries<String, Long> entries = new ExpiringEntries<>(8, until -> {
        reads.incrementAndGet();
        return until;
    });

    @Test
    void keepsReplacesAndForgets() {
        entries.put("a", NOW + 1, NOW);
        entries.put("a", NOW + 2, NOW);
        assertEquals(NOW + 2, entries.get("a"));
        entries.remove("a");
        assertNull(entries.get("a"));
    }

    @Test
    void aFullMapSweepsOutWhatIsNoLongerOfUseToMakeRoom() {
        for (int i = 0; i < 4; i++) {
            entries.put("stale" + i, NOW, NOW - 1);
            entries.put("live" + i, NOW + 60_000, NOW - 1);
        }

        entries.put("new", NOW + 60_000, NOW);

        assertEquals(NOW + 60_000, entries.get("new"));
        for (int i = 0; i < 4; i++) {
            assertNull(entries.get("stale" + i), "of no use from NOW on");
            assertEquals(NOW + 60_000, entries.get("live" + i));
        }
    }

    @Test
    void aMapFullOfLiveEntriesKeepsThemAndIsSweptOnlyAfterAQuarterWereTurnedAway() {
        for (int i = 0; i < 8; i++) {
            entries.put("live" + i, NOW + 60_000, NOW);
        }
        entries.put("first", NOW + 60_000, NOW); // the first time full: a sweep that frees nothing
        assertEquals(8, reads.getAndSet(0));

        entries.put("second", NOW + 60_000, NOW);
        assertEquals(0, reads.get(), "no sweep until 2 (a quarter of 8) were turned away");
        entries.put("third", NOW + 60_000, NOW);
        assertEquals(8, reads.get());

        assertEquals(8, entries.size());
        for (int i = 0; i < 8; i++) {
            assertEquals(NOW + 60_000, entries.get("live" + i), "kept, not cleared");
        }
        assertNull(entries.get("third"));
        entries.put("live3", NOW + 90_000, NOW);
        assertEquals(NOW + 90_000, entries.get("live3"), "a kept key is updated however full");
    }

    @Test
    void roomForNothingKeepsNothing() {
        ExpiringEntries<String, Long> none = new ExpiringEntries<>(0, until -> until);
        none.put("a", NOW + 1, NOW);
        assertNull(none.get("a"));
    }
}
