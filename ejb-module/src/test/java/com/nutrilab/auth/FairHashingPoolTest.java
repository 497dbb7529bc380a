package com.nutrilab.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The password-hashing threads shared by tenants (issue 55 item 1): a tenant that fills the queue
 * is refused alone, another tenant takes its newest place and is served next, before the hashes
 * the first tenant has waiting.
 */
class FairHashingPoolTest {

    @Test
    void aFloodingTenantIsRefusedAndAnotherTenantIsServedInItsTurn() throws Exception {
        FairHashingPool pool = new FairHashingPool("test-hashing", 1, 2);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        List<String> served = new CopyOnWriteArrayList<>();
        try {
            CompletableFuture<String> first = async(() -> pool.run("A", () -> {
                running.countDown();
                release.await();
                served.add("A1");
                return "A1";
            }));
            assertTrue(running.await(5, TimeUnit.SECONDS));
            CompletableFuture<String> second = async(() -> pool.run("A", () -> served.add("A2") ? "A2" : ""));
            awaitQueued(pool, 1);
            CompletableFuture<String> third = async(() -> pool.run("A", () -> served.add("A3") ? "A3" : ""));
            awaitQueued(pool, 2);

            assertThrows(
                    HashingShareExceededException.class,
                    () -> pool.run("A", () -> "A4"),
                    "the queue is full of A's hashes: A is at its share");
            CompletableFuture<String> other = async(() -> pool.run("B", () -> served.add("B1") ? "B1" : ""));
            ExecutionException refused = assertThrows(
                    ExecutionException.class,
                    () -> third.get(5, TimeUnit.SECONDS),
                    "B takes the place of A's newest waiting hash");
            assertTrue(refused.getCause() instanceof HashingShareExceededException, refused::toString);

            release.countDown();
            assertEquals("A1", first.get(5, TimeUnit.SECONDS));
            assertEquals("A2", second.get(5, TimeUnit.SECONDS));
            assertEquals("B1", other.get(5, TimeUnit.SECONDS));
            assertEquals(List.of("A1", "B1", "A2"), served, "B, not served lately, before A's next");
        } finally {
            release.countDown();
            pool.stop();
        }
    }

    @Test
    void tenantsAreServedInTurnNotInArrivalOrder() throws Exception {
        FairHashingPool pool = new FairHashingPool("test-hashing", 1, 4);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        List<String> served = new CopyOnWriteArrayList<>();
        try {
            CompletableFuture<String> blocking = async(() -> pool.run("A", () -> {
                running.countDown();
                release.await();
                return "A0";
            }));
            assertTrue(running.await(5, TimeUnit.SECONDS));
            List<CompletableFuture<String>> answers = new java.util.ArrayList<>();
            int queued = 0;
            for (String hash : List.of("A1", "A2", "A3", "B1")) {
                String tenant = hash.substring(0, 1);
                answers.add(async(() -> pool.run(tenant, () -> served.add(hash) ? hash : "")));
                awaitQueued(pool, ++queued);
            }
            release.countDown();
            blocking.get(5, TimeUnit.SECONDS);
            for (CompletableFuture<String> answer : answers) {
                answer.get(5, TimeUnit.SECONDS);
            }
            assertEquals(
                    List.of("B1", "A1", "A2", "A3"),
                    served,
                    "B waits for the hash being computed, not for A's waiting");
        } finally {
            release.countDown();
            pool.stop();
        }
    }

    @Test
    void aFailureOfTheHashReachesTheCaller() {
        FairHashingPool pool = new FairHashingPool("test-hashing", 1, 0);
        try {
            IllegalArgumentException thrown = assertThrows(
                    IllegalArgumentException.class,
                    () -> pool.run("A", () -> {
                        throw new IllegalArgumentException("bad stored hash");
                    }));
            assertEquals("bad stored hash", thrown.getMessage());
        } finally {
            pool.stop();
        }
    }

    private static <T> CompletableFuture<T> async(Supplier<T> work) {
        CompletableFuture<T> future = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                future.complete(work.get());
            } catch (RuntimeException e) {
                future.completeExceptionally(e);
            }
        });
        thread.setDaemon(true);
        thread.start();
        return future;
    }

    private static void awaitQueued(FairHashingPool pool, int hashes) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (pool.queued() < hashes && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        assertEquals(hashes, pool.queued(), "hashes waiting");
    }
}
