package com.nutrilab.webhook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.platform.TurnQueue;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The dispatcher's queue: clients take turns, each with at most its share of the workers. */
class DeliveryQueueTest {

    private static TurnQueue<PendingDelivery> queue(int perClient) {
        return new TurnQueue<>(perClient, PendingDelivery::clientId, PendingDelivery::deliveryId);
    }

    @Test
    void clientsTakeTurnsAndASlowOneHoldsAtMostItsShare() {
        TurnQueue<PendingDelivery> queue = queue(2);
        for (int i = 0; i < 5; i++) {
            queue.offer(new PendingDelivery(
                    "slow-client", "dead-endpoint-" + i % 2, "d" + i)); // two dead endpoints of one client
        }
        queue.offer(new PendingDelivery("other-client", "live-endpoint", "l0"));
        queue.offer(new PendingDelivery("other-client", "live-endpoint", "l1"));

        PendingDelivery first = queue.next().orElseThrow();
        assertEquals("slow-client", first.clientId());
        assertEquals("dead-endpoint-0", first.endpointId());
        assertEquals("other-client", queue.next().orElseThrow().clientId(), "the other client's turn");
        assertEquals("dead-endpoint-1", queue.next().orElseThrow().endpointId());
        // Two of the slow client's are in flight, whichever endpoints: only the other client's are taken now.
        assertEquals("l1", queue.next().orElseThrow().deliveryId());
        assertTrue(queue.next().isEmpty());
        assertFalse(queue.hasReady());

        queue.done(first);
        assertTrue(queue.hasReady());
        assertEquals("d2", queue.next().orElseThrow().deliveryId());
    }

    @Test
    void aDeliveryIsHeldOnceAndBackloggedClientsAreNamed() {
        TurnQueue<PendingDelivery> queue = queue(1);
        assertTrue(queue.offer(new PendingDelivery("a", "e", "x")));
        assertFalse(queue.offer(new PendingDelivery("a", "e", "x")), "already waiting");
        PendingDelivery taken = queue.next().orElseThrow();
        assertFalse(queue.offer(new PendingDelivery("a", "e", "x")), "in flight");
        queue.offer(new PendingDelivery("a", "e", "y"));
        queue.offer(new PendingDelivery("b", "f", "z"));
        assertEquals(Set.of("a"), queue.backlogged(2));
        queue.done(taken);
        assertTrue(queue.offer(new PendingDelivery("a", "e", "x")), "done: it may come again (a retry)");
        assertFalse(queue.isEmpty());
    }
}
