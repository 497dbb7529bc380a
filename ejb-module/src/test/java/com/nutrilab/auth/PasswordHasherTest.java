package com.nutrilab.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The bounded hashing pool: its threads and queue full, a hash is refused at once, never waited for. */
class PasswordHasherTest {

    @Test
    void aHashBeyondTheThreadsAndTheQueueIsRefusedAtOnce() throws Exception {
        ThreadPoolExecutor pool = PasswordHasher.boundedPool(1, 1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch running = new CountDownLatch(1);
        try {
            CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> PasswordHasher.onThePool(pool, () -> {
                running.countDown();
                release.await();
                return "first";
            }));
            running.await(5, TimeUnit.SECONDS);
            CompletableFuture<String> queued =
                    CompletableFuture.supplyAsync(() -> PasswordHasher.onThePool(pool, () -> "queued"));
            while (pool.getQueue().isEmpty()) {
                Thread.onSpinWait();
            }

            assertThrows(PasswordHashingBusyException.class, () -> PasswordHasher.onThePool(pool, () -> "third"));

            release.countDown();
            assertEquals("first", first.get(5, TimeUnit.SECONDS));
            assertEquals("queued", queued.get(5, TimeUnit.SECONDS));
            assertEquals("after", PasswordHasher.onThePool(pool, () -> "after"), "room again once they are done");
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aFailureOfTheHashReachesTheCaller() {
        ThreadPoolExecutor pool = PasswordHasher.boundedPool(1, 0);
        try {
            IllegalArgumentException thrown = assertThrows(
                    IllegalArgumentException.class,
                    () -> PasswordHasher.onThePool(pool, () -> {
                        throw new IllegalArgumentException("bad stored hash");
                    }));
            assertEquals("bad stored hash", thrown.getMessage());
        } finally {
            pool.shutdownNow();
        }
    }
}
