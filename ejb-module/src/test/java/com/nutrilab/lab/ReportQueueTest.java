package com.nutrilab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Users take turns: a hundred uploads of one user wait behind nobody else's single report. */
class ReportQueueTest {

    @Test
    void usersTakeTurnsWhateverTheirUploadsCount() {
        ReportQueue queue = new ReportQueue();
        for (int i = 0; i < 100; i++) {
            queue.offer("flooder", "f" + i);
        }
        queue.offer("patient", "p1");
        queue.offer("other", "o1");
        queue.offer("patient", "p2");

        List<String> order = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            order.add(queue.next().orElseThrow());
        }
        assertEquals(List.of("f0", "p1", "o1", "f1", "p2", "f2"), order);
    }

    @Test
    void aReportIsHeldOnceUntilItIsDone() {
        ReportQueue queue = new ReportQueue();
        assertTrue(queue.offer("u", "r1"));
        assertFalse(queue.offer("u", "r1"), "waiting already");
        assertEquals(Optional.of("r1"), queue.next());
        assertFalse(queue.offer("u", "r1"), "being read");
        assertFalse(queue.hasWaiting());
        queue.done("r1");
        assertTrue(queue.offer("u", "r1"), "offered again once done (a later sweep)");
    }
}
