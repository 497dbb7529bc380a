package com.nutrilab.auth;

import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A few threads of their own for slow work (password hashes), shared fairly between the tenants
 * that ask: each tenant's waiting work is its own queue, and the threads take next from the
 * waiting tenant served longest ago (a tenant not served lately first), so a tenant with one hash
 * waiting goes next after the hashes being computed, however many another tenant has waiting.
 * At most {@code capacity} hashes wait in all (so few request threads wait); when that is full, a
 * tenant that waits for fewer hashes than the tenant that waits for most takes that tenant's newest
 * place, whose request is refused; a tenant that waits for as many as anyone is refused itself
 * ({@link HashingShareExceededException}, 429 with Retry-After). So one tenant's flood is refused
 * to that tenant alone.
 */
final class FairHashingPool {

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition workWaiting = lock.newCondition();
    /** Each tenant's waiting hashes, oldest first. */
    private final LinkedHashMap<String, ArrayDeque<Hash<?>>> waiting = new LinkedHashMap<>();

    /** When the tenants served lately were last served (a count of hashes taken), the latest at most {@link #REMEMBERED}. */
    private final LinkedHashMap<String, Long> lastServed = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
            return size() > REMEMBERED;
        }
    };

    private static final int REMEMBERED = 256;
    private long taken;

    private final int capacity;
    private int queued;
    private int idle;
    private boolean stopped;

    FairHashingPool(String name, int threads, int capacity) {
        this.capacity = Math.max(0, capacity);
        this.idle = Math.max(1, threads);
        for (int i = 1; i <= idle; i++) {
            Thread thread = new Thread(this::work, name + "-" + i);
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** Runs {@code work} in the tenant's turn and waits for it; refused when the tenant is at its share. */
    <T> T run(String tenant, Callable<T> work) {
        Hash<T> hash = new Hash<>(work);
        admit(tenant, hash);
        try {
            return hash.get();
        } catch (InterruptedException interrupted) {
            hash.cancel(true);
            Thread.currentThread().interrupt();
            throw new HashingShareExceededException();
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof RuntimeException cause
                    ? cause
                    : new IllegalStateException("Password hashing failed", failed.getCause());
        }
    }

    void stop() {
        lock.lock();
        try {
            stopped = true;
            waiting.values().forEach(hashes -> hashes.forEach(Hash::refuse));
            waiting.clear();
            workWaiting.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Hashes waiting for a thread (for tests). */
    int queued() {
        lock.lock();
        try {
            return queued;
        } finally {
            lock.unlock();
        }
    }

    private void admit(String tenant, Hash<?> hash) {
        lock.lock();
        try {
            if (stopped) {
                throw new HashingShareExceededException();
            }
            // An idle thread takes it at once; else it waits, if there is room.
            if (queued >= capacity + idle && !makeRoomFor(tenant)) {
                throw new HashingShareExceededException();
            }
            waiting.computeIfAbsent(tenant, t -> new ArrayDeque<>()).addLast(hash);
            queued++;
            workWaiting.signal();
        } finally {
            lock.unlock();
        }
    }

    /** Refuses the newest waiting hash of the tenant that waits for most, if that is more than {@code tenant} would. */
    private boolean makeRoomFor(String tenant) {
        ArrayDeque<Hash<?>> mine = waiting.get(tenant);
        int mineAfter = (mine == null ? 0 : mine.size()) + 1;
        String heaviest = null;
        int most = 0;
        for (Map.Entry<String, ArrayDeque<Hash<?>>> entry : waiting.entrySet()) {
            if (entry.getValue().size() > most) {
                heaviest = entry.getKey();
                most = entry.getValue().size();
            }
        }
        if (heaviest == null || most - 1 < mineAfter) {
            return false; // this tenant would wait for as many as anyone: it is at its share
        }
        ArrayDeque<Hash<?>> theirs = waiting.get(heaviest);
        theirs.pollLast().refuse();
        queued--;
        if (theirs.isEmpty()) {
            waiting.remove(heaviest);
        }
        return true;
    }

    private void work() {
        while (true) {
            Hash<?> next;
            lock.lock();
            try {
                while (queued == 0 && !stopped) {
                    workWaiting.awaitUninterruptibly();
                }
                if (stopped) {
                    return;
                }
                idle--;
                next = takeInTurn();
            } finally {
                lock.unlock();
            }
            try {
                next.run();
            } finally {
                lock.lock();
                try {
                    idle++;
                } finally {
                    lock.unlock();
                }
            }
        }
    }

    /** The oldest hash of the waiting tenant served longest ago (never: first; a tie: the one waiting longest). */
    private Hash<?> takeInTurn() {
        String turn = null;
        long turnServed = Long.MAX_VALUE;
        for (String tenant : waiting.keySet()) {
            Long served = lastServed.get(tenant);
            long at = served == null ? -1 : served;
            if (at < turnServed) {
                turn = tenant;
                turnServed = at;
            }
        }
        ArrayDeque<Hash<?>> hashes = waiting.get(turn);
        Hash<?> next = hashes.pollFirst();
        if (hashes.isEmpty()) {
            waiting.remove(turn);
        }
        lastServed.put(turn, ++taken);
        queued--;
        return next;
    }

    /** A hash that may be refused while it waits. */
    private static final class Hash<T> extends FutureTask<T> {

        Hash(Callable<T> work) {
            super(work);
        }

        void refuse() {
            setException(new HashingShareExceededException());
        }
    }
}
