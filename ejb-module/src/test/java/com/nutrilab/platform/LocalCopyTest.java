package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class LocalCopyTest {

    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);

    private final AtomicLong clock = new AtomicLong(1_000);
    private final Set<String> membership = Set.of("this node");
    private final LocalCopy copy = new LocalCopy(membership, Duration.ofNanos(MINUTE), 3, clock::get);

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
    void aWriteIsNotCopiedButMakesTheNextLookupRead() {
        copy.learned("clients", "c1", "enabled", copy.now());
        clock.addAndGet(5);
        copy.written("clients", "c1");
        assertNull(copy.lookup("clients", "c1"), "read again: two racing writes may have landed in either order");

        clock.addAndGet(5);
        copy.learned("clients", "c1", "disabled", copy.now());
        assertEquals("disabled", copy.lookup("clients", "c1").value());
    }

    @Test
    void aReadBegunBeforeAWriteIsNotKept() {
        long readStart = copy.now();
        clock.addAndGet(5);
        copy.written("revoked", "SIGN_IN:a"); // a revocation, or a failed attempt at one
        copy.learned("revoked", "SIGN_IN:a", null, readStart); // saw the map before the write

        assertNull(copy.lookup("revoked", "SIGN_IN:a"), "not 'absent': read again");
    }

    @Test
    void aReadBegunAtTheMomentOfAWriteIsNotKeptEither() {
        long now = copy.now();
        copy.written("revoked", "SIGN_IN:a");
        copy.learned("revoked", "SIGN_IN:a", null, now);
        assertNull(copy.lookup("revoked", "SIGN_IN:a"));
    }

    @Test
    void anOlderReadDoesNotReplaceANewerOne() {
        long olderRead = copy.now();
        clock.addAndGet(5);
        copy.learned("revoked", "SIGN_IN:a", "1", copy.now());
        copy.learned("revoked", "SIGN_IN:a", null, olderRead);
        assertEquals("1", copy.lookup("revoked", "SIGN_IN:a").value());
    }

    @Test
    void aReadValueIsReadAgainAfterAMinute() {
        copy.learned("revoked", "ACCESS_TOKEN:t", null, copy.now());
        clock.addAndGet(MINUTE - 1);
        assertTrue(copy.lookup("revoked", "ACCESS_TOKEN:t") != null);
        clock.addAndGet(1);
        assertNull(copy.lookup("revoked", "ACCESS_TOKEN:t"));
    }

    @Test
    void aCopyBelongsToOneMembershipObject() {
        assertTrue(copy.isFor(membership));
        assertFalse(copy.isFor(Set.of("this node")), "an equal set after a change is another membership");
    }

    @Test
    void aFullCopyLetsOldEntriesGoAndKeepsTakingNewOnes() {
        for (int i = 0; i < 10; i++) {
            clock.addAndGet(5);
            copy.learned("clients", "c" + i, "enabled", copy.now());
        }
        assertEquals("enabled", copy.lookup("clients", "c9").value(), "the latest read is kept");
        int known = 0;
        for (int i = 0; i < 10; i++) {
            known += copy.lookup("clients", "c" + i) == null ? 0 : 1;
        }
        assertTrue(known <= 3, known + " entries known, at most 3 kept");
    }

    @Test
    void aReadBegunBeforeAWriteWhoseMarkWasEvictedIsNotKept() {
        long readStart = copy.now();
        clock.addAndGet(5);
        copy.written("revoked", "SIGN_IN:a");
        for (int i = 0; i < 10; i++) {
            clock.addAndGet(5);
            copy.learned("clients", "c" + i, "enabled", copy.now()); // pushes the write's mark out
        }
        copy.learned("revoked", "SIGN_IN:a", null, readStart);
        assertNull(copy.lookup("revoked", "SIGN_IN:a"), "a read that may have missed the write is not kept");

        copy.learned("revoked", "SIGN_IN:a", "1", copy.now());
        assertEquals("1", copy.lookup("revoked", "SIGN_IN:a").value(), "a read begun after it is");
    }
}
