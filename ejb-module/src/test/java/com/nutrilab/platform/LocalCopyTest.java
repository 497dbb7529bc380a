package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class LocalCopyTest {

    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);

    private final AtomicLong clock = new AtomicLong(1_000);
    private final Set<String> membership = Set.of("this node");
    private final LocalCopy copy = new LocalCopy(membership, MINUTE, 3, clock::get);

    @Test
    void aKeyNeverReadOrWrittenMustBeRead() {
        assertNull(copy.lookup("revoked", "SIGN_IN:a"));
    }

    @Test
    void absenceThatWasReadIsKnown() {
        copy.learned("revoked", "SIGN_IN:a", null, copy.now());
        LocalCopy.Lookup known = copy.lookup("revoked", "SIGN_IN:a");
        assertTrue(known != null && known.value() == null, "known absent");
        assertNull(copy.lookup("clients", "SIGN_IN:a"), "each map is its own");
    }

    @Test
    void aReadBegunBeforeAWriteDoesNotHideIt() {
        long readStart = copy.now();
        clock.addAndGet(5);
        copy.wrote("revoked", "SIGN_IN:a", "1", MINUTE);
        copy.learned("revoked", "SIGN_IN:a", null, readStart); // saw the map before the write

        assertEquals("1", copy.lookup("revoked", "SIGN_IN:a").value());
    }

    @Test
    void aReadBegunAfterAWriteReplacesIt() {
        copy.wrote("clients", "c1", "enabled", MINUTE);
        clock.addAndGet(5);
        copy.learned("clients", "c1", "disabled", copy.now());

        assertEquals("disabled", copy.lookup("clients", "c1").value());
    }

    @Test
    void entriesAreReadAgainAfterTheirTimeToLiveOrAMinute() {
        copy.wrote("revoked", "ACCESS_TOKEN:short", "1", TimeUnit.SECONDS.toNanos(10));
        copy.wrote("revoked", "ACCESS_TOKEN:long", "1", TimeUnit.HOURS.toNanos(1));
        clock.addAndGet(TimeUnit.SECONDS.toNanos(10));
        assertNull(copy.lookup("revoked", "ACCESS_TOKEN:short"), "the map's own expiry");
        assertEquals("1", copy.lookup("revoked", "ACCESS_TOKEN:long").value());
        clock.addAndGet(MINUTE);
        assertNull(copy.lookup("revoked", "ACCESS_TOKEN:long"), "at most a minute");
    }

    @Test
    void aFailedWriteForgetsTheKey() {
        copy.wrote("clients", "c1", "enabled", MINUTE);
        copy.forget("clients", "c1");
        assertNull(copy.lookup("clients", "c1"));
    }

    @Test
    void aCopyBelongsToOneMembershipObject() {
        assertTrue(copy.isFor(membership));
        assertFalse(copy.isFor(Set.of("this node")), "an equal set after a change is another membership");
    }

    @Test
    void itIsFullAtItsBound() {
        copy.wrote("a", "1", "x", MINUTE);
        copy.learned("b", "2", null, copy.now());
        assertFalse(copy.full());
        copy.wrote("a", "3", "x", MINUTE);
        assertTrue(copy.full());
    }
}
