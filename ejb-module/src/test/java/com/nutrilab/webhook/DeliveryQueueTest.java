package com.nutrilab.webhook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

class DeliveryQueueTest {

    @Test
    void endpointsTakeTurnsAndASlowOneHoldsAtMostItsShare() {
        DeliveryQueue queue = new DeliveryQueue(2);
        for (int i = 0; i < 5; i++) {
            queue.offer("dead", "d" + i);
        }
        queue.offer("live", "l0");
        queue.offer("live", "l1");

        DeliveryQueue.Taken first = queue.next().orElseThrow();
        assertEquals("dead", first.endpointId());
        assertEquals("live", queue.next().orElseThrow().endpointId(), "the other endpoint's turn");
        assertEquals("dead", queue.next().orElseThrow().endpointId());
        // Two of the dead endpoint's are in flight: only the live one's are taken now.
        assertEquals("l1", queue.next().orElseThrow().deliveryId());
        assertTrue(queue.next().isEmpty());
        assertFalse(queue.hasReady());

        queue.done(first);
        assertTrue(queue.hasReady());
        assertEquals("d2", queue.next().orElseThrow().deliveryId());
    }

    @Test
    void aDeliveryIsHeldOnceAndBackloggedEndpointsAreNamed() {
        DeliveryQueue queue = new DeliveryQueue(1);
        assertTrue(queue.offer("a", "x"));
        assertFalse(queue.offer("a", "x"), "already waiting");
        DeliveryQueue.Taken taken = queue.next().orElseThrow();
        assertFalse(queue.offer("a", "x"), "in flight");
        queue.offer("a", "y");
        queue.offer("b", "z");
        assertEquals(Set.of("a"), queue.backlogged(2));
        queue.done(taken);
        assertTrue(queue.offer("a", "x"), "done: it may come again (a retry)");
        assertFalse(queue.isEmpty());
    }
}
